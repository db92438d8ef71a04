import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SUBMISSION_CONTENT_TYPE, encodeSubmission } from '../src/forms/wire-format';
import { localSubmissionCreated } from './submission-created';
import { createNetlifyStaticServer } from './server';
import { type ScriptedApi, withScriptedApi } from '../tests/support/scripted-http-api';

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-submission-created-'));
  fs.mkdirSync(path.join(dir, 'public'));
  fs.writeFileSync(
    path.join(dir, 'form-documents.json'),
    JSON.stringify({ download: { guide: '/static/abc/guide.pdf' } }),
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const envFor = (api: ScriptedApi) => ({
  URL: 'http://127.0.0.1:9000',
  EMAIL_API_URL: api.url,
  EMAIL_API_KEY: 'key',
  EMAIL_FROM: 'site@example.org',
  LEAD_EMAIL_TO: 'team@example.org',
});

/** A local server whose submissions run the function against `env`, for the length of `test`. */
const withServer = async (
  env: Record<string, string>,
  test: (origin: string) => Promise<void>,
): Promise<void> => {
  const server = createNetlifyStaticServer({
    root: path.join(dir, 'public'),
    submissionsFile: path.join(dir, 'submissions.jsonl'),
    afterSubmission: localSubmissionCreated(env, {
      documentsFile: path.join(dir, 'form-documents.json'),
      sleep: async () => undefined,
    }),
    compression: 'fast',
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await test(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
};

const post = (origin: string, page: string, body: string) =>
  fetch(`${origin}${page}`, {
    method: 'POST',
    headers: { 'content-type': SUBMISSION_CONTENT_TYPE, referer: `${origin}${page}?utm_source=x` },
    body,
  });

const until = async (done: () => boolean) => {
  for (let tries = 0; !done(); tries += 1) {
    if (tries > 200) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('localSubmissionCreated', () => {
  it('is off without the settings, and on with any of them, even a malformed one', () => {
    expect(localSubmissionCreated({})).toBeUndefined();
    expect(localSubmissionCreated({ LEAD_WEBHOOK_URL: 'https://crm.example/hook' })).toBeDefined();
    expect(localSubmissionCreated({ EMAIL_API_KEY: 'half-set' })).toBeDefined();
  });

  it("runs the function after the local server records a submission, as Netlify does: the report e-mail and the team's", async () => {
    const logged = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      await withScriptedApi([202], async (api) => {
        await withServer(envFor(api), async (origin) => {
          const body = encodeSubmission('download', {
            firstName: 'Mary',
            lastName: 'Somerville',
            workMail: 'mary@wind.example',
            companyName: 'Wind',
            companySize: 'up_to_10',
            companyLocation: 'GB',
            document: 'guide',
          });
          expect((await post(origin, '/download/guide', body)).status).toBe(200);
          await until(() => api.requests.length === 2);
          const sent = api.requests.map(({ body: mail }) => mail as Record<string, string>);
          const report = sent.find(({ to }) => to === 'mary@wind.example');
          const lead = sent.find(({ to }) => to === 'team@example.org');
          expect(report?.text).toContain('http://127.0.0.1:9000/static/abc/guide.pdf');
          expect(lead?.subject).toBe('Sales lead from the website: download');
          expect(lead?.text).toContain(`Page: ${origin}/download/guide?utm_source=x\n`);
          expect(lead?.text).toContain('First name: Mary\n');
          await until(() => logged.mock.calls.length > 0);
          expect(logged).toHaveBeenCalledWith(
            'submission-created: Report e-mail sent; Lead e-mail sent (sales)',
          );
        });
      });
    } finally {
      logged.mockRestore();
    }
  });

  it('keeps the answer of the submission whatever the function does, and runs nothing for spam', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await withScriptedApi([500], async (api) => {
        await withServer(envFor(api), async (origin) => {
          const body = encodeSubmission('contact', {
            name: 'Ada',
            email: 'a@example.org',
            message: 'Hi',
          });
          expect((await post(origin, '/contact', body)).status).toBe(200);
          await until(() => logged.mock.calls.length > 0);
          expect(logged).toHaveBeenCalledWith(
            'submission-created: No document to send; Lead e-mail failed: the e-mail API gave status 500 after 3 attempts',
          );
          const spam = encodeSubmission('contact', { 'bot-field': 'bot', message: 'Buy' });
          const before = api.requests.length;
          expect((await post(origin, '/contact', spam)).status).toBe(200);
          await new Promise((resolve) => setTimeout(resolve, 100));
          expect(api.requests).toHaveLength(before);
        });
      });
    } finally {
      logged.mockRestore();
    }
  });
});
