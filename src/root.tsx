import { useEffect, type ReactNode } from 'react';
import type { GatsbyBrowser } from 'gatsby';

/**
 * Marks the document once React has taken over the server-rendered page, so that end-to-end
 * tests (and anyone debugging) can tell when the page's handlers are live.
 */
const HydrationMark = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <>{children}</>;
};

/**
 * Composes the providers every page runs inside, for both the server render and the
 * browser. The auth session, consent and analytics providers slot in here.
 */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <HydrationMark>{element}</HydrationMark>
);
