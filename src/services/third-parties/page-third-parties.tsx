/**
 * What every page renders for the third parties, in a build that configures one needing consent
 * (src/root.tsx requires this module only then): the page view they are told of, and the consent
 * interface, a chunk of its own.
 */
import { Suspense, lazy, useEffect } from 'react';
import { afterHeadRendered } from '../../lib/after-head-rendered';
import { ALL_THIRD_PARTIES_ON, type ThirdPartyPageContext } from '../../lib/page-contexts';
import { withDeferredRuntime } from '../deferred-runtime';

/** Whether ThirdPartyPage has seen a page yet: the first one's head came with the HTML. */
let pageShown = false;

/**
 * Tells the third parties which page is shown, with the switches its editor set, once its head
 * is in place (Gatsby renders the new title after this effect: src/lib/after-head-rendered.ts).
 */
const ThirdPartyPage = ({ path, context }: { path: string; context: ThirdPartyPageContext }) => {
  const flags = context.thirdParties ?? ALL_THIRD_PARTIES_ON;
  const { externalScripts, chat } = flags;
  useEffect(() => {
    const firstPage = !pageShown;
    pageShown = true;
    return afterHeadRendered(
      () => {
        const view = { path, url: window.location.href, title: document.title };
        withDeferredRuntime((runtime) => runtime.page(view, { externalScripts, chat }));
      },
      { firstPage },
    );
  }, [path, externalScripts, chat]);
  return null;
};

/** The consent interface and the consent store. */
const PageConsentMount = lazy(() => import('../consent/page-consent-mount'));

export const PageThirdParties = (props: { path: string; context: ThirdPartyPageContext }) => (
  <>
    <ThirdPartyPage {...props} />
    <Suspense fallback={null}>
      <PageConsentMount />
    </Suspense>
  </>
);
