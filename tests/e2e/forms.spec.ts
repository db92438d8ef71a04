/**
 * The site's forms on the fixture build: each one's happy path ends in its confirmation or
 * thank-you page and the local server recorded exactly what was entered; error messages sit
 * under their fields and in the summary; a failed POST keeps every value and a retry works;
 * a form is completed by keyboard alone; axe finds nothing with errors shown or the phone
 * country list open, at both widths; the form's code comes when the visitor reaches for it,
 * and nothing done before then is lost.
 */
import type { Page } from '@playwright/test';
import { readSubmissions, type RecordedSubmission } from '../../gatsby/local-form-submissions';
import { E2E_SUBMISSIONS_FILE } from '../support/e2e-server';
import { escapeRegExp } from '../support/escape-reg-exp';
import { expectNoAxeViolations } from './support/axe';
import { tabTo, typeFieldByField } from './support/keyboard';
import { expectFetchedOnlyLater } from './support/on-demand-code';
import { allowConsoleErrors, expect, gotoHydrated, test } from './support/test';

type Entry = string | { select: string } | { check: true };

interface FormCase {
  path: string;
  formName: string;
  submit: string;
  /** What to enter, by label; `{token}` becomes a value unique to the test run. */
  entries: Record<string, Entry>;
  /** The recorded fields, by name, for those entries. */
  fields: Record<string, string>;
  /** The confirmation text shown in place of the form… */
  sent?: string;
  /** …or the thank-you page it leads to, with a text it shows. */
  thankYou?: { path: string; text: string };
  /** The id of the entry whose document the form sends (its hidden `document` field). */
  document?: string;
}

const BOOK_A_DEMO: FormCase = {
  path: '/book-a-demo',
  formName: 'book-a-demo',
  submit: 'Send fixture demo request',
  entries: {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'Work e-mail': 'ada@analytical.example',
    'Company name': '{token}',
    'Company size': { select: '11-50' },
    Message: 'A call on Tuesday, please.',
  },
  fields: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    workMail: 'ada@analytical.example',
    companyName: '{token}',
    companySize: 'up_to_50',
    telephone: '',
    message: 'A call on Tuesday, please.',
  },
  sent: 'Fixture demo request sent',
};

const FORMS: FormCase[] = [
  BOOK_A_DEMO,
  {
    path: '/contact',
    formName: 'contact',
    submit: 'Send fixture contact',
    entries: {
      'Your name': 'Grace Hopper',
      'E-mail': 'grace@example.org',
      'Fixture contact message label': '{token}',
    },
    fields: {
      name: 'Grace Hopper',
      email: 'grace@example.org',
      companyName: '',
      message: '{token}',
    },
    sent: 'Fixture Contact sent',
  },
  ...(
    [
      ['/feedback', 'feedback', 'Feedback'],
      ['/feedback/form', 'feedback-form', 'General feedback'],
      ['/feedback/ideas', 'feedback-ideas', 'Ideas'],
    ] as const
  ).map(([path, formName, title]) => ({
    path,
    formName,
    submit: `Send fixture ${title.toLowerCase()}`,
    entries: { 'E-mail': 'reader@example.org', Message: '{token}' },
    fields: { name: '', email: 'reader@example.org', message: '{token}' },
    sent: `Fixture ${title} sent`,
  })),
  ...(
    [
      ['/feedback/bugs', 'feedback-bugs', 'Bug report'],
      ['/bugs-and-ideas', 'bugs-and-ideas', 'Bugs and ideas'],
    ] as const
  ).map(([path, formName, title]) => ({
    path,
    formName,
    submit: `Send fixture ${title.toLowerCase()}`,
    entries: {
      'E-mail': 'tester@example.org',
      'Address of the page': 'example.org/pricing',
      Message: '{token}',
    },
    fields: { email: 'tester@example.org', pageUrl: 'example.org/pricing', message: '{token}' },
    sent: `Fixture ${title} sent`,
  })),
  {
    path: '/feedback/complaint',
    formName: 'feedback-complaint',
    submit: 'Send fixture complaint',
    entries: { 'Your name': 'Alan Turing', 'E-mail': 'alan@example.org', Message: '{token}' },
    fields: { name: 'Alan Turing', email: 'alan@example.org', message: '{token}' },
    sent: 'Fixture Complaint sent',
  },
  {
    path: '/ccw2025/send-report',
    formName: 'ccw2025-report',
    submit: 'Send fixture ccw 2025 report',
    entries: {
      'First name': 'Katherine',
      'Last name': 'Johnson',
      'Work e-mail': 'katherine@orbit.example',
      'Company name': '{token}',
      'Company size': { select: "It's just me" },
      'I agree to be contacted by e-mail': { check: true },
    },
    fields: {
      firstName: 'Katherine',
      lastName: 'Johnson',
      workMail: 'katherine@orbit.example',
      companyName: '{token}',
      companySize: 'one',
      consent: 'yes',
    },
    thankYou: {
      path: '/ccw2025/thank-you',
      text: 'The report arrives by e-mail within about 3 minutes.',
    },
    document: 'fixture-ccw2025-send-report-form-section',
  },
  {
    path: '/download/fixture-download',
    formName: 'download',
    submit: 'Fixture submit',
    entries: {
      'Fixture first name label': 'Mary',
      'Last name': 'Jackson',
      'Work e-mail': 'mary@wind.example',
      'Company name': '{token}',
      'Company website': 'wind.example',
      'Company size': { select: '> 1000' },
      'Company location': { select: 'Kosovo' },
    },
    fields: {
      firstName: 'Mary',
      lastName: 'Jackson',
      workMail: 'mary@wind.example',
      companyName: '{token}',
      companyWebsite: 'wind.example',
      companySize: 'over_1000',
      companyLocation: 'xk',
      consent: 'no',
      download: 'fixture-download',
    },
    sent: 'Fixture success message.',
    document: 'fixture-download',
  },
  {
    path: '/download/fixture-guide',
    formName: 'download',
    submit: 'Send me the fixture guide',
    entries: {
      'First name': 'Dorothy',
      'Last name': 'Vaughan',
      'Work e-mail': 'dorothy@fortran.example',
      'Company name': '{token}',
      'Company size': { select: '2-10' },
      'Company location': { select: 'Germany' },
      'I agree to be contacted by e-mail': { check: true },
    },
    fields: {
      firstName: 'Dorothy',
      lastName: 'Vaughan',
      workMail: 'dorothy@fortran.example',
      companyName: '{token}',
      companyWebsite: '',
      companySize: 'up_to_10',
      companyLocation: 'de',
      consent: 'yes',
      download: 'fixture-guide',
    },
    thankYou: {
      path: '/download/fixture-guide/thank-you',
      text: 'The report arrives by e-mail within about 3 minutes.',
    },
    document: 'fixture-guide',
  },
];

