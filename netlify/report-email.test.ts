import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPORT_EMAIL } from '../src/forms/config';
import { withScriptedApi } from '../tests/support/scripted-http-api';
import { documentUrl, recipientOf, sendReportEmail } from './report-email';
import { readSubmissionEvent, type SubmissionOptions } from './submission-event';

const MAP = {
  download: { guide: '/static/abc/guide.pdf' },
  'ccw2025-report': { 'ccw-form': '/static/def/report.pdf' },
  contact: { 'leaky-form': '//evil.example/x' },
};

let dir = '';
let documentsFile = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'report-email-'));
  documentsFile = path.join(dir, 'form-documents.json');
  writeFileSync(documentsFile, JSON.stringify(MAP));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** No pauses between attempts, and the build's map from the temporary folder. */
const options = (more: SubmissionOptions = {}): SubmissionOptions => ({
  documentsFile,
  sleep: async () => undefined,
  ...more,
});

/** The report e-mail's part of the function, for an event body. */
const send = (body: string, env: Record<string, string | undefined>, more: SubmissionOptions) =>
  sendReportEmail(readSubmissionEvent(body), env, more);

const event = (
  data: Record<string, unknown>,
  { form = 'download', siteUrl = 'https://forged.example' } = {},
) => JSON.stringify({ payload: { form_name: form, site_url: siteUrl, data } });

const DOWNLOAD = { firstName: 'Ada', workMail: 'ada@company.example', document: 'guide' };

const envFor = (url: string) => ({
  URL: 'https://deploy.example.org',
  EMAIL_API_URL: url,
  EMAIL_API_KEY: 'secret-key',
  EMAIL_FROM: 'reports@example.org',
});

const SENT = { statusCode: 200, body: 'Report e-mail sent' };
const NO_SUCH_DOCUMENT = {
  statusCode: 400,
  body: 'Report e-mail refused: the form has no such document',
};
const ADDRESS_REFUSED = {
  statusCode: 400,
  body: 'Report e-mail refused: the address is not one plain e-mail address',
};

