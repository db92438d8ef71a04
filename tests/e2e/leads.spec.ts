/**
 * The team hears of every submission (docs/forms.md), on the fixture build: one form of each
 * kind is sent in the browser to a local Netlify-like server that runs the submission-created
 * function after recording it, as `npm run serve` does with the settings, against a loopback
 * e-mail API and webhook; a download's submission also e-mails the reader the document's link.
 * The spec starts that server itself, with the build's documents as its map: the map the build
 * writes beside the function belongs to whichever build ran last (other builds go on meanwhile).
 */
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { AfterSubmission } from '../../gatsby/local-form-submissions';
import { builtFile, E2E_PUBLIC_DIR } from '../support/e2e-server';
import { escapeRegExp } from '../support/escape-reg-exp';
import { localSubmissionCreated } from '../../local-netlify/submission-created';
import { createNetlifyStaticServer } from '../../local-netlify/server';
import { type ScriptedApi, startScriptedApi } from '../support/scripted-http-api';
import { expect, gotoHydrated, test } from './support/test';

interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

interface LeadJson {
  form: string;
  kind: string;
  page: string;
  fields: { name: string; label: string; value: string }[];
  text: string;
}

const ADDRESSES = {
  sales: 'sales@team.example',
  support: 'support@team.example',
  feedback: 'feedback@team.example',
};

/** The download whose document the spec sends, and its file, from the build's page data. */
const DOWNLOAD = 'fixture-guide';
const downloadFile = (): { entryId: string; file: string } => {
  const pageData = JSON.parse(
    fs.readFileSync(builtFile('page-data', 'download', DOWNLOAD, 'page-data.json'), 'utf8'),
  ) as {
    result: {
      data: {
        contentfulGatedContent: {
          contentful_id: string;
          file: { localFile: { publicURL: string } };
        };
      };
    };
  };
  const entry = pageData.result.data.contentfulGatedContent;
  return { entryId: entry.contentful_id, file: entry.file.localFile.publicURL };
};

let mail: ScriptedApi;
let webhook: ScriptedApi;
let server: http.Server;
let origin = '';
let dir = '';