const withToken = (value: string, token: string) => value.replace('{token}', token);

/** A field by its label, which a required field follows with " *". */
const labelled = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/**
 * Opens a form page. Its form's code comes when the visitor reaches for the form, so the tests
 * start typing, as a visitor does, before or after React handles it (both must work; the
 * "code on intent" tests below hold the code back to make the first certain).
 */
const openForm = (page: Page, path: string) => gotoHydrated(page, path);

const fill = async (page: Page, entries: Record<string, Entry>, token: string) => {
  for (const [label, entry] of Object.entries(entries)) {
    const control = labelled(page, label);
    if (typeof entry === 'string') await control.fill(withToken(entry, token));
    else if ('select' in entry) await control.selectOption({ label: entry.select });
    else await control.check();
  }
};

/** The submissions the server recorded that carry this run's token. */
const recordedWith = (token: string): RecordedSubmission[] =>
  readSubmissions(E2E_SUBMISSIONS_FILE).filter((submission) =>
    Object.values(submission.fields).some((value) => value.includes(token)),
  );

const uniqueToken = (title: string) =>
  `${title.replace(/\W+/g, '-')}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.describe('site forms', () => {
  // Every form is scanned at desktop width; at mobile width, three whose fields are together
  // every kind the kit draws (text, e-mail, address, phone, select, text area, checkbox): the
  // others are the same fields in other orders, and a scan is one of the slowest steps here.
  const EVERY_WIDTH = new Set(['/book-a-demo', '/feedback/bugs', '/download/fixture-download']);

  /**
   * One page load for both checks: the form is sent empty, shows every error and is scanned,
   * then filled in and sent. The forms follow one another in one page, so the shared scripts
   * come from its cache; a step names each form and check.
   */
  const errorsThenSent = async (page: Page, form: FormCase) => {
    const token = uniqueToken(form.path);
    await openForm(page, form.path);
    await test.step(`${form.path}: axe finds nothing with every error shown`, async () => {
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByText('The form has not been fully completed')).toBeVisible();
      await expectNoAxeViolations(page, `${form.path} with errors (${test.info().project.name})`);
    });
    await test.step(`${form.path}: a sent form ends in its confirmation and is recorded as entered`, async () => {
      await fill(page, form.entries, token);
      await page.getByRole('button', { name: form.submit }).click();
      if (form.thankYou) {
        await expect(page).toHaveURL(form.thankYou.path);
        await expect(page.getByText(form.thankYou.text)).toBeVisible();
      } else {
        await expect(page.getByRole('status').filter({ hasText: form.sent })).toBeVisible();
        await expect(page.getByRole('button', { name: form.submit })).toHaveCount(0);
      }
      if (form.document) {
        // The document the e-mail brings is offered on the page too, as the site's own PDF.
        const link = page.getByRole('link', { name: 'Download your copy now (PDF)' });
        await expect(link).toBeVisible();
        const file = await page.request.get((await link.getAttribute('href')) ?? '');
        expect(file.status()).toBe(200);
        expect(file.headers()['content-type']).toBe('application/pdf');
        expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
      }
      await expect.poll(() => recordedWith(token).length).toBe(1);
      const [recorded] = recordedWith(token);
      expect(recorded?.formName).toBe(form.formName);
      expect(recorded?.path).toBe(form.path);
      const { document, ...fields } = recorded?.fields ?? {};
      expect(fields).toEqual(
        Object.fromEntries(
          Object.entries(form.fields).map(([name, value]) => [name, withToken(value, token)]),
        ),
      );
      // The forms that send a document name the entry that holds it, never a file's address.
      expect(document).toBe(form.document);
    });
  };

  test('the forms with every kind of field: axe finds nothing with every error shown; each sent ends in its confirmation and is recorded as entered', async ({
    page,
  }) => {
    for (const form of FORMS.filter(({ path }) => EVERY_WIDTH.has(path))) {
      await errorsThenSent(page, form);
    }
  });

  test(
    'the other forms: axe finds nothing with every error shown; each sent ends in its confirmation and is recorded as entered',
    { tag: '@any-viewport' },
    async ({ page }) => {
      for (const form of FORMS.filter(({ path }) => !EVERY_WIDTH.has(path))) {
        await errorsThenSent(page, form);
      }
    },
  );

  test('each static form is a complete Netlify form: name, form-name and honeypot @any-viewport', async ({
    request,
  }) => {
    for (const form of FORMS) {
      const html = await (await request.get(form.path)).text();
      const tag = new RegExp(
        `<form[^>]*name="${form.formName}"[^>]*data-netlify="true"[^>]*netlify-honeypot="bot-field"`,
      );
      expect(html, form.path).toMatch(tag);
      expect(html, form.path).toContain(
        `<input type="hidden" name="form-name" value="${form.formName}"/>`,
      );
      expect(html, form.path).toMatch(/<input[^>]*name="bot-field"/);
      for (const name of Object.keys(form.fields).filter((field) => field !== 'download')) {
        expect(html, `${form.path} ${name}`).toMatch(new RegExp(`name="${name}"`));
      }
    }
  });

  test('a form posted without JavaScript is recorded too @any-viewport', async ({ request }) => {
    const token = uniqueToken('no-js');
    const response = await request.post('/contact', {
      form: {
        'form-name': 'contact',
        'bot-field': '',
        name: 'N',
        email: 'n@example.org',
        message: token,
      },
    });
    expect(response.status()).toBe(200);
    expect(recordedWith(token).map(({ fields }) => fields)).toEqual([
      { name: 'N', email: 'n@example.org', message: token },
    ]);
    // A filled-in honeypot is answered the same and never recorded.
    const spam = uniqueToken('spam');
    await request.post('/contact', {
      form: { 'form-name': 'contact', 'bot-field': 'bot', message: spam },
    });
    expect(recordedWith(spam)).toEqual([]);
  });

  test('each rule shows its message under its field and in the summary @any-viewport', async ({
    page,
  }) => {
    await openForm(page, '/book-a-demo');
    const submit = page.getByRole('button', { name: 'Send fixture demo request' });
    await submit.click();
    const summary = page
      .getByRole('alert')
      .filter({ hasText: 'The form has not been fully completed' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([
      'First name: Field is required',
      'Last name: Field is required',
      'Work e-mail: Field is required',
      'Company name: Field is required',
      'Company size: Field is required',
    ]);
    // Focus goes to the first invalid field.
    await expect(labelled(page, 'First name')).toBeFocused();

    const expectMessage = async (label: string, message: string) => {
      const field = labelled(page, label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    };
    await expectMessage('First name', 'Field is required');
    await labelled(page, 'Work e-mail').fill('not-an-address');
    await expectMessage('Work e-mail', 'Invalid mail');
    await labelled(page, 'Work e-mail').fill('someone@gmail.com');
    await expectMessage('Work e-mail', 'We recommend using your work email');
    await labelled(page, 'Company name').fill('x'.repeat(257));
    await expectMessage('Company name', 'Cannot exceed 256 characters');
    await labelled(page, 'Message').fill('<b>abc</b>');
    await expectMessage('Message', 'Must contain at least 4 characters.');

    await openForm(page, '/feedback/bugs');
    await labelled(page, 'Address of the page').fill('not a url');
    await page.getByRole('button', { name: 'Send fixture bug report' }).click();
    await expectMessage('Address of the page', 'Invalid url');
  });

  test('a failed POST keeps every value and says so; the next submit sends it @any-viewport', async ({
    page,
  }) => {
    const token = uniqueToken('retry');
    allowConsoleErrors(page, /status of 500/);
    await openForm(page, '/book-a-demo');
    await fill(page, BOOK_A_DEMO.entries, token);
    let failures = 0;
    await page.route('**/book-a-demo', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      failures += 1;
      return route.fulfill({ status: 500, body: 'Internal Server Error' });
    });
    const submit = page.getByRole('button', { name: 'Send fixture demo request' });
    await submit.click();
    const failure = page.getByRole('alert').filter({ hasText: 'Your message could not be sent' });
    await expect(failure).toHaveText(
      'Your message could not be sent: our server did not accept it. Everything you entered is still here; please try again.',
    );
    expect(failures).toBe(1);
    await expect(labelled(page, 'First name')).toHaveValue('Ada');
    await expect(labelled(page, 'Company name')).toHaveValue(token);
    await expect(labelled(page, 'Company size')).toHaveValue('up_to_50');
    await expect(labelled(page, 'Message')).toHaveValue('A call on Tuesday, please.');
    expect(recordedWith(token)).toEqual([]);

    await page.unroute('**/book-a-demo');
    await submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Fixture demo request sent' }),
    ).toBeVisible();
    await expect(failure).toHaveCount(0);
    expect(recordedWith(token)).toHaveLength(1);
  });

  test('a double click sends the form once @any-viewport', async ({ page }) => {
    const token = uniqueToken('double');
    await openForm(page, '/feedback');
    await fill(page, { 'E-mail': 'reader@example.org', Message: '{token}' }, token);
    await page.getByRole('button', { name: 'Send fixture feedback' }).dblclick();
    await expect(
      page.getByRole('status').filter({ hasText: 'Fixture Feedback sent' }),
    ).toBeVisible();
    await expect.poll(() => recordedWith(token).length).toBe(1);
    // Nothing more arrives later.
    await page.waitForTimeout(300);
    expect(recordedWith(token)).toHaveLength(1);
  });

  test('a whole form is completed by keyboard alone @any-viewport', async ({ page }) => {
    const token = uniqueToken('keyboard');
    await openForm(page, '/feedback/complaint');
    const name = labelled(page, 'Your name');
    // Tab from the top of the page to the first field.
    await tabTo(page, name);
    await typeFieldByField(page, ['Alan Turing', 'alan@example.org', token]);
    await expect(page.getByRole('button', { name: 'Send fixture complaint' })).toBeFocused();
    await page.keyboard.press('Enter');
    const sent = page.getByRole('status').filter({ hasText: 'Fixture Complaint sent' });
    await expect(sent).toBeFocused();
    await expect
      .poll(() => recordedWith(token).map(({ fields }) => fields))
      .toEqual([{ name: 'Alan Turing', email: 'alan@example.org', message: token }]);
  });

  test('a download form is completed by keyboard alone, selects and checkbox included @any-viewport', async ({
    page,
  }) => {
    const token = uniqueToken('keyboard-download');
    await openForm(page, '/download/fixture-guide');
    await labelled(page, 'First name').focus();
    await typeFieldByField(page, ['Dorothy', 'Vaughan', 'dorothy@fortran.example', token]);
    await page.keyboard.press('Tab');
    // A closed native select takes arrow keys: the first press leaves the placeholder.
    await expect(labelled(page, 'Company size')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(labelled(page, 'Company location')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/download/fixture-guide/thank-you');
    const [recorded] = recordedWith(token);
    expect(recorded?.fields).toMatchObject({
      firstName: 'Dorothy',
      companySize: 'one',
      consent: 'yes',
    });
    expect(recorded?.fields.companyLocation).toMatch(/^[a-z]{2}$/);
  });
});

test.describe('a national phone number', () => {
  // No country lookup in the fixture build: the browser's language gives the phone country.
  test.use({ locale: 'en-GB' });

  test('/book-a-demo takes a UK number written the UK way from an en-GB browser @any-viewport', async ({
    page,
  }) => {
    const token = uniqueToken('national-phone');
    await openForm(page, BOOK_A_DEMO.path);
    await fill(page, BOOK_A_DEMO.entries, token);
    await labelled(page, 'Phone number').fill('020 7946 0000');
    await expect(page.getByRole('combobox', { name: 'Country calling code' })).toContainText(
      'United Kingdom',
    );
    await page.getByRole('button', { name: BOOK_A_DEMO.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: BOOK_A_DEMO.sent })).toBeVisible();
    await expect.poll(() => recordedWith(token).length).toBe(1);
    expect(recordedWith(token)[0]?.fields.telephone).toBe('020 7946 0000');
  });
});

test("a form sends the campaign of the visit's landing address, pages later @any-viewport", async ({
  page,
}) => {
  const token = uniqueToken('campaign');
  await gotoHydrated(page, '/?utm_source=newsletter&utm_campaign=spring');
  const contact = FORMS.find(({ path }) => path === '/contact');
  if (!contact) throw new Error('no /contact case');
  await openForm(page, contact.path);
  await fill(page, contact.entries, token);
  await page.getByRole('button', { name: contact.submit }).click();
  await expect.poll(() => recordedWith(token).length).toBe(1);
  expect(recordedWith(token)[0]?.fields).toMatchObject({
    utm_source: 'newsletter',
    utm_campaign: 'spring',
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an empty form is not sent; a filled one is @any-viewport', async ({ page }) => {
    const token = uniqueToken('no-javascript');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/contact');
    const submit = page.getByRole('button', { name: 'Send fixture contact' });
    await submit.click();
    // The browser checks the fields' `required` itself: nothing leaves the page.
    await expect(page.getByLabel('Your name')).toBeFocused();
    expect(posts).toEqual([]);

    await page.getByLabel('Your name').fill('Grace Hopper');
    await page.getByLabel('E-mail').fill('grace@example.org');
    await page.getByLabel('Fixture contact message label').fill(token);
    await submit.click();
    await expect(page.getByText('your submission has been received')).toBeVisible();
    await expect.poll(() => recordedWith(token).length).toBe(1);
  });
});

// Fetched on focus, whatever the width.
test(
  'the phone number reader is fetched when the visitor turns to the phone field',
  { tag: '@any-viewport' },
  async ({ page }) => {
    // libphonenumber-js's parse errors are named nowhere else.
    const fetchedSince = await expectFetchedOnlyLater(page, 'TOO_SHORT', () =>
      openForm(page, '/book-a-demo'),
    );
    // Focus fetches the reader; the text is formatted once it is there.
    const box = labelled(page, 'Phone number');
    await box.fill('+442071838750');
    await expect(box).toHaveValue('+44 20 7183 8750');
    expect(await fetchedSince()).toBe(true);
  },
);

test.describe('site forms: accessibility', () => {
  test('/book-a-demo: axe finds nothing with the phone country list open', async ({
    page,
  }, testInfo) => {
    await openForm(page, '/book-a-demo');
    await page.getByRole('combobox', { name: 'Country calling code' }).click();
    await expect(page.getByRole('listbox', { name: 'Countries' })).toBeVisible();
    await expectNoAxeViolations(page, `/book-a-demo phone list open (${testInfo.project.name})`);
  });
});

test.describe('site forms: hydrated with the page', () => {
  const interactiveForm = (page: Page) => page.locator('form[data-interactive="true"]');

  // Hydration and the router, not the layout: one width is enough.
  test(
    'a change of hash keeps the form and what was typed',
    { tag: '@any-viewport' },
    async ({ page }) => {
      await openForm(page, '/download/fixture-download');
      await labelled(page, 'Fixture first name label').fill('Katherine');
      await page.evaluate(() => {
        window.location.hash = 'get-your-copy';
      });
      await expect(page).toHaveURL(/#get-your-copy$/);
      await labelled(page, 'Fixture first name label').click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Johnson');
      await expect(labelled(page, 'Fixture first name label')).toHaveValue('Katherine Johnson');
    },
  );

  test(
    'a form reached by a link within the site is ready without waiting for the visitor',
    { tag: '@any-viewport' },
    async ({ page }) => {
      await gotoHydrated(page, '/');
      await page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: 'Fixture download' })
        .click();
      // Away from where the form will be drawn: no pointer reaches it.
      await page.mouse.move(1, 1);
      await expect(page).toHaveURL(/\/download\/fixture-download$/);
      await expect(interactiveForm(page)).toHaveCount(1);
    },
  );
});
