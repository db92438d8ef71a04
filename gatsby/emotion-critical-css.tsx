/**
 * Styles as head tags: emotion moves per-element tags into the head before hydration, costly on
 * phones. Written in order of first use, as @emotion/server's insertion order varies by build.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { GatsbySSR } from 'gatsby';
import type { ReactElement, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';

/** Emotion's default browser key, so the browser adopts the server's styles. */
export const EMOTION_KEY = 'css';

/** React 18's stream pads chunks with NULs (react#31134), which become U+FFFD in attributes. */
const withoutStreamPadding = (html: string) => html.replaceAll('\0', '');

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

// `data-s`: emotion's mark of a tag already in the head, which its browser cache leaves in place.
const styleTag = (key: string, names: readonly string[], css: string) => (
  <style
    key="emotion"
    data-emotion={`${key} ${names.join(' ')}`}
    data-s=""
    dangerouslySetInnerHTML={{ __html: css }}
  />
);

/**
 * The rules of the classes in the markup, in order of first use. Also named, without rules: the
 * classes components merged into their own, which the browser would otherwise add, restyling.
 */
export const criticalStyleTags = (cache: EmotionCache, html: string): ReactElement[] => {
  const rules = (name: string) => cache.inserted[name];
  // Global styles and keyframes are not registered; emotion adds them in the browser.
  const isClass = (name: string) =>
    cache.registered[`${cache.key}-${name}`] !== undefined && typeof rules(name) === 'string';
  const used = new Set(
    [...html.matchAll(new RegExp(`\\b${cache.key}-([a-zA-Z0-9_-]+)`, 'g'))].map(
      ([, name]) => name as string,
    ),
  );
  const classes = [...used].filter(isClass);
  const merged = Object.keys(cache.inserted).filter((name) => isClass(name) && !used.has(name));
  return classes.length + merged.length > 0
    ? [styleTag(cache.key, [...classes, ...merged], classes.map(rules).join(''))]
    : [];
};

export const renderWithCriticalCss = async (
  page: ReactNode,
): Promise<{ html: string; styles: ReactElement[] }> => {
  const cache = createCache({ key: EMOTION_KEY });
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
