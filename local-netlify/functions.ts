/**
 * The site's Netlify Functions on this machine (`npm run serve`, the end-to-end server): each
 * answers at its path, the request and its answer passed as the Fetch API's, as on Netlify.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request body past this is refused: no function of the site takes one nearly as large. */
const MAX_BODY_BYTES = 1_000_000;

export interface LocalFunction {
  /** The path the function answers at, as its `config.path`. */
  path: string;
  handle: (request: Request) => Promise<Response>;
  /** Stops what the function started. */
  close: () => Promise<void>;
}

/** The function of `functions` that answers a request's path, if any. */
export const functionFor = (
  functions: readonly LocalFunction[],
  request: IncomingMessage,
): LocalFunction | undefined => {
  const pathname = (request.url ?? '/').split('?')[0];
  return functions.find((local) => local.path === pathname);
};

/** Answers a Node request with a function: the request and its answer as the Fetch API's. */
export const answerWithFunction = async (
  local: LocalFunction,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      response.writeHead(413, { Connection: 'close' });
      response.end();
      return;
    }
    chunks.push(chunk);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  const answer = await local.handle(
    new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
    }),
  );
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
};
