/** Required by src/root.tsx only when a configured third party needs consent. */
import { Suspense, lazy, useEffect } from 'react';
import { afterHeadRendered } from '../../lib/after-head-rendered';
import { ALL_THIRD_PARTIES_ON, type ThirdPartyPageContext } from '../../lib/page-contexts';
import { withDeferredRuntime } from '../deferred-runtime';

/** The first page's head came with the HTML. */
let pageShown = false;

/** Waits for the head, as Gatsby renders the new title after this effect. */
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

const PageConsentMount = lazy(() => import('../consent/page-consent-mount'));

export const PageThirdParties = (props: { path: string; context: ThirdPartyPageContext }) => (
  <>
    <ThirdPartyPage {...props} />
    <Suspense fallback={null}>
      <PageConsentMount />
    </Suspense>
  </>
);
