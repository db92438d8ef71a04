import type { GatsbySSR } from 'gatsby';
import { LANGUAGE } from './src/lib/site-config';
import { siteIconLinks } from './src/lib/site-icons';
import { CONSENT_MODE_DEFAULT_SCRIPT, usesTagManager } from './src/services/third-parties';

export { wrapPageElement, wrapRootElement } from './src/root';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: LANGUAGE });
  setHeadComponents(
    siteIconLinks.map((attributes) => <link key={attributes.href} {...attributes} />),
  );
  // Google Consent Mode's default (everything denied) runs before any tag can load. A
  // constant script, so the Content-Security-Policy allows it by its hash.
  if (usesTagManager()) {
    setHeadComponents([
      <script
        key="consent-mode-default"
        dangerouslySetInnerHTML={{ __html: CONSENT_MODE_DEFAULT_SCRIPT }}
      />,
    ]);
  }
};
