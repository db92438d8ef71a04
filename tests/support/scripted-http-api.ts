/**
 * A loopback HTTP API for the tests of the functions' outgoing calls (netlify/): it records each
 * request and answers with the next status of its script ("hang": never answers), then with the
 * last one. A 3xx points back at the API (`/redirected`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptedAnswer = number | 'hang';

export interface RecordedRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export const startScriptedApi = async (...script: ScriptedAnswer[]) => {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({
        url: request.url ?? '',
        headers: request.headers,
        body: text === '' ? undefined : JSON.parse(text),
      });
      const answer = script[Math.min(requests.length, script.length) - 1] ?? 200;
      if (answer === 'hang') return;
      response.writeHead(answer, answer >= 300 && answer < 400 ? { location: '/redirected' } : {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/send`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests and kept-alive connections would hold close() open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type ScriptedApi = Awaited<ReturnType<typeof startScriptedApi>>;

/** Runs `test` against a scripted API, closed after it whatever the outcome. */
export const withScriptedApi = async (
  script: ScriptedAnswer[],
  test: (api: ScriptedApi) => Promise<void>,
): Promise<void> => {
  const api = await startScriptedApi(...script);
  try {
    await test(api);
  } finally {
    await api.close();
  }
};
