/** Local stand-in for Netlify Forms, so forms work offline and tests can read what was sent. */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BOOKING } from '../src/lib/config/booking';
import {
  FORM_NAME_FIELD,
  SUBMISSION_CONTENT_TYPE,
  decodeSubmission,
} from '../src/forms/wire-format';
import { SITE_FORMS } from '../src/forms/catalogue';

export const LOCAL_SUBMISSIONS_FILE = 'form-submissions.local.jsonl';

export const MAX_BODY_BYTES = 1_000_000;

export const MAX_FIELDS = 100;

const KNOWN_FORMS: ReadonlySet<string> = new Set([...Object.keys(SITE_FORMS), BOOKING.formName]);

export interface RecordedSubmission {
  receivedAt: string;
  path: string;
  formName: string;
  fields: Record<string, string>;
}

/** Runs without holding up the answer, like Netlify's submission-created function. */
export type AfterSubmission = (
  submission: RecordedSubmission,
  referrer: string | undefined,
) => Promise<unknown>;

export const isFormPost = (request: IncomingMessage): boolean =>
  request.method === 'POST' &&
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ===
    SUBMISSION_CONTENT_TYPE;

const readBody = (request: IncomingMessage): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return resolve(undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      request.off('data', onData);
      request.pause();
      resolve(undefined);
    };
    request.on('data', onData);
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/** One queue per file, so no two lines of this process interleave. */
const appendQueues = new Map<string, Promise<unknown>>();

const appendLine = (file: string, line: string): Promise<void> => {
  const key = path.resolve(file);
  const append = async () => {
    await fs.promises.mkdir(path.dirname(key), { recursive: true });
    const handle = await fs.promises.open(key, 'a');
    try {
      await handle.write(line);
    } finally {
      await handle.close();
    }
  };
  const done = (appendQueues.get(key) ?? Promise.resolve()).then(append);
  appendQueues.set(
    key,
    done.catch(() => undefined),
  );
  return done;
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** Answers as Netlify Forms does; a filled-in honeypot still gets 200, so bots learn nothing. */
export const answerFormPost = async (
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  afterSubmission?: AfterSubmission,
): Promise<void> => {
  const pagePath = (request.url ?? '/').split('?')[0] ?? '/';
  const send = (status: number, html: string) => {
    response.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      // Closing leaves the rest of an oversized body unread.
      ...(status === 413 ? { Connection: 'close' } : {}),
    });
    response.end(`<!doctype html><html lang="en"><title>Form</title><p>${html}</p></html>\n`);
  };
  const body = await readBody(request);
  if (body === undefined) {
    return send(413, `The submission is larger than ${MAX_BODY_BYTES} bytes.`);
  }
  const params = new URLSearchParams(body);
  if (params.size > MAX_FIELDS) {
    return send(413, `The submission has more than ${MAX_FIELDS} fields.`);
  }
  const formName = params.get(FORM_NAME_FIELD);
  if (!formName) return send(400, 'This is not a form submission.');
  if (!KNOWN_FORMS.has(formName)) {
    return send(404, `This site has no form named ${escapeHtml(formName)}.`);
  }
  const submission = decodeSubmission(body);
  if (submission) {
    const line: RecordedSubmission = {
      receivedAt: new Date().toISOString(),
      path: pagePath,
      ...submission,
      fields: { ...submission.fields },
    };
    await appendLine(file, `${JSON.stringify(line)}\n`);
    afterSubmission?.(line, request.headers.referer).catch((error: unknown) => {
      console.error('After the submission:', error);
    });
  }
  send(
    200,
    `Thank you: your submission has been received. <a href="${escapeHtml(pagePath)}">Back</a>`,
  );
};

const isRecordedSubmission = (value: unknown): value is RecordedSubmission =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<RecordedSubmission>).formName === 'string' &&
  typeof (value as Partial<RecordedSubmission>).fields === 'object';

const parseLine = (line: string): RecordedSubmission | undefined => {
  try {
    const value: unknown = JSON.parse(line);
    return isRecordedSubmission(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

/** Skips, with a warning, a line cut short by a killed server. */
export const readSubmissions = (file: string): RecordedSubmission[] => {
  if (!fs.existsSync(file)) return [];
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const submissions = lines.map(parseLine).filter((line) => line !== undefined);
  const skipped = lines.length - submissions.length;
  if (skipped > 0) console.warn(`${file}: skipped ${skipped} line(s) that are not submissions`);
  return submissions;
};

export const formSubmissionsMiddleware =
  (file = LOCAL_SUBMISSIONS_FILE) =>
  (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (!isFormPost(request)) return next();
    answerFormPost(request, response, file).catch(() => {
      if (response.headersSent) return void response.destroy();
      response.writeHead(500);
      response.end();
    });
  };
