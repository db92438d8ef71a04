import type { GatsbySSR } from 'gatsby';
import { withoutImagePluginHead } from './gatsby/image-plugin-head';
import { withStaticPagePathScript } from './gatsby/security-headers/page-path-script';
import { LANGUAGE } from './src/lib/site-config';
import { siteIconLinks } from './src/lib/site-icons';
import { GLOBAL_STYLES } from './src/styles/global-styles';
import { CONSENT_MODE_DEFAULT_SCRIPT, usesTagManager } from './src/services/third-parties';

export { wrapPageElement, wrapRootElement } from './src/root';
// Emotion's styles of each page as one tag in its head (gatsby/emotion-critical-css.tsx).
export { replaceRendererWithCriticalCss as replaceRenderer } from './gatsby/emotion-critical-css';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: LANGUAGE });
  setHeadComponents([
    ...siteIconLinks.map((attributes) => <link key={attributes.href} {...attributes} />),
    <style key="global-styles" dangerouslySetInnerHTML={{ __html: GLOBAL_STYLES }} />,
  ]);
  // Before any tag can load; constant, so the CSP allows it by its hash.
  if (usesTagManager()) {
    setHeadComponents([
      <script
        key="consent-mode-default"
        dangerouslySetInnerHTML={{ __html: CONSENT_MODE_DEFAULT_SCRIPT }}
      />,
    ]);
  }
};

// Inline scripts must read the same on every page (the CSP hashes them); the image plugin's
// head tags serve a component the site does not use.
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  replaceHeadComponents(withoutImagePluginHead(getHeadComponents()));
  replacePostBodyComponents(withStaticPagePathScript(getPostBodyComponents(), pathname));
};
