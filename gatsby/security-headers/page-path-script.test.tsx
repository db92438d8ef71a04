import { renderToStaticMarkup } from 'react-dom/server';
import { PAGE_PATH_SCRIPT, withStaticPagePathScript } from './page-path-script';

/** Gatsby's own element (cache-dir/static-entry.js) for a page. */
const gatsbyLoader = (pagePath: string) => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{
      __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`,
    }}
  />
);

const render = (components: React.ReactNode[]) => renderToStaticMarkup(<>{components}</>);

test('the page-path script reads the same on every page, the path in a data attribute', () => {
  const pricing = render(withStaticPagePathScript([gatsbyLoader('/pricing')], '/pricing'));
  const blog = render(withStaticPagePathScript([gatsbyLoader('/blog/"x"')], '/blog/"x"'));
  expect(pricing).toBe(
    `<script id="gatsby-script-loader" data-page-path="/pricing">${PAGE_PATH_SCRIPT}</script>`,
  );
  expect(blog).toContain('data-page-path="/blog/&quot;x&quot;"');
  expect(blog).toContain(`>${PAGE_PATH_SCRIPT}</script>`);
});

test('the replacement sets window.pagePath from its own element, as the original did', () => {
  const window: { pagePath?: string } = {};
  const document = { currentScript: { dataset: { pagePath: '/a/b' } } };
  new Function('window', 'document', PAGE_PATH_SCRIPT)(window, document);
  expect(window.pagePath).toBe('/a/b');
});

test('anything else is left as it is, including a loader whose text is not the expected one', () => {
  const other = <script key="x" src="/app.js" />;
  const unexpected = gatsbyLoader('/elsewhere');
  const kept = withStaticPagePathScript([other, unexpected], '/pricing');
  expect(kept[0]).toBe(other);
  expect(kept[1]).toBe(unexpected);
});
