import { BOOKING } from '../src/lib/config/booking';
import { LEAD_KIND_OF_FORM, LEAD_NOTIFICATION } from '../src/forms/config';
import { SITE_FORMS } from '../src/forms/catalogue';
import { BOOKING_FIELDS } from '../src/services/scheduling/booking';
import { cleanValue, leadContent, netlifySubmissionsUrl } from './lead-content';
import type { SubmissionPayload } from './submission-event';

const ENV = { SITE_NAME: 'ego-site' };

const submission = (
  form: unknown,
  data: Record<string, unknown>,
  more: Partial<SubmissionPayload> = {},
): SubmissionPayload => ({
  id: '6560f0a1b2c3d4e5f6a7b8c9',
  form_id: '655ff0a1b2c3d4e5f6a7b8c9',
  form_name: form,
  created_at: '2026-11-29T10:00:00.000Z',
  data: {
    ip: '203.0.113.9',
    user_agent: 'Mozilla/5.0',
    referrer: 'https://www.example.org/book-a-demo?utm_source=news',
    ...data,
  },
  ...more,
});

const DEMO = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  workMail: 'ada@analytical.example',
  companyName: 'Analytical Engines',
  companySize: 'up_to_50',
  telephone: '',
  message: 'A call on Tuesday, please.\nMornings are best.',
  utm_source: 'news',
  utm_campaign: 'autumn',
};

