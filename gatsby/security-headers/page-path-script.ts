/**
 * Gatsby writes the page's path into an inline script (`window.pagePath="/pricing"`), so that
 * script differs on every page and could only be allowed by a hash listed per page. This
 * swaps it, in the server render, for one script that reads the path from its own data
 * attribute: the same text, and so the same hash, on every page.
 */
import { createElement, type ReactElement, type ReactNode } from 'react';

const LOADER_ID = 'gatsby-script-loader';

/** The text of the replacement, the same on every page. */
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

/**
 * `components` with Gatsby's page-path script replaced. Anything else Gatsby might write there
 * (another version's text) is left alone; its hash then differs per page and the header step
 * stops the build (gatsby/security-headers/index.ts).
 */
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
