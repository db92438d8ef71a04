import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { withoutImagePluginHead } from './image-plugin-head';

/** What the installed gatsby-plugin-image writes into every page's head. */
const imagePluginHead = (): ReactNode[] => {
  const components: ReactNode[] = [];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { onRenderBody } = require('gatsby-plugin-image/gatsby-ssr') as {
    onRenderBody: (args: { setHeadComponents: (added: ReactNode[]) => void }) => void;
  };
  onRenderBody({ setHeadComponents: (added) => components.push(...added) });
  return components;
};

describe('withoutImagePluginHead', () => {
  it('removes every head element of the installed gatsby-plugin-image', () => {
    const head = imagePluginHead();
    expect(renderToStaticMarkup(<>{head}</>)).toContain('gatsby-image-wrapper');
    expect(withoutImagePluginHead(head)).toEqual([]);
  });

  it('keeps the head elements of the site and of other plugins, in order', () => {
    const ours = [
      <link key="/favicon.svg" rel="icon" href="/favicon.svg" />,
      <script key="consent-mode-default">{'/* default */'}</script>,
      <meta key="generator" name="generator" content="Gatsby" />,
    ];
    const [first, second, third] = ours;
    expect(withoutImagePluginHead([first, ...imagePluginHead(), second, third])).toEqual(ours);
  });
});
