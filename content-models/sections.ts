import { FIELD_LABELS_SHAPE, SECTION_FORM_NAMES } from '../src/forms/catalogue';
import { defineContentType, field } from './define';

/** A button or link placed by editors: its text and where it goes (a path or an address). */
const callToAction = (label: string) => ({
  ctaLabel: field.symbol({
    name: `${label} text`,
    help: 'Text of the button; leave empty for no button.',
  }),
  ctaTarget: field.link({
    name: `${label} link`,
    help: 'A path on this site starting with / (e.g. /pricing) or a full address on another site.',
  }),
});

const heading = field.symbol({
  name: 'Heading',
  help: 'The heading of the section.',
  required: true,
});

const internalName = field.symbol({
  name: 'Internal name',
  help: 'Shown only in Contentful.',
  required: true,
});

export const sectionHero = defineContentType({
  id: 'sectionHero',
  name: 'Section: hero',
  description:
    'The opening block of a page: its main heading, a short pitch and up to two buttons.',
  displayField: 'heading',
  section: true,
  fields: {
    eyebrow: field.symbol({ name: 'Eyebrow', help: 'A short line above the heading.' }),
    heading: field.symbol({
      name: 'Heading',
      help: 'The main heading of the page (there is one per page).',
      required: true,
    }),
    text: field.symbol({ name: 'Text', help: 'One or two sentences under the heading.', max: 256 }),
    image: field.asset({
      name: 'Image',
      help: 'A picture beside the text; hidden on small screens.',
    }),
    ...callToAction('Button'),
    secondaryCtaLabel: field.symbol({
      name: 'Second button text',
      help: 'Optional second, quieter button.',
    }),
    secondaryCtaTarget: field.link({
      name: 'Second button link',
      help: 'A path starting with / or a full address.',
    }),
  },
});

export const featureItem = defineContentType({
  id: 'featureItem',
  name: 'Feature',
  description: 'One point of a feature grid.',
  displayField: 'title',
  fields: {
    title: field.symbol({ name: 'Title', help: 'A few words.', required: true }),
    text: field.symbol({ name: 'Text', help: 'One or two sentences.', required: true, max: 256 }),
    icon: field.symbol({ name: 'Icon', help: 'Name of the icon shown above the title.' }),
  },
});

export const sectionFeatureGrid = defineContentType({
  id: 'sectionFeatureGrid',
  name: 'Section: feature grid',
  description: 'A heading and a grid of features.',
  displayField: 'heading',
  section: true,
  fields: {
    heading,
    intro: field.symbol({ name: 'Introduction', help: 'A sentence under the heading.', max: 256 }),
    items: field.entries(['featureItem'], {
      name: 'Features',
      help: 'Three or six work best.',
      required: true,
    }),
    ...callToAction('Button'),
  },
});

export const sectionLogoWall = defineContentType({
  id: 'sectionLogoWall',
  name: 'Section: logo wall',
  description: 'A row of logos of organisations that work with us.',
  displayField: 'heading',
  section: true,
  fields: {
    heading,
    logos: field.assets({
      name: 'Logos',
      help: 'Logos on a transparent background; the asset description is read to screen-reader users.',
      required: true,
    }),
  },
});

export const statItem = defineContentType({
  id: 'statItem',
  name: 'Statistic',
  description: 'A figure and what it measures.',
  displayField: 'label',
  fields: {
    value: field.symbol({
      name: 'Value',
      help: 'The figure, e.g. "185+" or "70%".',
      required: true,
    }),
    label: field.symbol({ name: 'Label', help: 'What the figure measures.', required: true }),
  },
});

export const sectionStats = defineContentType({
  id: 'sectionStats',
  name: 'Section: statistics',
  description: 'Key figures side by side.',
  displayField: 'heading',
  section: true,
  fields: {
    heading,
    stats: field.entries(['statItem'], {
      name: 'Figures',
      help: 'Two to four figures.',
      required: true,
    }),
  },
});

export const sectionTestimonials = defineContentType({
  id: 'sectionTestimonials',
  name: 'Section: testimonials',
  description: 'Quotes from clients and contractors.',
  displayField: 'heading',
  section: true,
  fields: {
    heading,
    testimonials: field.entries(['testimonial'], {
      name: 'Testimonials',
      help: 'One to three quotes.',
      required: true,
    }),
  },
});

export const sectionCallToAction = defineContentType({
  id: 'sectionCallToAction',
  name: 'Section: call to action',
  description: 'A band that asks the reader to take the next step.',
  displayField: 'heading',
  section: true,
  fields: {
    heading,
    text: field.symbol({ name: 'Text', help: 'One or two sentences.', max: 256 }),
    image: field.asset({ name: 'Background image', help: 'Optional picture behind the band.' }),
    ...callToAction('Button'),
  },
});

export const faqItem = defineContentType({
  id: 'faqItem',
  name: 'Question and answer',
  description: 'One question of a FAQ section.',
  displayField: 'question',
  fields: {
    question: field.symbol({
      name: 'Question',
      help: 'As a visitor would ask it.',
      required: true,
    }),
    answer: field.markdown({ name: 'Answer', help: 'The answer, in Markdown.', required: true }),
  },
});

