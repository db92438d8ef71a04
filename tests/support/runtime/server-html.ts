import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The HTML Gatsby writes for `element`: it waits for everything (`onAllReady`, code fetched on
 * demand included) before sending any. For Jest's node environment.
 */
export const serverHtml = (element: ReactElement) =>
  new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.on('data', (chunk: Buffer) => {
          html += chunk.toString();
        });
        sink.on('end', () => resolve(html));
        pipe(sink);
      },
      onShellError: reject,
      onError: reject,
    });
  });
