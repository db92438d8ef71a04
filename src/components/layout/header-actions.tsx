import { ButtonLink } from '../ui/button-link';
import { CLIENT_APP_URL, MESSAGES } from '../../lib/site-config';
import { clientAppPaths, paths } from '../../lib/paths';
import { useSession } from '../../services/auth/session-context';
import { colors, radii, space } from '../../styles/tokens';

const appLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${space(3)}`,
  borderRadius: radii.pill,
  color: colors.tealDark,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;

/**
 * The header's calls to action. The client application's pages open in the same tab: a
 * visitor going to sign in expects to leave the marketing site, not to keep it open.
 */
export const HeaderActions = ({ layout = 'row' }: { layout?: 'row' | 'column' }) => {
  const { loggedIn } = useSession();
  return (
    <div
      css={{
        display: 'flex',
        flexDirection: layout,
        alignItems: layout === 'row' ? 'center' : 'stretch',
        gap: space(2),
      }}
    >
      {loggedIn ? (
        <a href={`${CLIENT_APP_URL}${clientAppPaths.dashboard()}`} css={appLink}>
          {MESSAGES.goToDashboard}
        </a>
      ) : (
        <>
          <a href={`${CLIENT_APP_URL}${clientAppPaths.signIn()}`} css={appLink}>
            {MESSAGES.logIn}
          </a>
          <a href={`${CLIENT_APP_URL}${clientAppPaths.signUp()}`} css={appLink}>
            {MESSAGES.signUp}
          </a>
        </>
      )}
      <ButtonLink to={paths.bookDemo()} css={{ minHeight: 44, paddingInline: space(4) }}>
        {MESSAGES.bookDiscoveryCall}
      </ButtonLink>
    </div>
  );
};
