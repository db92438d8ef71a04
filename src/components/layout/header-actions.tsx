import type { ReactNode } from 'react';
import { BookCallLink } from '../booking';
import { MESSAGES } from '../../lib/site-config';
import { clientAppUrl } from '../../settings/browser';
import { clientAppPaths, paths } from '../../lib/paths';
import { useSession } from '../../services/session';
import { colors, fontSizes, radii, sizes, space } from '../../styles/tokens';

type Layout = 'row' | 'column';

const appLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: sizes.target,
  padding: `0 ${space(3)}`,
  borderRadius: radii.pill,
  color: colors.tealDark,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { textDecoration: 'underline' },
} as const;

/** In the header row the actions share the line with the menu: smaller, one line each. */
const rowSize = (layout: Layout, paddingSteps: number) =>
  layout === 'row'
    ? ({
        fontSize: fontSizes.sm,
        paddingInline: space(paddingSteps),
        whiteSpace: 'nowrap',
      } as const)
    : {};

const flow = (layout: Layout) =>
  ({
    display: 'flex',
    flexDirection: layout,
    alignItems: layout === 'row' ? 'center' : 'stretch',
    gap: space(2),
  }) as const;

/**
 * One of the two sets of app links. Both sets sit in the same grid cell and only the shown one
 * is visible, so the cell is always as large as the larger set: the server renders the
 * anonymous set, and the swap once the session is restored moves nothing on the page.
 * `visibility: hidden` also takes the hidden links out of the tab order and the accessibility
 * tree.
 */
const AppLinks = ({
  shown,
  layout,
  children,
}: {
  shown: boolean;
  layout: Layout;
  children: ReactNode;
}) => (
  <div css={{ ...flow(layout), gridArea: '1 / 1', visibility: shown ? 'visible' : 'hidden' }}>
    {children}
  </div>
);

/**
 * The header's calls to action. The client application's pages open in the same tab: a
 * visitor going to sign in expects to leave the marketing site, not to keep it open.
 */
export const HeaderActions = ({ layout = 'row' }: { layout?: Layout }) => {
  const { loggedIn } = useSession();
  return (
    <div css={flow(layout)}>
      <div data-testid="app-links" css={{ display: 'grid' }}>
        <AppLinks shown={loggedIn} layout={layout}>
          <a
            href={`${clientAppUrl()}${clientAppPaths.dashboard()}`}
            css={[appLink, rowSize(layout, 2)]}
          >
            {MESSAGES.goToDashboard}
          </a>
        </AppLinks>
        <AppLinks shown={!loggedIn} layout={layout}>
          <a
            href={`${clientAppUrl()}${clientAppPaths.signIn()}`}
            css={[appLink, rowSize(layout, 2)]}
          >
            {MESSAGES.logIn}
          </a>
          <a
            href={`${clientAppUrl()}${clientAppPaths.signUp()}`}
            css={[appLink, rowSize(layout, 2)]}
          >
            {MESSAGES.signUp}
          </a>
        </AppLinks>
      </div>
      <BookCallLink
        to={paths.bookDemo()}
        css={[{ minHeight: sizes.target, paddingInline: space(4) }, rowSize(layout, 3)]}
      >
        {MESSAGES.bookDiscoveryCall}
      </BookCallLink>
    </div>
  );
};
