import { graphql } from 'gatsby';
import { Markdown } from '../components/ui/markdown';
import { SectionFrame } from '../components/ui/section';
import { divider, fontSizes, space, widths } from '../styles/tokens';

export const fragment = graphql`
  fragment SectionFaq on ContentfulSectionFaq {
    contentful_id
    heading
    items {
      contentful_id
      question
      answer {
        childMarkdown {
          html
        }
      }
    }
  }
`;

/** Native disclosure widgets: keyboard and screen-reader support come with the platform. */
export const Faq = ({ section }: { section: Queries.SectionFaqFragment }) => (
  <SectionFrame heading={{ entryId: section.contentful_id, text: section.heading }}>
    <div css={{ marginTop: space(6), maxWidth: widths.list }}>
      {section.items.map((item) => (
        <details key={item.contentful_id} css={{ borderTop: divider, paddingBlock: space(4) }}>
          <summary css={{ cursor: 'pointer', fontWeight: 600, fontSize: fontSizes.base }}>
            {item.question}
          </summary>
          <Markdown html={item.answer.childMarkdown?.html ?? ''} css={{ marginTop: space(3) }} />
        </details>
      ))}
    </div>
  </SectionFrame>
);
