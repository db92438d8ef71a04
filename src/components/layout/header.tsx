import { Link } from 'gatsby';
import { ButtonLink } from '../ui/button-link';
import { Container } from '../ui/container';
import { SmartLink } from '../ui/smart-link';
import { MESSAGES, SITE_TITLE } from '../../lib/site-config';
import { paths } from '../../lib/paths';
import { colors, layout, mq, space } from '../../styles/tokens';
import { menuTarget, type MenuItem } from './use-menus';

/**
 * A simple header: the brand, the top-level menu and the main call to action. (The full
 * navigation with dropdowns and the mobile menu is built on top of this.)
 */
export const Header = ({ items }: { items: readonly MenuItem[] }) => (
  <header
    css={{ borderBottom: `1px solid ${colors.line}`, background: colors.white }}
    data-top-menu=""
  >
    <Container>
      <div
        css={{
          minHeight: layout.headerHeight,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: space(4),
          paddingBlock: space(3),
        }}
      >
        <Link
          to={paths.home()}
          css={{
            fontFamily: 'Georgia, serif',
            fontWeight: 700,
            fontSize: '1.2rem',
            color: colors.tealDark,
            textDecoration: 'none',
            marginRight: 'auto',
          }}
        >
          {SITE_TITLE}
        </Link>
        <nav
          aria-label="Main"
          css={{ order: 3, width: '100%', [mq.lg]: { order: 0, width: 'auto' } }}
        >
          <ul
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: `${space(1)} ${space(5)}`,
            }}
          >
            {items.map((item) => {
              const target = menuTarget(item) ?? (item.items[0] ? menuTarget(item.items[0]) : null);
              return target ? (
                <li key={item.contentful_id}>
                  <SmartLink
                    to={target}
                    css={{
                      color: colors.ink,
                      textDecoration: 'none',
                      fontWeight: 500,
                      '&:hover': { color: colors.teal, textDecoration: 'underline' },
                    }}
                  >
                    {item.name}
                  </SmartLink>
                </li>
              ) : null;
            })}
          </ul>
        </nav>
        <ButtonLink
          to={paths.bookDemo()}
          variant="primary"
          css={{ minHeight: 44, paddingInline: space(4) }}
        >
          {MESSAGES.bookDiscoveryCall}
        </ButtonLink>
      </div>
    </Container>
  </header>
);
