import { graphql } from 'gatsby';
import { Markdown } from '../components/ui/markdown';
import { SectionFrame } from '../components/ui/section';

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

export const RichText = ({ section }: { section: Queries.SectionRichTextFragment }) => (
  <SectionFrame
    heading={section.title ? { entryId: section.contentful_id, text: section.title } : undefined}
  >
    <Markdown html={section.body.childMarkdown?.html ?? ''} />
  </SectionFrame>
);
