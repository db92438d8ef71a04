import type { GatsbySSR } from 'gatsby';
import { LANGUAGE } from './src/lib/site-config';

export { wrapRootElement } from './src/root';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: LANGUAGE });
};
