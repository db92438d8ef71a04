/** Gatsby's page-path script differs per page; this one is the same, so a hash allows it. */
import { createElement, type ReactElement, type ReactNode } from 'react';

const LOADER_ID = 'gatsby-script-loader';

export const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.dataset.pagePath;';

/** What Gatsby 5 writes with slices on and page data not inlined (static-entry.js). */
const gatsbyLoaderText = (pagePath: string): string =>
  `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`;

interface InlineScriptProps {
  id?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

const isGatsbyLoader = (component: ReactNode, pagePath: string): component is ReactElement =>
  typeof component === 'object' &&
  component !== null &&
  'props' in component &&
  (component.props as InlineScriptProps).id === LOADER_ID &&
  (component.props as InlineScriptProps).dangerouslySetInnerHTML?.__html ===
    gatsbyLoaderText(pagePath);

/** Any other text is left alone; its per-page hash then stops the build. */
export const withStaticPagePathScript = (
  components: readonly ReactNode[],
  pagePath: string,
): ReactNode[] =>
  components.map((component) =>
    isGatsbyLoader(component, pagePath)
      ? createElement('script', {
          key: component.key ?? LOADER_ID,
          id: LOADER_ID,
          'data-page-path': pagePath,
          dangerouslySetInnerHTML: { __html: PAGE_PATH_SCRIPT },
        })
      : component,
  );
