import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * An empty Gatsby project in a temporary folder: node_modules linked to the site's, and a
 * package.json naming the plugins it uses. The benchmarks' yardstick sites are made in one.
 */
export const makeGatsbyFolder = (name: string, plugins: readonly string[] = []): string => {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const dependencies = Object.fromEntries(
    ['gatsby', ...plugins, 'react', 'react-dom'].map((dependency) => [dependency, '*']),
  );
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name, private: true, dependencies }),
  );
  return dir;
};

/**
 * A bare Gatsby site in a temporary folder (node_modules linked): no plugins, one template
 * that renders a title and 400 words from page context, `pages` pages ('/' and /page-N), the
 * words taken in turn from `words`. The yardstick of the benchmarks: what Gatsby alone costs.
 */
export const makeBareGatsbySite = (
  pages: number,
  words: readonly string[],
): { dir: string; remove: () => void } => {
  const dir = makeGatsbyFolder('bare-gatsby');
  writeFileSync(
    path.join(dir, 'gatsby-config.js'),
    'module.exports = { trailingSlash: "never" };\n',
  );
  writeFileSync(
    path.join(dir, 'gatsby-node.js'),
    `const path = require('path');
const words = ${JSON.stringify(words)};
exports.createPages = ({ actions }) => {
  const component = path.resolve('src/templates/page.js');
  for (let n = 0; n < ${pages}; n += 1) {
    const body = Array.from({ length: 400 }, (_, i) => words[(n + i * 7) % words.length]).join(' ');
    actions.createPage({ path: n === 0 ? '/' : '/page-' + n, component, context: { title: 'Page ' + n, body } });
  }
};
`,
  );
  mkdirSync(path.join(dir, 'src/templates'), { recursive: true });
  writeFileSync(
    path.join(dir, 'src/templates/page.js'),
    `import * as React from 'react';
const Page = ({ pageContext }) => (
  <main><h1>{pageContext.title}</h1><p>{pageContext.body}</p></main>
);
export default Page;
export const Head = ({ pageContext }) => <title>{pageContext.title}</title>;
`,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};
