import { Link } from 'gatsby';
import { Container } from '../ui/container';
import { SITE_TITLE } from '../../lib/site-config';
import { paths } from '../../lib/paths';
import {
  colors,
  divider,
  fonts,
  fontSizes,
  layout,
  mq,
  space,
  zIndices,
} from '../../styles/tokens';
import { DesktopNav } from './desktop-nav';
import { HeaderActions } from './header-actions';
import { MobileMenu } from './mobile-menu';
import type { MenuEntry } from './menu-model';

/** The top menu; `data-top-menu` lets the scroll helper measure its height. */
export const Header = ({ entries }: { entries: readonly MenuEntry[] }) => (
  <header
    data-top-menu=""
    css={{
      position: 'relative',
      zIndex: zIndices.header,
      borderBottom: divider,
      background: colors.white,
    }}
  >
    <Container>
      <div
        css={{
          minHeight: layout.headerHeight,
          display: 'flex',
          alignItems: 'center',
          gap: space(4),
          [mq.lg]: { gap: space(2) },
        }}
      >
        <Link
          to={paths.home()}
          css={{
            position: 'relative',
            zIndex: zIndices.aboveMenu,
            fontFamily: fonts.heading,
            fontWeight: 700,
            fontSize: fontSizes.lg,
            color: colors.tealDark,
            textDecoration: 'none',
            // Below lg the menu button sits at the far end, and the title wraps as if it were
            // there already (the button is at most 8rem less the gap).
            marginRight: 'auto',
            maxWidth: 'calc(100% - 8rem)',
            // One line beside the menu from lg up; narrow screens let it wrap beside the button.
            // From lg up the row is packed from the start, so that a row drawn before the page
            // has all arrived (a slow phone draws as it parses) keeps every item where it is as
            // the next ones come: pushed to the end, the menu moved across the page when the
            // calls to action after it arrived (tests/e2e/navigation.spec.ts).
            [mq.lg]: {
              fontSize: fontSizes.base,
              whiteSpace: 'nowrap',
              marginRight: 0,
              maxWidth: 'none',
            },
          }}
        >
          {SITE_TITLE}
        </Link>
        <DesktopNav entries={entries} />
        <div css={{ display: 'none', [mq.lg]: { display: 'block' } }}>
          <HeaderActions />
        </div>
        <MobileMenu entries={entries} />
      </div>
    </Container>
  </header>
);
