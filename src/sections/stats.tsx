import { graphql } from 'gatsby';
import { SectionFrame, headingId } from '../components/ui/section';
import { colors, fonts, fontSizes, mq, space } from '../styles/tokens';

export const fragment = graphql`
  fragment SectionStats on ContentfulSectionStats {
    contentful_id
    heading
    stats {
      contentful_id
      value
      label
    }
  }
`;

export const Stats = ({ section }: { section: Queries.SectionStatsFragment }) => {
  const id = headingId(section.contentful_id);
  return (
    <SectionFrame tone="teal" labelledBy={id}>
      <h2 id={id}>{section.heading}</h2>
      <dl
        css={{
          display: 'grid',
          gap: space(6),
          margin: `${space(8)} 0 0`,
          [mq.xs]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [mq.lg]: { gridTemplateColumns: `repeat(${Math.min(section.stats.length, 4)}, 1fr)` },
        }}
      >
        {section.stats.map((stat) => (
          <div key={stat.contentful_id} css={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <dt css={{ color: colors.sand }}>{stat.label}</dt>
            <dd
              css={{
                margin: 0,
                fontFamily: fonts.heading,
                fontSize: fontSizes['4xl'],
                fontWeight: 700,
              }}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
};
