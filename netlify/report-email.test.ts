import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleSubmissionCreated, readReportEmailConfig, reportEmailFor } from './report-email';

/** A loopback e-mail API: records each request and answers the scripted status. */
const startEmailApi = async (status: number) => {
  const requests: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(status);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

const event = (data: Record<string, string>, siteUrl = 'https://deploy.example.org') =>
  JSON.stringify({ payload: { form_name: 'download', site_url: siteUrl, data } });

const DOWNLOAD = {
  firstName: 'Ada',
  workMail: 'ada@company.example',
  document: '/static/abc/guide.pdf',
};

describe('readReportEmailConfig', () => {
  it('is off when no variable is set', () => {
    expect(readReportEmailConfig({})).toBeUndefined();
  });

  it('names the variable that is missing or malformed', () => {
    expect(() => readReportEmailConfig({ REPORT_EMAIL_API_KEY: 'k' })).toThrow(
      'REPORT_EMAIL_API_URL',
    );
    expect(() =>
      readReportEmailConfig({ REPORT_EMAIL_API_URL: 'ftp://x', REPORT_EMAIL_API_KEY: 'k' }),
    ).toThrow('REPORT_EMAIL_API_URL');
    expect(() =>
      readReportEmailConfig({ REPORT_EMAIL_API_URL: 'https://x', REPORT_EMAIL_FROM: 'a@b' }),
    ).toThrow('REPORT_EMAIL_API_KEY');
    expect(() =>
      readReportEmailConfig({ REPORT_EMAIL_API_URL: 'https://x', REPORT_EMAIL_API_KEY: 'k' }),
    ).toThrow('REPORT_EMAIL_FROM');
  });
});

describe('reportEmailFor', () => {
  it('addresses the document on the deploy to the work address', () => {
    expect(reportEmailFor(event(DOWNLOAD))).toEqual({
      to: 'ada@company.example',
      subject: 'Your copy from Ethical Global Outsourcing',
      text: expect.stringContaining('Hello Ada,') as string,
    });
    expect(reportEmailFor(event(DOWNLOAD))?.text).toContain(
      'https://deploy.example.org/static/abc/guide.pdf',
    );
  });

  it.each([
    ['no document', { firstName: 'Ada', workMail: 'ada@company.example' }],
    ['a document on another host', { ...DOWNLOAD, document: 'https://evil.example/x' }],
    ['a protocol-relative document', { ...DOWNLOAD, document: '//evil.example/x' }],
    ['no address', { firstName: 'Ada', document: '/static/abc/guide.pdf' }],
  ])('sends nothing for %s', (_case, data) => {
    expect(reportEmailFor(event(data))).toBeUndefined();
  });

  it('sends nothing for a body that is not JSON', () => {
    expect(reportEmailFor('not json')).toBeUndefined();
  });
});

describe('handleSubmissionCreated', () => {
  const envFor = (url: string) => ({
    REPORT_EMAIL_API_URL: url,
    REPORT_EMAIL_API_KEY: 'secret-key',
    REPORT_EMAIL_FROM: 'reports@example.org',
  });

  it('posts the e-mail to the configured API with its key', async () => {
    const api = await startEmailApi(202);
    try {
      await expect(handleSubmissionCreated(event(DOWNLOAD), envFor(api.url))).resolves.toEqual({
        statusCode: 200,
        body: 'Report e-mail sent',
      });
      expect(api.requests).toHaveLength(1);
      expect(api.requests[0]?.headers.authorization).toBe('Bearer secret-key');
      expect(api.requests[0]?.body).toMatchObject({
        from: 'reports@example.org',
        to: 'ada@company.example',
        subject: 'Your copy from Ethical Global Outsourcing',
      });
    } finally {
      await api.close();
    }
  });

  it('answers 502 when the API refuses the e-mail', async () => {
    const api = await startEmailApi(500);
    try {
      await expect(handleSubmissionCreated(event(DOWNLOAD), envFor(api.url))).resolves.toEqual({
        statusCode: 502,
        body: 'Report e-mail failed: Request failed with status code 500',
      });
    } finally {
      await api.close();
    }
  });

  it('sends nothing for a submission without a document, or when not configured', async () => {
    const api = await startEmailApi(202);
    try {
      const contact = event({ name: 'Ada', email: 'ada@company.example' });
      await expect(handleSubmissionCreated(contact, envFor(api.url))).resolves.toMatchObject({
        statusCode: 200,
        body: 'No document to send',
      });
      await expect(handleSubmissionCreated(event(DOWNLOAD), {})).resolves.toMatchObject({
        body: 'Report e-mail is not configured',
      });
      expect(api.requests).toHaveLength(0);
    } finally {
      await api.close();
    }
  });
});
