import { graphql } from 'gatsby';
import { Grid } from '../components/ui/grid';
import { SectionFrame } from '../components/ui/section';
import { colors, fonts, fontSizes } from '../styles/tokens';

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

export const Stats = ({ section }: { section: Queries.SectionStatsFragment }) => (
  <SectionFrame tone="teal" heading={{ entryId: section.contentful_id, text: section.heading }}>
    <Grid as="dl" columns={{ xs: 2, lg: Math.min(section.stats.length, 4) }} marginTop={8}>
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
    </Grid>
  </SectionFrame>
);