describe('sendReportEmail', () => {
  it("posts the document's link on the deploy to the work address, with the API's key", async () => {
    await withScriptedApi([202], async (api) => {
      await expect(send(event(DOWNLOAD), envFor(api.url), options())).resolves.toEqual(SENT);
      expect(api.requests).toHaveLength(1);
      expect(api.requests[0]?.headers.authorization).toBe('Bearer secret-key');
      expect(api.requests[0]?.body).toEqual({
        from: 'reports@example.org',
        to: 'ada@company.example',
        subject: REPORT_EMAIL.subject,
        text: REPORT_EMAIL.text.replace('{url}', 'https://deploy.example.org/static/abc/guide.pdf'),
      });
    });
  });

  it("sends a form section's document to its `email` field", async () => {
    await withScriptedApi([202], async (api) => {
      const data = { email: 'grace@company.example', document: 'ccw-form' };
      await send(event(data, { form: 'ccw2025-report' }), envFor(api.url), options());
      expect(api.requests[0]?.body).toMatchObject({
        to: 'grace@company.example',
        text: expect.stringContaining('https://deploy.example.org/static/def/report.pdf') as string,
      });
    });
  });

  it("links to the site's URL from the environment, else SITE_URL, never the event's site_url", async () => {
    await withScriptedApi([202], async (api) => {
      const forged = event(DOWNLOAD, { siteUrl: 'https://evil.example' });
      const { URL: _url, ...withoutUrl } = envFor(api.url);
      await send(forged, envFor(api.url), options());
      await send(forged, { ...withoutUrl, SITE_URL: 'https://www.example.org' }, options());
      expect(api.requests.map((request) => (request.body as { text: string }).text)).toEqual([
        expect.stringContaining('https://deploy.example.org/static/abc/guide.pdf'),
        expect.stringContaining('https://www.example.org/static/abc/guide.pdf'),
      ]);
    });
  });

  it.each([
    ['a site path', '/static/abc/guide.pdf'],
    ['a control character after the slash', '/\u0001/evil.example/x'],
    ['a TAB after the slash', '/\t/evil.example/x'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash address', '/\\evil.example/x'],
    ['an absolute address', 'https://evil.example/x'],
    ['an encoded protocol-relative address', '%2F%2Fevil.example'],
    ['the key with a line break', 'guide\n'],
    ['the key with a NUL', 'guide\u0000'],
    ['the key with a line separator (U+2028)', 'guide\u2028'],
    ['another case of the key', 'GUIDE'],
    ['an inherited name', 'constructor'],
    ['a list', ['guide']],
    ['an empty key', ''],
  ])('sends nothing for a document that is %s', async (_case, document) => {
    await withScriptedApi([202], async (api) => {
      await expect(
        send(event({ ...DOWNLOAD, document }), envFor(api.url), options()),
      ).resolves.toEqual(NO_SUCH_DOCUMENT);
      expect(api.requests).toHaveLength(0);
    });
  });

  it.each([
    ['another form', 'contact'],
    ['no form', undefined],
    ['an inherited form', '__proto__'],
  ])("sends nothing for an entry of %s than the document's", async (_case, form) => {
    await withScriptedApi([202], async (api) => {
      const body = JSON.stringify({ payload: { form_name: form, data: DOWNLOAD } });
      await expect(send(body, envFor(api.url), options())).resolves.toEqual(NO_SUCH_DOCUMENT);
      expect(api.requests).toHaveLength(0);
    });
  });

  it.each([
    ['a comma list', 'ada@company.example,eve@evil.example'],
    ['a semicolon list', 'ada@company.example;eve@evil.example'],
    ['a space list', 'ada@company.example eve@evil.example'],
    ['a CRLF and a header', 'ada@company.example\r\nBcc: eve@evil.example'],
    ['a TAB', 'ada@company.example\teve@evil.example'],
    ['a NUL', 'ada@company.example\u0000eve@evil.example'],
    ['a line separator (U+2028)', 'ada@company.example\u2028eve@evil.example'],
    ['a display name', 'Eve <eve@evil.example>'],
    ['angle brackets', '<eve@evil.example>'],
    ['a quoted local part', '"ada,eve"@evil.example'],
    ['a comment', 'eve(hello)@evil.example'],
    ['no @', 'eve.evil.example'],
    ['a list of values', ['ada@company.example', 'eve@evil.example']],
    [
      'more than 254 characters',
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.example`,
    ],
  ])(
    'sends nothing to a work address with %s, and says the address was refused',
    async (_case, workMail) => {
      await withScriptedApi([202], async (api) => {
        const answer = await send(event({ ...DOWNLOAD, workMail }), envFor(api.url), options());
        expect(answer).toEqual(ADDRESS_REFUSED);
        expect(answer.body).not.toContain('evil');
        expect(api.requests).toHaveLength(0);
      });
    },
  );

  it('does not fall back to `email` when `workMail` is refused, nor send without an address', async () => {
    await withScriptedApi([202], async (api) => {
      const both = { ...DOWNLOAD, workMail: 'a@b@evil.example', email: 'ada@company.example' };
      await expect(send(event(both), envFor(api.url), options())).resolves.toEqual(ADDRESS_REFUSED);
      const none = { firstName: 'Ada', document: 'guide' };
      await expect(send(event(none), envFor(api.url), options())).resolves.toEqual(ADDRESS_REFUSED);
      expect(api.requests).toHaveLength(0);
    });
  });

  it('puts no submitted text but the address in the e-mail', async () => {
    // The text has one slot, for the link: none for a name or anything else a stranger types.
    expect(REPORT_EMAIL.text.match(/\{\w+\}/g)).toEqual(['{url}']);
    await withScriptedApi([202], async (api) => {
      const hostile = [
        'x'.repeat(5000),
        '<a href="https://evil.example">Claim your prize</a>',
        'Ada\r\nBcc: eve@evil.example\r\n\r\nVisit https://evil.example',
      ];
      for (const text of hostile) {
        const data = { ...DOWNLOAD, firstName: text, lastName: text, companyName: text };
        await expect(send(event(data), envFor(api.url), options())).resolves.toEqual(SENT);
      }
      expect(api.requests).toHaveLength(hostile.length);
      for (const request of api.requests) {
        const mail = request.body as Record<string, string>;
        expect(mail.text).toBe(
          REPORT_EMAIL.text.replace('{url}', 'https://deploy.example.org/static/abc/guide.pdf'),
        );
        expect(JSON.stringify(mail)).not.toMatch(/evil|xxxx|Ada/);
      }
    });
  });

  it('delivers once when the API fails with a 5xx and then accepts', async () => {
    await withScriptedApi([500, 202], async (api) => {
      await expect(send(event(DOWNLOAD), envFor(api.url), options())).resolves.toEqual(SENT);
      expect(api.requests).toHaveLength(2);
      expect(api.requests[1]?.body).toEqual(api.requests[0]?.body);
    });
  });

  it('abandons an API that never answers, after each bounded attempt', async () => {
    await withScriptedApi(['hang'], async (api) => {
      const started = Date.now();
      await expect(
        send(event(DOWNLOAD), envFor(api.url), options({ timeoutMs: 100 })),
      ).resolves.toEqual({
        statusCode: 502,
        body: 'Report e-mail failed: the e-mail API gave no answer within 100 ms after 3 attempts',
      });
      expect(api.requests).toHaveLength(3);
      expect(Date.now() - started).toBeLessThan(3000);
    });
  });

  it('does not retry a refused key (401), and never shows the address or the key', async () => {
    await withScriptedApi([401], async (api) => {
      const url = `${api.url}?token=query-secret`;
      const answer = await send(event(DOWNLOAD), envFor(url), options());
      expect(answer).toEqual({
        statusCode: 502,
        body: 'Report e-mail failed: the e-mail API gave status 401 after 1 attempt',
      });
      expect(answer.body).not.toMatch(/secret|127\.0\.0\.1/);
      expect(api.requests).toHaveLength(1);
    });
  });

  it.each([
    [
      'an API address with a password',
      { EMAIL_API_URL: 'https://user:url-secret@mail.example/send' },
      'EMAIL_API_URL',
    ],
    ['a key with a line break', { EMAIL_API_KEY: 'key-secret\r\nX-Injected: 1' }, 'EMAIL_API_KEY'],
    ['a half-set configuration', { EMAIL_FROM: undefined }, 'EMAIL_FROM'],
  ])('answers 500 naming the variable for %s, without its value', async (_case, change, name) => {
    await withScriptedApi([202], async (api) => {
      const answer = await send(event(DOWNLOAD), { ...envFor(api.url), ...change }, options());
      expect(answer.statusCode).toBe(500);
      expect(answer.body).toContain(name);
      expect(answer.body).not.toMatch(/secret|mail\.example/);
      expect(answer.body).not.toContain(api.origin);
      expect(api.requests).toHaveLength(0);
    });
  });

  it('answers 500 when the build wrote no map, and sends nothing', async () => {
    await withScriptedApi([202], async (api) => {
      const missing = options({ documentsFile: path.join(dir, 'missing.json') });
      await expect(send(event(DOWNLOAD), envFor(api.url), missing)).resolves.toEqual({
        statusCode: 500,
        body: 'Report e-mail failed: netlify/form-documents.json could not be read',
      });
      expect(api.requests).toHaveLength(0);
    });
  });

  it('sends nothing when the link would leave the site', async () => {
    await withScriptedApi([202], async (api) => {
      const leaky = event({ ...DOWNLOAD, document: 'leaky-form' }, { form: 'contact' });
      const notAnAddress = { ...envFor(api.url), URL: 'javascript:alert(1)' };
      for (const [body, env] of [
        [leaky, envFor(api.url)],
        [event(DOWNLOAD), notAnAddress],
      ] as const) {
        await expect(send(body, env, options())).resolves.toEqual({
          statusCode: 500,
          body: 'Report e-mail refused: the link would not point at the site',
        });
      }
      expect(api.requests).toHaveLength(0);
    });
  });

  it('sends nothing for a submission without a document, or when not configured', async () => {
    await withScriptedApi([202], async (api) => {
      const contact = event({ name: 'Ada', email: 'ada@company.example' }, { form: 'contact' });
      await expect(send(contact, envFor(api.url), options())).resolves.toEqual({
        statusCode: 200,
        body: 'No document to send',
      });
      await expect(send('not json', envFor(api.url), options())).resolves.toEqual({
        statusCode: 200,
        body: 'No document to send',
      });
      await expect(send(event(DOWNLOAD), {}, options())).resolves.toEqual({
        statusCode: 200,
        body: 'Report e-mail is not configured',
      });
      expect(api.requests).toHaveLength(0);
    });
  });
});

describe('recipientOf', () => {
  it('takes `workMail`, else `email`', () => {
    expect(recipientOf({ workMail: 'ada@company.example', email: 'x@y.example' })).toBe(
      'ada@company.example',
    );
    expect(recipientOf({ workMail: '', email: 'grace@company.example' })).toBe(
      'grace@company.example',
    );
    expect(recipientOf({ email: 'grace@company.example' })).toBe('grace@company.example');
  });
});

describe('documentUrl', () => {
  it("resolves a site path on the base's origin only", () => {
    expect(documentUrl('/static/a/x.pdf', 'https://deploy.example.org/any/page')).toBe(
      'https://deploy.example.org/static/a/x.pdf',
    );
    for (const path of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example/x',
      'https://evil.example/x',
    ]) {
      expect(documentUrl(path, 'https://deploy.example.org')).toBeUndefined();
    }
    expect(documentUrl('/static/a/x.pdf', 'not an address')).toBeUndefined();
  });
});
