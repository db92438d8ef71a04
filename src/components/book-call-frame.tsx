import { useMounted } from '../hooks/use-mounted';
import { paths } from '../lib/paths';
import { MESSAGES } from '../lib/site-config';
import { GlobalStyles } from '../styles/global-styles';
import { fontSizes, space } from '../styles/tokens';
import { ButtonLink } from './ui/button-link';

/**
 * The booking frame other sites embed: an empty layout (no header or footer), rendered only
 * in the browser. The booking steps themselves come with the book-a-call feature.
 */
export const BookCallFrame = () => {
  const mounted = useMounted();
  return (
    <main css={{ padding: space(6) }}>
      <GlobalStyles />
      {mounted && (
        <>
          <h1 css={{ fontSize: fontSizes['2xl'] }}>{MESSAGES.bookDiscoveryCall}</h1>
          <p>Thirty minutes with a hiring specialist, on weekdays between 08:00 and 18:00.</p>
          <ButtonLink to={paths.bookDemo()}>Choose a time</ButtonLink>
        </>
      )}
    </main>
  );
};
