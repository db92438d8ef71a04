import { FIELD_LABELS_SHAPE } from '../src/forms/catalogue';
import { defineContentType, field } from './define';

export const gatedContent = defineContentType({
  id: 'gated_content',
  name: 'Gated content',
  description:
    'A download (white paper, e-book, guide) offered in exchange for a short form, at /download/{slug}.',
  displayField: 'name',
  fields: {
    slug: field.slug({ name: 'Slug', help: 'The address after /download/.' }),
    name: field.symbol({ name: 'Name', help: 'Internal name of the download.', required: true }),
    headline: field.symbol({
      name: 'Headline',
      help: 'The main heading of the page.',
      required: true,
    }),
    intro: field.markdown({
      name: 'Introduction',
      help: 'What the reader will learn, in Markdown.',
      required: true,
    }),
    cover: field.asset({ name: 'Cover', help: 'Cover picture of the document.' }),
    file: field.asset({ name: 'File', help: 'The document sent to readers who fill in the form.' }),
    seo: field.entry(['seo'], {
      name: 'SEO',
      help: 'Title and description; the title is used in the menu when no navigation name is set.',
      required: true,
    }),
    additional: field.object(
      { name_in_navigation: 'string' },
      {
        name: 'Navigation',
        help: 'JSON with name_in_navigation: the text used for this download under Resources > Downloads.',
      },
    ),
    form: field.object(
      {
        submit_label: 'string',
        success_message: 'string',
        consent_text: 'string',
        thank_you_page: 'boolean',
      },
      {
        name: 'Form settings',
        help: 'JSON with submit_label, success_message, consent_text and thank_you_page (true sends readers to a thank-you page instead of showing the message).',
      },
    ),
    formLabels: field.object(FIELD_LABELS_SHAPE, {
      name: 'Form field labels',
      help: `JSON: the label of a form field by its name, to replace the default (firstName, lastName, workMail, companyName, companyWebsite, companySize, companyLocation; the consent's label is consent_text above).`,
    }),
    sections: field.entries('section', {
      name: 'Sections',
      help: 'Optional blocks shown below the form.',
    }),
  },
});