test.beforeAll(async () => {
  mail = await startScriptedApi(202);
  webhook = await startScriptedApi(200);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-e2e-'));
  const documentsFile = path.join(dir, 'form-documents.json');
  const { entryId, file } = downloadFile();
  fs.writeFileSync(documentsFile, JSON.stringify({ download: { [entryId]: file } }));
  // The settings name this server's address, known once it listens.
  let runFunction: AfterSubmission = async () => undefined;
  server = createNetlifyStaticServer({
    root: E2E_PUBLIC_DIR,
    submissionsFile: path.join(dir, 'submissions.jsonl'),
    afterSubmission: (submission, referrer) => runFunction(submission, referrer),
    compression: 'fast',
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = {
    URL: origin,
    SITE_NAME: 'ego-e2e',
    EMAIL_API_URL: mail.url,
    EMAIL_API_KEY: 'e2e-key',
    EMAIL_FROM: 'site@example.org',
    LEAD_EMAIL_TO: ADDRESSES.sales,
    LEAD_EMAIL_TO_SUPPORT: ADDRESSES.support,
    LEAD_EMAIL_TO_FEEDBACK: ADDRESSES.feedback,
    LEAD_WEBHOOK_URL: webhook.url,
  };
  const run = localSubmissionCreated(settings, { documentsFile });
  if (!run) throw new Error('With these settings the function should run');
  runFunction = run;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await Promise.all([mail.close(), webhook.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

const uniqueToken = (title: string) =>
  `${title}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A field by its label, which a required field follows with " *". */
const labelled = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

const mails = () => mail.requests.map(({ body }) => body as Mail);

/** The e-mail to `to` that carries `token`, once the function has sent it. */
const mailWith = async (to: string, token: string): Promise<Mail> => {
  const find = () => mails().find((sent) => sent.to === to && sent.text.includes(token));
  await expect.poll(() => find() !== undefined, { message: `an e-mail to ${to}` }).toBe(true);
  return find() as Mail;
};

/** The webhook's notification that carries `token`. */
const webhookWith = async (token: string): Promise<LeadJson> => {
  const find = () =>
    webhook.requests
      .map(({ body }) => body as LeadJson)
      .find((json) => json.fields.some(({ value }) => value.includes(token)));
  await expect.poll(() => find() !== undefined, { message: 'a webhook call' }).toBe(true);
  return find() as LeadJson;
};

const CASES = [
  {
    kind: 'sales',
    path: '/book-a-demo',
    form: 'book-a-demo',
    submit: 'Send fixture demo request',
    fill: async (page: Page, token: string) => {
      await labelled(page, 'First name').fill('Ada');
      await labelled(page, 'Last name').fill('Lovelace');
      await labelled(page, 'Work e-mail').fill('ada@analytical.example');
      await labelled(page, 'Company name').fill('Analytical Engines');
      await labelled(page, 'Company size').selectOption({ label: '11-50' });
      await labelled(page, 'Message').fill(token);
    },
    lines: [
      'First name: Ada',
      'Last name: Lovelace',
      'Work e-mail: ada@analytical.example',
      'Company name: Analytical Engines',
      'Company size: up_to_50',
      'Phone number: (empty)',
    ],
    subject: 'Sales lead from the website: book-a-demo',
  },
  {
    kind: 'support',
    path: '/bugs-and-ideas',
    form: 'bugs-and-ideas',
    submit: 'Send fixture bugs and ideas',
    fill: async (page: Page, token: string) => {
      await labelled(page, 'E-mail').fill('tester@example.org');
      await labelled(page, 'Address of the page').fill('example.org/pricing');
      await labelled(page, 'Message').fill(token);
    },
    lines: ['E-mail: tester@example.org', 'Address of the page: example.org/pricing'],
    subject: 'Support request from the website: bugs-and-ideas',
  },
  {
    kind: 'feedback',
    path: '/feedback',
    form: 'feedback',
    submit: 'Send fixture feedback',
    fill: async (page: Page, token: string) => {
      await labelled(page, 'E-mail').fill('reader@example.org');
      await labelled(page, 'Message').fill(token);
    },
    lines: ['Your name: (empty)', 'E-mail: reader@example.org'],
    subject: 'Feedback from the website: feedback',
  },
] as const;

test.describe('lead notifications', () => {
  for (const form of CASES) {
    test(`${form.path}: the ${form.kind} team gets an e-mail and the webhook a JSON notification @any-viewport`, async ({
      page,
    }) => {
      const token = uniqueToken(form.kind);
      await gotoHydrated(page, `${origin}${form.path}?utm_source=e2e`);
      await form.fill(page, token);
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByRole('button', { name: form.submit })).toHaveCount(0);

      const sent = await mailWith(ADDRESSES[form.kind], token);
      expect(sent.from).toBe('site@example.org');
      expect(sent.subject).toBe(form.subject);
      const lines = sent.text.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          `Page: ${origin}${form.path}?utm_source=e2e`,
          `In Netlify: https://app.netlify.com/sites/ego-e2e/forms/local-${form.form}`,
          ...form.lines,
          `Message: ${token}`,
        ]),
      );
      expect(mail.requests.find(({ body }) => body === sent)?.headers.authorization).toBe(
        'Bearer e2e-key',
      );

      const json = await webhookWith(token);
      expect(json).toMatchObject({ form: form.form, kind: form.kind, text: sent.text });
      expect(json.page).toBe(`${origin}${form.path}?utm_source=e2e`);
      expect(json.fields).toContainEqual({ name: 'message', label: 'Message', value: token });
    });
  }

  test("a download's submission e-mails the reader the document's link, and tells the sales team @any-viewport", async ({
    page,
    request,
  }) => {
    const token = uniqueToken('download');
    await gotoHydrated(page, `${origin}/download/${DOWNLOAD}`);
    await labelled(page, 'First name').fill('Dorothy');
    await labelled(page, 'Last name').fill('Vaughan');
    await labelled(page, 'Work e-mail').fill('dorothy@fortran.example');
    await labelled(page, 'Company name').fill(token);
    await labelled(page, 'Company size').selectOption({ label: '2-10' });
    await labelled(page, 'Company location').selectOption({ label: 'Germany' });
    await page.getByRole('button', { name: 'Send me the fixture guide' }).click();
    await expect(page).toHaveURL(`${origin}/download/${DOWNLOAD}/thank-you`);

    const lead = await mailWith(ADDRESSES.sales, token);
    expect(lead.subject).toBe('Sales lead from the website: download');
    expect(lead.text).toContain(`\nCompany name: ${token}\n`);
    expect(lead.text).toContain(`\nOther fields\ndownload: ${DOWNLOAD}\ndocument: `);

    const toReader = () => mails().find(({ to }) => to === 'dorothy@fortran.example');
    await expect.poll(() => toReader() !== undefined).toBe(true);
    const link = new RegExp(`${escapeRegExp(origin)}/static/[^\\s]+\\.pdf`).exec(
      toReader()?.text ?? '',
    )?.[0];
    expect(link).toBe(`${origin}${downloadFile().file}`);
    const file = await request.get(link ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
  });
});