describe('leadContent', () => {
  it("tells of a demo request: the form, the page, each field by the form's order and label, the tracking fields and the link into Netlify", () => {
    const content = leadContent(submission('book-a-demo', DEMO), ENV);
    expect(content?.kind).toBe('sales');
    expect(content?.subject).toBe('Sales lead from the website: book-a-demo');
    expect(content?.text).toBe(
      [
        'Someone sent the book-a-demo form on the website.',
        '',
        'Page: https://www.example.org/book-a-demo?utm_source=news',
        'Received: 2026-11-29T10:00:00.000Z',
        'Submission: 6560f0a1b2c3d4e5f6a7b8c9',
        'In Netlify: https://app.netlify.com/sites/ego-site/forms/655ff0a1b2c3d4e5f6a7b8c9',
        '',
        'First name: Ada',
        'Last name: Lovelace',
        'Work e-mail: ada@analytical.example',
        'Company name: Analytical Engines',
        'Company size: up_to_50',
        'Phone number: (empty)',
        'Message:',
        '  A call on Tuesday, please.',
        '  Mornings are best.',
        '',
        'Tracking',
        'utm_source: news',
        'utm_campaign: autumn',
      ].join('\n'),
    );
    expect(content?.json).toEqual({
      form: 'book-a-demo',
      kind: 'sales',
      page: 'https://www.example.org/book-a-demo?utm_source=news',
      receivedAt: '2026-11-29T10:00:00.000Z',
      submissionId: '6560f0a1b2c3d4e5f6a7b8c9',
      netlifyUrl: 'https://app.netlify.com/sites/ego-site/forms/655ff0a1b2c3d4e5f6a7b8c9',
      fields: [
        { name: 'firstName', label: 'First name', value: 'Ada' },
        { name: 'lastName', label: 'Last name', value: 'Lovelace' },
        { name: 'workMail', label: 'Work e-mail', value: 'ada@analytical.example' },
        { name: 'companyName', label: 'Company name', value: 'Analytical Engines' },
        { name: 'companySize', label: 'Company size', value: 'up_to_50' },
        { name: 'telephone', label: 'Phone number', value: '' },
        {
          name: 'message',
          label: 'Message',
          value: 'A call on Tuesday, please.\nMornings are best.',
        },
      ],
      tracking: [
        { name: 'utm_source', value: 'news' },
        { name: 'utm_campaign', value: 'autumn' },
      ],
      otherFields: [],
      text: content?.text,
    });
  });

  it('tells of a download with its hidden fields as other fields, and of a support and a feedback form', () => {
    const download = leadContent(
      submission('download', {
        firstName: 'Mary',
        workMail: 'mary@wind.example',
        download: 'fixture-download',
        document: 'fixture-download',
      }),
      ENV,
    );
    expect(download?.kind).toBe('sales');
    expect(download?.text).toContain(
      '\n\nOther fields\ndownload: fixture-download\ndocument: fixture-download',
    );
    expect(download?.text).toContain('Company location: (empty)');

    const bug = leadContent(
      submission('bugs-and-ideas', { email: 'tester@example.org', message: 'It breaks' }),
      ENV,
    );
    expect(bug?.kind).toBe('support');
    expect(bug?.subject).toBe('Support request from the website: bugs-and-ideas');
    expect(bug?.json.fields.map(({ label }) => label)).toEqual([
      'E-mail',
      'Address of the page',
      'Message',
    ]);

    const feedback = leadContent(submission('feedback', { email: 'reader@example.org' }), ENV);
    expect(feedback?.kind).toBe('feedback');
    expect(feedback?.subject).toBe('Feedback from the website: feedback');
  });

  it('tells of a booked call with the booking fields in their order and labels', () => {
    const content = leadContent(
      submission(BOOKING.formName, {
        firstName: 'Grace',
        notes: 'About support teams',
        startsAt: '2026-12-01T09:00:00.000Z',
      }),
      ENV,
    );
    expect(content?.kind).toBe('sales');
    expect(content?.json.fields.map(({ name }) => name)).toEqual([...BOOKING_FIELDS]);
    expect(content?.json.fields.map(({ label }) => label)).toEqual([
      'First name',
      'Last name',
      'E-mail',
      'Company name',
      'Company size',
      'Notes',
      'Day',
      'Time',
      'Time zone',
      'Starts at (UTC)',
    ]);
    expect(content?.text).toContain('Notes: About support teams\n');
  });

  it('has a team for every form Netlify records, and tells of no other form', () => {
    expect(Object.keys(LEAD_KIND_OF_FORM).sort()).toEqual(
      [...Object.keys(SITE_FORMS), BOOKING.formName].sort(),
    );
    for (const form of ['not-a-form', '__proto__', 'constructor', undefined, ['contact']]) {
      expect(leadContent(submission(form, DEMO), ENV)).toBeUndefined();
    }
  });

  it('builds the subject from the fixed text, the team and the form only', () => {
    expect(LEAD_NOTIFICATION.subject.match(/\{\w+\}/g)).toEqual(['{title}', '{form}']);
  });

  it('says what it does not know rather than guess it', () => {
    const content = leadContent(
      { form_name: 'contact', id: '../../evil', form_id: 'x y', data: {} },
      {},
    );
    expect(content?.text).toContain(
      'Page: (not known)\nReceived: (not known)\nSubmission: (not known)\nIn Netlify: (not known)\n',
    );
    expect(content?.json).toMatchObject({
      page: null,
      receivedAt: null,
      submissionId: null,
      netlifyUrl: null,
    });
  });

  describe('a hostile submission', () => {
    const HTML = '<a href="https://evil.example">Claim your prize</a><script>alert(1)</script>';
    const INJECTION = 'Ada\r\nBcc: eve@evil.example\r\nSubject: Urgent\r\n\r\nWire the money';

    it('cannot change the subject or add a header: the subject is fixed text and the form name', () => {
      const content = leadContent(
        submission('contact', { name: INJECTION, email: INJECTION, message: HTML }),
        ENV,
      );
      expect(content?.subject).toBe('Sales lead from the website: contact');
      expect(content?.text).not.toContain('\r');
      // A line break in a value starts an indented line under the field's label, never a field.
      expect(content?.text).toContain(
        'Your name:\n  Ada\n  Bcc: eve@evil.example\n  Subject: Urgent\n  \n  Wire the money\n',
      );
      expect(content?.text.split('\n').filter((text) => text.startsWith('Bcc'))).toEqual([]);
    });

    it('is plain text: markup stays as typed, for no one to render', () => {
      const content = leadContent(submission('contact', { message: HTML }), ENV);
      expect(content?.text).toContain(`Message: ${HTML}`);
      expect(content?.json.fields.find(({ name }) => name === 'message')?.value).toBe(HTML);
    });

    it('has each value cut to a sane length, marked as cut', () => {
      const huge = 'x'.repeat(100_000);
      const content = leadContent(submission('contact', { message: huge, [huge]: huge }), ENV);
      const message = content?.json.fields.find(({ name }) => name === 'message')?.value ?? '';
      expect(message).toBe(`${'x'.repeat(5000)} [cut: 100000 characters in all]`);
      const [other] = content?.json.otherFields ?? [];
      expect(other?.name.length).toBeLessThan(150);
      expect(other?.value.length).toBeLessThan(5050);
      expect(content?.text.length).toBeLessThan(11_000);
    });

    it('loses control characters but line breaks, and the Unicode separators and overrides', () => {
      expect(cleanValue('a\u0000b\u0007c\td\u001be\u007ff\u0085g\nh')).toBe('abcdefg\nh');
      expect(cleanValue('one\u2028two\u2029three\u202eevil\u2066x')).toBe('onetwothreeevilx');
      expect(cleanValue('a\r\nb\rc')).toBe('a\nb\nc');
      const content = leadContent(
        submission('contact', { 'na\r\nme': 'x', 'utm_source\nBcc: eve@evil.example': 'y' }),
        ENV,
      );
      expect(content?.json.otherFields).toEqual([{ name: 'na me', value: 'x' }]);
      expect(content?.json.tracking).toEqual([
        { name: 'utm_source Bcc: eve@evil.example', value: 'y' },
      ]);
      expect(content?.text).toContain('\nutm_source Bcc: eve@evil.example: y');
    });

    it('never cuts a character in two', () => {
      // The emoji takes two of the 5,000 UTF-16 units: at 4,999 it would be cut in two.
      expect(cleanValue(`${'x'.repeat(4999)}😀`)).toMatch(/^x{4999} \[cut: 5001 /);
      const whole = `${'x'.repeat(4998)}😀`;
      expect(cleanValue(whole) === whole).toBe(true);
    });

    it('gives values of other types as text', () => {
      expect(cleanValue(['a', 'b'])).toBe('["a","b"]');
      expect(cleanValue(42)).toBe('42');
      expect(cleanValue(null)).toBe('');
      expect(cleanValue({ url: 'https://x.example' })).toBe('{"url":"https://x.example"}');
    });
  });
});

describe('netlifySubmissionsUrl', () => {
  it("links to the form's submissions by the site's name, else its id", () => {
    expect(netlifySubmissionsUrl({ SITE_NAME: 'ego', SITE_ID: 'abc' }, 'f1')).toBe(
      'https://app.netlify.com/sites/ego/forms/f1',
    );
    expect(netlifySubmissionsUrl({ SITE_ID: '1b2c-3d4e' }, 'f1')).toBe(
      'https://app.netlify.com/sites/1b2c-3d4e/forms/f1',
    );
  });

  it('gives no link for a missing or odd name or form id', () => {
    expect(netlifySubmissionsUrl({}, 'f1')).toBeUndefined();
    expect(netlifySubmissionsUrl({ SITE_NAME: 'ego' }, undefined)).toBeUndefined();
    expect(netlifySubmissionsUrl({ SITE_NAME: 'ego' }, '../evil')).toBeUndefined();
    expect(netlifySubmissionsUrl({ SITE_NAME: 'evil.example/x' }, 'f1')).toBeUndefined();
  });
});
