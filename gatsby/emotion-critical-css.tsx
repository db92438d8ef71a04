/**
 * Emotion's styles of a page as one `<style>` in its head, instead of one before every element
 * that has styles (emotion's default server render: 38–72 tags in a page's body).
 *
 * In the browser, emotion moves every server-rendered style tag into the head before React
 * hydrates, so that the body matches what React renders. Moving 70 tags was about a fifth of
 * the app chunk's start-up on a phone (docs/performance.md); one tag costs next to nothing.
 * The page is rendered as Gatsby renders it (React's stream, once everything is ready) inside a
 * cache of its own in emotion's "compat" mode, which collects the styles instead of writing them
 * into the markup; @emotion/server then picks the ones the page uses, in the order they were
 * inserted, global styles in tags of their own so that `<Global>` finds them on hydration.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
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

/** The page's HTML without style tags, and its styles as head elements. */
export const renderWithCriticalCss = async (
  page: ReactNode,
): Promise<{ html: string; styles: ReactElement[] }> => {
  const cache = createCache({ key: EMOTION_KEY });
  // Collect the styles rather than render them into the markup (what @emotion/server expects).
  cache.compat = true;
  const html = await renderWhenReady(<CacheProvider value={cache}>{page}</CacheProvider>);
  const { styles } = createEmotionServer(cache).extractCriticalToChunks(html);
  return {
    html,
    styles: styles
      .filter((chunk) => chunk.css.length > 0)
      .map((chunk, index) => (
        <style
          key={`emotion-${index}`}
          data-emotion={`${chunk.key} ${chunk.ids.join(' ')}`}
          dangerouslySetInnerHTML={{ __html: chunk.css }}
        />
      )),
  };
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
