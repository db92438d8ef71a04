import type { GatsbySSR } from 'gatsby';
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
