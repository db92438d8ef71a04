import { graphql } from 'gatsby';
import { Markdown } from '../components/ui/markdown';
import { SectionFrame, headingId } from '../components/ui/section';
import { colors, fontSizes, space } from '../styles/tokens';

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
export const Faq = ({ section }: { section: Queries.SectionFaqFragment }) => {
  const id = headingId(section.contentful_id);
  return (
    <SectionFrame labelledBy={id}>
      <h2 id={id}>{section.heading}</h2>
      <div css={{ marginTop: space(6), maxWidth: '56rem' }}>
        {section.items.map((item) => (
          <details
            key={item.contentful_id}
            css={{ borderTop: `1px solid ${colors.line}`, paddingBlock: space(4) }}
          >
            <summary css={{ cursor: 'pointer', fontWeight: 600, fontSize: fontSizes.base }}>
              {item.question}
            </summary>
            <Markdown html={item.answer.childMarkdown?.html ?? ''} css={{ marginTop: space(3) }} />
          </details>
        ))}
      </div>
    </SectionFrame>
  );
};
