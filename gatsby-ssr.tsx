import type { GatsbySSR } from 'gatsby';
import { withStaticPagePathScript } from './gatsby/security-headers/page-path-script';
import { LANGUAGE } from './src/lib/site-config';
import { siteIconLinks } from './src/lib/site-icons';

export { wrapPageElement, wrapRootElement } from './src/root';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: LANGUAGE });
  setHeadComponents(
    siteIconLinks.map((attributes) => <link key={attributes.href} {...attributes} />),
  );
};

// The Content-Security-Policy allows inline scripts by hash, so each must read the same on
// every page (gatsby/security-headers/page-path-script.ts).
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  replacePostBodyComponents(withStaticPagePathScript(getPostBodyComponents(), pathname));
};
