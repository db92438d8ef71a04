import type { HeadFC } from 'gatsby';
import { GlobalStyles } from '../styles/global-styles';
import { useMounted } from '../hooks/use-mounted';
import { MESSAGES, SITE_TITLE } from '../lib/site-config';
import { paths } from '../lib/paths';
import { space } from '../styles/tokens';
import { ButtonLink } from '../components/ui/button-link';

/**
 * The booking frame other sites embed: an empty layout (no header or footer), rendered only
 * in the browser. The booking steps themselves come with the book-a-call feature.
 */
const BookCallFrame = () => {
  const mounted = useMounted();
  return (
    <main css={{ padding: space(6) }}>
      <GlobalStyles />
      {mounted && (
        <>
          <h1 css={{ fontSize: '1.6rem' }}>{MESSAGES.bookDiscoveryCall}</h1>
          <p>Thirty minutes with a hiring specialist, on weekdays between 08:00 and 18:00.</p>
          <ButtonLink to={paths.bookDemo()}>Choose a time</ButtonLink>
        </>
      )}
    </main>
  );
};

export default BookCallFrame;

export const Head: HeadFC = () => (
  <>
    <title>{`${MESSAGES.bookDiscoveryCall} | ${SITE_TITLE}`}</title>
    <meta name="robots" content="noindex" />
  </>
);