export const sectionFaq = defineContentType({
  id: 'sectionFaq',
  name: 'Section: frequently asked questions',
  description: 'Questions and answers that open one at a time.',
  displayField: 'heading',
  section: true,
  fields: {
    heading,
    items: field.entries(['faqItem'], {
      name: 'Questions',
      help: 'In the order shown.',
      required: true,
    }),
  },
});

export const sectionRichText = defineContentType({
  id: 'sectionRichText',
  name: 'Section: text',
  description:
    'Free text with headings, lists and links; used for legal pages and long explanations.',
  displayField: 'internalName',
  section: true,
  fields: {
    internalName,
    title: field.symbol({
      name: 'Title',
      help: 'Optional heading above the text (a page has one main heading, in its hero).',
    }),
    body: field.markdown({ name: 'Body', help: 'The text, in Markdown.', required: true }),
  },
});

export const pricingPlan = defineContentType({
  id: 'pricingPlan',
  name: 'Pricing plan',
  description: 'One column of a pricing comparison.',
  displayField: 'name',
  fields: {
    name: field.symbol({ name: 'Name', help: 'Name of the package.', required: true }),
    price: field.symbol({
      name: 'Price',
      help: 'As shown, e.g. "Free" or "10% fee".',
      required: true,
    }),
    description: field.symbol({
      name: 'Description',
      help: 'Who the package is for.',
      required: true,
    }),
    features: field.symbols({ name: 'Features', help: 'One line per feature.', required: true }),
    highlighted: field.boolean({ name: 'Highlighted', help: 'Show as the recommended package.' }),
    tier: field.integer({
      name: 'Tier',
      help: 'Subscription tier of this package (0: free). Logged-in visitors then see "Your current package", Upgrade or Downgrade; leave empty to always show the button.',
    }),
    ...callToAction('Button'),
  },
});

export const sectionPricingComparison = defineContentType({
  id: 'sectionPricingComparison',
  name: 'Section: pricing comparison',
  description: 'Packages side by side.',
  displayField: 'heading',
  section: true,
  fields: {
    heading,
    intro: field.symbol({ name: 'Introduction', help: 'A sentence under the heading.', max: 256 }),
    plans: field.entries(['pricingPlan'], {
      name: 'Plans',
      help: 'Two to four plans.',
      required: true,
    }),
  },
});

export const sectionCaseStudyList = defineContentType({
  id: 'sectionCaseStudyList',
  name: 'Section: case study list',
  description: 'Cards linking to every published case study, in alphabetical order of the client.',
  displayField: 'heading',
  section: true,
  fields: {
    heading,
    intro: field.symbol({ name: 'Introduction', help: 'A sentence under the heading.', max: 256 }),
  },
});

export const sectionForm = defineContentType({
  id: 'sectionForm',
  name: 'Section: form',
  description:
    'A form visitors fill in (demo request, contact, feedback, report request). Which fields it asks for is set in code for each form; the texts are set here.',
  displayField: 'internalName',
  section: true,
  fields: {
    internalName,
    form: field.symbol({
      name: 'Form',
      help: 'Which form: its fields and where its submissions go. Each form belongs on one page.',
      required: true,
      in: SECTION_FORM_NAMES,
    }),
    heading,
    introText: field.markdown({
      name: 'Introduction',
      help: 'Optional text above the fields, in Markdown.',
    }),
    labels: field.object(FIELD_LABELS_SHAPE, {
      name: 'Field labels',
      help: `JSON: the label of a field by its name, to replace the default (${Object.keys(FIELD_LABELS_SHAPE).join(', ')}).`,
    }),
    submitLabel: field.symbol({
      name: 'Button text',
      help: 'Text of the send button; default "Send".',
    }),
    successHeading: field.symbol({
      name: 'Confirmation heading',
      help: 'Shown in place of the form once it is sent; default "Message sent".',
    }),
    successMessage: field.markdown({
      name: 'Confirmation text',
      help: 'Shown under the confirmation heading, in Markdown.',
    }),
    // A path like a page's own, but several forms may lead to one thank-you page.
    thankYouPage: {
      ...field.path({
        name: 'Thank-you page',
        help: 'Optional path of a page to go to once the form is sent (e.g. /ccw2025/thank-you), instead of the confirmation.',
      }),
      unique: false,
    },
    document: field.asset({
      name: 'Document sent by e-mail',
      help: 'Optional file e-mailed to the visitor once the form is sent.',
    }),
  },
});

/** The section types and their items, in the order Contentful lists them. */
export const sectionContentTypes = [
  sectionHero,
  sectionFeatureGrid,
  featureItem,
  sectionLogoWall,
  sectionStats,
  statItem,
  sectionTestimonials,
  sectionCallToAction,
  sectionFaq,
  faqItem,
  sectionRichText,
  sectionPricingComparison,
  pricingPlan,
  sectionCaseStudyList,
  sectionForm,
];
