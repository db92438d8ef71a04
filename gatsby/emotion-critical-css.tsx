/**
 * Emotion's styles of a page as `<style>` tags in its head, instead of one before every element
 * that has styles (emotion's default server render: 38–86 tags in a page's body).
 *
 * In the browser, emotion moves every server-rendered style tag into the head before React
 * hydrates, so that the body matches what React renders. Moving 70 tags was about a fifth of
 * the app chunk's start-up on a phone (docs/performance.md); one tag costs next to nothing.
 * The page is rendered as Gatsby renders it (React's stream, once everything is ready) inside a
 * cache of its own in emotion's "compat" mode, which collects the styles instead of writing them
 * into the markup (the mode @emotion/server reads). The styles are written in the order the
 * page first uses them, as the inline tags were: @emotion/server writes them in the order they
 * were inserted, which differs from build to build when lazy sections finish rendering in a
 * different order.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { GatsbySSR } from 'gatsby';
import type { ReactElement, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';

/** The key emotion's default browser cache uses, so the browser adopts the server's styles. */
export const EMOTION_KEY = 'css';

/**
 * React 18's stream pads a chunk with NUL bytes when a multi-byte character does not fit at its
 * end (react/react#31134); the browser drops them from text but turns them into U+FFFD in an
 * attribute. React never writes a NUL of its own, so they are removed.
 */
const withoutStreamPadding = (html: string) => html.replaceAll('\0', '');

/** The HTML of `element` once every lazy part has rendered, as Gatsby's own render waits. */
export const renderWhenReady = (element: ReactElement): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, next) {
        chunks.push(Buffer.from(chunk));
        next();
      },
      final(done) {
        resolve(withoutStreamPadding(Buffer.concat(chunks).toString('utf8')));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });

/** A style tag emotion's browser cache adopts: `data-emotion` is its key and the style names. */
const styleTag = (key: string, names: readonly string[], css: string, index: number) => (
  <style
    key={`emotion-${index}`}
    data-emotion={`${key} ${names.join(' ')}`}
    dangerouslySetInnerHTML={{ __html: css }}
  />
);

/**
 * The styles a render collected in `cache`: each global style in a tag of its own (as
 * `<Global>` looks for it on hydration), then every class the HTML uses, in the order of its
 * first use.
 */
export const criticalStyleTags = (cache: EmotionCache, html: string): ReactElement[] => {
  const rules = (name: string) => cache.inserted[name];
  const isGlobal = (name: string) => cache.registered[`${cache.key}-${name}`] === undefined;
  const globals = Object.keys(cache.inserted).filter(
    (name) => isGlobal(name) && typeof rules(name) === 'string',
  );
  const used = new Set(
    [...html.matchAll(new RegExp(`\\b${cache.key}-([a-zA-Z0-9_-]+)`, 'g'))].map(
      ([, name]) => name as string,
    ),
  );
  const classes = [...used].filter((name) => !isGlobal(name) && typeof rules(name) === 'string');
  return [
    ...globals.map((name, index) =>
      styleTag(`${cache.key}-global`, [name], rules(name) as string, index),
    ),
    ...(classes.length > 0
      ? [styleTag(cache.key, classes, classes.map(rules).join(''), globals.length)]
      : []),
  ];
};

/** The page's HTML without style tags, and its styles as head elements. */
export const renderWithCriticalCss = async (
  page: ReactNode,
): Promise<{ html: string; styles: ReactElement[] }> => {
  const cache = createCache({ key: EMOTION_KEY });
  // Collect the styles rather than render them into the markup.
  cache.compat = true;
  const html = await renderWhenReady(<CacheProvider value={cache}>{page}</CacheProvider>);
  return { html, styles: criticalStyleTags(cache, html) };
};

export const replaceRendererWithCriticalCss: GatsbySSR['replaceRenderer'] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = await renderWithCriticalCss(bodyComponent);
  setHeadComponents(styles);
  replaceBodyHTMLString(html);
};
