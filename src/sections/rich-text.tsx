import { graphql } from 'gatsby';
import { Markdown } from '../components/ui/markdown';
import { SectionFrame, headingId } from '../components/ui/section';

export const fragment = graphql`
  fragment SectionRichText on ContentfulSectionRichText {
    contentful_id
    title
    body {
      childMarkdown {
        html
      }
    }
  }
`;

export const RichText = ({ section }: { section: Queries.SectionRichTextFragment }) => {
  const id = section.title ? headingId(section.contentful_id) : undefined;
  return (
    <SectionFrame labelledBy={id}>
      {section.title && <h2 id={id}>{section.title}</h2>}
      <Markdown html={section.body.childMarkdown?.html ?? ''} />
    </SectionFrame>
  );
};
