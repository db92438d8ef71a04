import { graphql } from 'gatsby';
import { SentMessage } from '../forms/site-form/sent-message';
import { SiteForm } from '../forms/site-form/site-form';
import { Markdown } from '../components/ui/markdown';
import { SectionFrame, headingId } from '../components/ui/section';
import { DOCUMENT_FIELD, formFields, isSiteFormName } from '../forms/catalogue';

export const fragment = graphql`
  fragment SectionForm on ContentfulSectionForm {
    contentful_id
    form
    heading
    introText {
      childMarkdown {
        html
      }
    }
    labels {
      firstName
      lastName
      name
      email
      workMail
      companyName
      companyWebsite
      companySize
      companyLocation
      telephone
      pageUrl
      message
      consent
    }
    submitLabel
    successHeading
    successMessage {
      childMarkdown {
        html
      }
    }
    thankYouPage
    document {
      localFile {
        publicURL
      }
    }
  }
`;

/** A form editors place on a page: its heading and intro, then the form of code's choosing. */
export const FormSection = ({ section }: { section: Queries.SectionFormFragment }) => {
  if (!isSiteFormName(section.form)) return null;
  const id = headingId(section.contentful_id);
  // The form submits the entry's id; the report e-mail finds its file in the build's map.
  const documentUrl = section.document?.localFile?.publicURL;
  return (
    <SectionFrame labelledBy={id} tone="sand" overflows>
      <h2 id={id}>{section.heading}</h2>
      {section.introText?.childMarkdown?.html && (
        <Markdown html={section.introText.childMarkdown.html} />
      )}
      <SiteForm
        form={section.form}
        fields={formFields(section.form, section.labels)}
        labelledBy={id}
        submitLabel={section.submitLabel}
        hidden={documentUrl ? { [DOCUMENT_FIELD]: section.contentful_id } : undefined}
        documentUrl={documentUrl}
        thankYouPath={section.thankYouPage}
        confirmation={
          <SentMessage
            heading={section.successHeading}
            html={section.successMessage?.childMarkdown?.html}
          />
        }
      />
    </SectionFrame>
  );
};
