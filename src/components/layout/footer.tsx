import { Container } from '../ui/container';
import { SmartLink } from '../ui/smart-link';
import { SITE_TITLE } from '../../lib/site-config';
import { colors, mq, space } from '../../styles/tokens';
import { menuTarget, type MenuItem } from './use-menus';

const visibleOnFooter = <T extends Queries.NavItemFragment>(items: readonly T[]) =>
  items.filter((item) => !item.hideOnFooter);

/** The footer lists the menu minus items marked hide-on-footer, then the legal links. */
export const Footer = ({
  header,
  legal,
}: {
  header: readonly MenuItem[];
  legal: readonly MenuItem[];
}) => (
  <footer
    css={{
      background: colors.ink,
      color: colors.white,
      paddingBlock: space(12),
      marginTop: 'auto',
    }}
  >
    <Container>
      <nav aria-label="Footer">
        <div
          css={{
            display: 'grid',
            gap: space(8),
            [mq.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
            [mq.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
          }}
        >
          {visibleOnFooter(header).map((group) => (
            <div key={group.contentful_id}>
              <h2 css={{ fontSize: '1rem', fontFamily: 'inherit', color: colors.sand }}>
                {group.name}
              </h2>
              <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {visibleOnFooter<Queries.NavItemFragment>(
                  group.items.length ? group.items : [group],
                ).map((item) => {
                  const target = menuTarget(item);
                  return target ? (
                    <li key={item.contentful_id} css={{ marginBottom: space(2) }}>
                      <SmartLink to={target} css={{ color: colors.white }}>
                        {item.name}
                      </SmartLink>
                    </li>
                  ) : null;
                })}
              </ul>
            </div>
          ))}
        </div>
        {legal.length > 0 && (
          <ul
            css={{
              listStyle: 'none',
              padding: 0,
              margin: `${space(10)} 0 0`,
              display: 'flex',
              flexWrap: 'wrap',
              gap: `${space(2)} ${space(6)}`,
            }}
          >
            {visibleOnFooter(legal).map((item) => {
              const target = menuTarget(item);
              return target ? (
                <li key={item.contentful_id}>
                  <SmartLink to={target} css={{ color: colors.white, fontSize: '0.95rem' }}>
                    {item.name}
                  </SmartLink>
                </li>
              ) : null;
            })}
          </ul>
        )}
      </nav>
      <p css={{ marginTop: space(8), marginBottom: 0, color: colors.sand, fontSize: '0.9rem' }}>
        © {new Date().getFullYear()} {SITE_TITLE}
      </p>
    </Container>
  </footer>
);
