/**
 * Form submissions on this machine: `npm start` (gatsby develop's middleware), `npm run serve`
 * and the end-to-end server accept the POSTs Netlify Forms accepts and append each to a local
 * file as one JSON line, so every form works offline and tests can read what was sent.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  FORM_NAME_FIELD,
  SUBMISSION_CONTENT_TYPE,
  decodeSubmission,
} from '../src/lib/form-submission';

/** The local submissions file (git-ignored), relative to where the server runs. */
export const LOCAL_SUBMISSIONS_FILE = 'form-submissions.local.jsonl';

/** A form's body is a few kilobytes; anything far larger is refused, not read into memory. */
const MAX_BODY_BYTES = 1_000_000;

/** One line of the submissions file. */
export interface RecordedSubmission {
  receivedAt: string;
  /** The page the form was posted to. */
  path: string;
  formName: string;
  fields: Record<string, string>;
}

/** A POST with a urlencoded body: what a form (with or without JavaScript) sends. */
export const isFormPost = (request: IncomingMessage): boolean =>
  request.method === 'POST' &&
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ===
    SUBMISSION_CONTENT_TYPE;

const readBody = (request: IncomingMessage): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks).toString('utf8') : undefined),
    );
    request.on('error', reject);
  });

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Answers a form POST as Netlify Forms does: 200 once the submission is recorded (a filled-in
 * honeypot is dropped without a word, so bots learn nothing), 400 for a body naming no form.
 */
export const answerFormPost = async (
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
): Promise<void> => {
  const pagePath = (request.url ?? '/').split('?')[0] ?? '/';
  const body = await readBody(request);
  const send = (status: number, html: string) => {
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><title>Form</title><p>${html}</p></html>\n`);
  };
  if (body === undefined) return send(413, 'The submission is too large.');
  if (!new URLSearchParams(body).get(FORM_NAME_FIELD)) {
    return send(400, 'This is not a form submission.');
  }
  const submission = decodeSubmission(body);
  if (submission) {
    const line: RecordedSubmission = {
      receivedAt: new Date().toISOString(),
      path: pagePath,
      ...submission,
      fields: { ...submission.fields },
    };
    await fs.promises.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await fs.promises.appendFile(file, `${JSON.stringify(line)}\n`);
  }
  send(
    200,
    `Thank you: your submission has been received. <a href="${escapeHtml(pagePath)}">Back</a>`,
  );
};

/** The submissions in a local file, oldest first (none when it does not exist yet). */
export const readSubmissions = (file: string): RecordedSubmission[] =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as RecordedSubmission)
    : [];

/** gatsby develop's middleware (`developMiddleware`): form POSTs go to the local file. */
export const formSubmissionsMiddleware =
  (file = LOCAL_SUBMISSIONS_FILE) =>
  (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (!isFormPost(request)) return next();
    answerFormPost(request, response, file).catch(() => {
      response.writeHead(500);
      response.end();
    });
  };
