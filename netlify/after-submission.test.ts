import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPORT_EMAIL } from '../src/forms/config';
import {
  type ScriptedAnswer,
  type ScriptedApi,
  withScriptedApi,
} from '../tests/support/scripted-http-api';
import { handleSubmissionCreated } from './after-submission';
import { handler } from './functions/submission-created';
import type { SubmissionOptions } from './submission-event';

let dir = '';
let documentsFile = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'after-submission-'));
  documentsFile = path.join(dir, 'form-documents.json');
  writeFileSync(documentsFile, JSON.stringify({ download: { guide: '/static/abc/guide.pdf' } }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** No pauses between attempts, and the build's map from the temporary folder. */
const options = (more: SubmissionOptions = {}): SubmissionOptions => ({
  documentsFile,
  sleep: async () => undefined,
  ...more,
});

const event = (form: string, data: Record<string, unknown>) =>
  JSON.stringify({
    payload: {
      id: 'sub1',
      form_id: 'form1',
      form_name: form,
      created_at: '2026-11-29T10:00:00.000Z',
      data: { referrer: `https://deploy.example.org/${form}`, ...data },
    },
  });

const CONTACT = event('contact', { name: 'Grace', email: 'grace@example.org', message: 'Hello' });
const DOWNLOAD = event('download', {
  firstName: 'Mary',
  lastName: 'Somerville',
  workMail: 'mary@wind.example',
  companyName: 'Wind',
  companySize: 'up_to_10',
  companyLocation: 'GB',
  document: 'guide',
});
const BUG = event('bugs-and-ideas', { email: 'tester@example.org', message: 'It breaks' });
const IDEA = event('feedback-ideas', { email: 'reader@example.org', message: 'Dark mode' });

const envFor = (mailApi: string, webhook?: string): Record<string, string> => ({
  URL: 'https://deploy.example.org',
  SITE_NAME: 'ego-site',
  EMAIL_API_URL: mailApi,
  EMAIL_API_KEY: 'secret-key',
  EMAIL_FROM: 'site@example.org',
  LEAD_EMAIL_TO: 'team@example.org',
  LEAD_EMAIL_TO_SUPPORT: 'help@example.org',
  ...(webhook ? { LEAD_WEBHOOK_URL: webhook } : {}),
});

interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

const mails = (api: ScriptedApi) => api.requests.map((request) => request.body as Mail);

/** Runs `test` with a loopback e-mail API and a loopback webhook, each with its own script. */
const withServices = (
  mailScript: ScriptedAnswer[],
  webhookScript: ScriptedAnswer[],
  test: (mail: ScriptedApi, webhook: ScriptedApi) => Promise<void>,
) =>
  withScriptedApi(mailScript, (mail) =>
    withScriptedApi(webhookScript, (webhook) => test(mail, webhook)),
  );

describe('handleSubmissionCreated: the team hears of every submission', () => {
  it("e-mails the address of the form's kind, and calls the webhook with the same content as JSON", async () => {
    await withServices([202], [200], async (mail, webhook) => {
      const env = envFor(mail.url, webhook.url);
      await expect(handleSubmissionCreated(CONTACT, env, options())).resolves.toEqual({
        statusCode: 200,
        body: 'No document to send; Lead e-mail sent (sales); Lead webhook called',
      });
      expect(mail.requests[0]?.headers.authorization).toBe('Bearer secret-key');
      const [sent] = mails(mail);
      expect(sent).toEqual({
        from: 'site@example.org',
        to: 'team@example.org',
        subject: 'Sales lead from the website: contact',
        text: expect.stringContaining('Your name: Grace\nE-mail: grace@example.org\n') as string,
      });
      expect(sent?.text).toContain('Page: https://deploy.example.org/contact\n');
      expect(sent?.text).toContain(
        'In Netlify: https://app.netlify.com/sites/ego-site/forms/form1\n',
      );
      expect(webhook.requests).toHaveLength(1);
      expect(webhook.requests[0]?.headers['content-type']).toBe('application/json');
      expect(webhook.requests[0]?.headers.authorization).toBeUndefined();
      expect(webhook.requests[0]?.body).toMatchObject({
        form: 'contact',
        kind: 'sales',
        page: 'https://deploy.example.org/contact',
        submissionId: 'sub1',
        netlifyUrl: 'https://app.netlify.com/sites/ego-site/forms/form1',
        fields: [
          { name: 'name', label: 'Your name', value: 'Grace' },
          { name: 'email', label: 'E-mail', value: 'grace@example.org' },
          { name: 'companyName', label: 'Company name', value: '' },
          { name: 'message', label: 'Message', value: 'Hello' },
        ],
        text: sent?.text,
      });
    });
  });

  it('routes each kind to its address: support to its own, feedback to the default', async () => {
    await withServices([202], [200], async (mail) => {
      for (const body of [BUG, IDEA]) {
        await handleSubmissionCreated(body, envFor(mail.url), options());
      }
      expect(mails(mail).map(({ to, subject }) => [to, subject])).toEqual([
        ['help@example.org', 'Support request from the website: bugs-and-ideas'],
        ['team@example.org', 'Feedback from the website: feedback-ideas'],
      ]);
    });
  });

  it("sends a download's document to its reader and tells the team, through the same API", async () => {
    await withServices([202], [200], async (mail, webhook) => {
      await expect(
        handleSubmissionCreated(DOWNLOAD, envFor(mail.url, webhook.url), options()),
      ).resolves.toEqual({
        statusCode: 200,
        body: 'Report e-mail sent; Lead e-mail sent (sales); Lead webhook called',
      });
      const byRecipient = Object.fromEntries(mails(mail).map((sent) => [sent.to, sent]));
      expect(byRecipient['mary@wind.example']?.text).toBe(
        REPORT_EMAIL.text.replace('{url}', 'https://deploy.example.org/static/abc/guide.pdf'),
      );
      expect(byRecipient['team@example.org']?.text).toContain('\nOther fields\ndocument: guide');
    });
  });

  it('tells the team by webhook alone when no address is set', async () => {
    await withServices([202], [200], async (mail, webhook) => {
      const env = { LEAD_WEBHOOK_URL: webhook.url };
      await expect(handleSubmissionCreated(CONTACT, env, options())).resolves.toEqual({
        statusCode: 200,
        body: 'No document to send; Lead webhook called',
      });
      expect(mail.requests).toHaveLength(0);
      expect(webhook.requests).toHaveLength(1);
    });
  });

  it('says when nothing is configured, and sends nothing', async () => {
    await expect(handleSubmissionCreated(DOWNLOAD, {}, options())).resolves.toEqual({
      statusCode: 200,
      body: 'Report e-mail is not configured; Lead notification is not configured',
    });
  });
});

describe('handleSubmissionCreated: a failure is an error answer, and loses nothing else', () => {
  it('reports an e-mail API failing after its retries, and still calls the webhook', async () => {
    await withServices([500], [200], async (mail, webhook) => {
      await expect(
        handleSubmissionCreated(DOWNLOAD, envFor(mail.url, webhook.url), options()),
      ).resolves.toEqual({
        statusCode: 502,
        body: 'Report e-mail failed: the e-mail API gave status 500 after 3 attempts; Lead e-mail failed: the e-mail API gave status 500 after 3 attempts; Lead webhook called',
      });
      expect(mail.requests).toHaveLength(6);
      expect(webhook.requests).toHaveLength(1);
    });
  });

  it('gives up on an e-mail API that never answers, in bounded time, and still calls the webhook', async () => {
    await withServices(['hang'], [200], async (mail, webhook) => {
      const started = Date.now();
      const answer = await handleSubmissionCreated(
        CONTACT,
        envFor(mail.url, webhook.url),
        // Long enough for the webhook on a busy machine; the hanging API still costs 3 of them.
        options({ timeoutMs: 1000 }),
      );
      expect(answer).toEqual({
        statusCode: 502,
        body: 'No document to send; Lead e-mail failed: the e-mail API gave no answer within 1000 ms after 3 attempts; Lead webhook called',
      });
      expect(webhook.requests).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  });

  it('does not retry a refused key (401), and shows neither the key nor the addresses', async () => {
    await withServices([401], [200], async (mail, webhook) => {
      const answer = await handleSubmissionCreated(
        CONTACT,
        envFor(`${mail.url}?token=query-secret`, `${webhook.url}?token=hook-secret`),
        options(),
      );
      expect(answer).toEqual({
        statusCode: 502,
        body: 'No document to send; Lead e-mail failed: the e-mail API gave status 401 after 1 attempt; Lead webhook called',
      });
      expect(mail.requests).toHaveLength(1);
    });
  });

  it('sends both e-mails when the webhook is down or failing, and says the webhook failed', async () => {
    await withServices([202], [503], async (mail, webhook) => {
      const failing = await handleSubmissionCreated(
        DOWNLOAD,
        envFor(mail.url, webhook.url),
        options(),
      );
      expect(failing).toEqual({
        statusCode: 502,
        body: 'Report e-mail sent; Lead e-mail sent (sales); Lead webhook failed: the webhook gave status 503 after 3 attempts',
      });
      expect(webhook.requests).toHaveLength(3);
      await webhook.close();
      const down = await handleSubmissionCreated(
        DOWNLOAD,
        envFor(mail.url, webhook.url),
        options(),
      );
      expect(down.statusCode).toBe(502);
      expect(down.body).toContain(
        'Lead webhook failed: the webhook gave network error after 3 attempts',
      );
      expect(
        mails(mail)
          .map(({ to }) => to)
          .sort(),
      ).toEqual(['mary@wind.example', 'mary@wind.example', 'team@example.org', 'team@example.org']);
    });
  });

  it('sends the document when the lead settings are malformed, naming the variable only', async () => {
    await withServices([202], [200], async (mail) => {
      const env = { ...envFor(mail.url), LEAD_WEBHOOK_URL: 'http://crm.example/hook-secret' };
      const answer = await handleSubmissionCreated(DOWNLOAD, env, options());
      expect(answer.statusCode).toBe(500);
      expect(answer.body).toMatch(
        /^Report e-mail sent; Lead notification is misconfigured: LEAD_WEBHOOK_URL must be/,
      );
      expect(answer.body).not.toMatch(/secret|crm/);
      expect(mails(mail).map(({ to }) => to)).toEqual(['mary@wind.example']);
    });
  });

  it('tells the team when the document cannot be sent', async () => {
    await withServices([202], [200], async (mail, webhook) => {
      const env = envFor(mail.url, webhook.url);
      const refused = event('download', {
        ...(JSON.parse(DOWNLOAD) as { payload: { data: object } }).payload.data,
        workMail: 'a@b@evil.example',
      });
      await expect(handleSubmissionCreated(refused, env, options())).resolves.toEqual({
        statusCode: 400,
        body: 'Report e-mail refused: the address is not one plain e-mail address; Lead e-mail sent (sales); Lead webhook called',
      });
      const noMap = options({ documentsFile: path.join(dir, 'missing.json') });
      const failed = await handleSubmissionCreated(DOWNLOAD, env, noMap);
      expect(failed.statusCode).toBe(500);
      expect(failed.body).toMatch(
        /could not be read; Lead e-mail sent \(sales\); Lead webhook called$/,
      );
      expect(mails(mail).map(({ to }) => to)).toEqual(['team@example.org', 'team@example.org']);
      expect(webhook.requests).toHaveLength(2);
    });
  });
});

describe('handleSubmissionCreated: a hostile submission', () => {
  it('reaches the API as JSON with the fixed subject, its values cleaned and cut, and no header of its own', async () => {
    const hostile = `<b onclick="x()">Hi</b>\r\nBcc: eve@evil.example\r\n\r\n${'y'.repeat(100_000)}`;
    await withServices([202], [200], async (mail, webhook) => {
      await handleSubmissionCreated(
        event('contact', {
          name: hostile,
          email: 'eve@evil.example\r\nBcc: x@evil.example',
          message: hostile,
        }),
        envFor(mail.url, webhook.url),
        options(),
      );
      const [request] = mail.requests;
      // Every value travels in the JSON body: none reaches a header.
      expect(JSON.stringify(request?.headers)).not.toMatch(/evil|onclick/);
      const sent = request?.body as Mail;
      expect(sent.subject).toBe('Sales lead from the website: contact');
      expect(sent.to).toBe('team@example.org');
      expect(sent.text).not.toContain('\r');
      expect(sent.text).toContain(
        'Your name:\n  <b onclick="x()">Hi</b>\n  Bcc: eve@evil.example\n',
      );
      expect(sent.text).toContain('[cut: 100047 characters in all]');
      expect(sent.text.length).toBeLessThan(11_000);
      const json = webhook.requests[0]?.body as { fields: { value: string }[] };
      expect(json.fields[0]?.value).toMatch(
        /^<b onclick="x\(\)">Hi<\/b>\nBcc: eve@evil.example\n\ny{4950,} \[cut: 100047 characters in all\]$/,
      );
    });
  });
});

describe('handleSubmissionCreated: a submission that skipped the form', () => {
  it('reaches nobody when a required field is empty (a POST without the form, or without JavaScript)', async () => {
    await withServices([202], [200], async (mail, webhook) => {
      const empty = event('contact', { name: ' ', email: '', message: 'Hello' });
      await expect(
        handleSubmissionCreated(empty, envFor(mail.url, webhook.url), options()),
      ).resolves.toEqual({
        statusCode: 422,
        body: 'Submission refused: required fields empty (name, email)',
      });
      expect(mail.requests).toHaveLength(0);
      expect(webhook.requests).toHaveLength(0);
    });
  });
});

describe('the submission-created function', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.restoreAllMocks();
  });

  it('logs its answer and answers 500 when misconfigured, rather than throwing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.EMAIL_API_KEY = 'key-secret';
    const answer = await handler({ body: DOWNLOAD });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).toContain('EMAIL_API_URL is not set');
    expect(logged).toHaveBeenCalledWith(`submission-created: ${answer.body}`);
    expect(JSON.stringify(logged.mock.calls)).not.toContain('key-secret');
  });

  it('logs a success as information', async () => {
    const logged = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    process.env = Object.fromEntries(
      Object.entries(saved).filter(([name]) => !/^(EMAIL_|LEAD_|REPORT_EMAIL_)/.test(name)),
    );
    await expect(handler({ body: null })).resolves.toEqual({
      statusCode: 200,
      body: 'No document to send; Lead notification is not configured',
    });
    expect(logged).toHaveBeenCalledWith(
      'submission-created: No document to send; Lead notification is not configured',
    );
  });
});
