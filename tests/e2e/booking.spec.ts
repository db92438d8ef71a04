/**
 * Book-a-call on the fixture build: the dialog by keyboard alone, the 15-minute grid, both
 * empty-availability messages, axe on every step, the frame inside another origin's page, and
 * the booking function: a slot booked once, and the invitation's time for a visitor elsewhere.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { BOOKING_MESSAGES } from '../../src/lib/config/booking';
import { expectNoAxeViolations } from './support/axe';
import {
  BOOKING_PATH,
  MONDAY_MORNING,
  TEAM_EMAIL,
  answerBooking,
  calendarOf,
  fillDetails,
} from './support/booking';
import { tabTo, typeFieldByField } from './support/keyboard';
import { expectFetchedOnlyLater } from './support/on-demand-code';
import { allowConsoleErrors, expect, gotoHydrated, test } from './support/test';

const BOOK = 'Book a Discovery Call';

/** The header's booking link; below lg it sits in the menu, which a visitor opens first. */
const bookingLink = async (page: Page, byKeyboard: boolean) => {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    if (byKeyboard) {
      await tabTo(page, menu);
      await page.keyboard.press('Enter');
    } else {
      await menu.click();
    }
  }
  return page.getByRole('link', { name: BOOK }).filter({ visible: true });
};

const openDialog = async (page: Page) => {
  const link = await bookingLink(page, false);
  await link.click();
  const dialog = page.getByRole('dialog', { name: BOOKING_MESSAGES.dialogTitle });
  await expect(dialog).toBeVisible();
  return { link, dialog };
};

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(MONDAY_MORNING);
});

test('a call is booked with the keyboard alone, and focus goes back to the link', async ({
  page,
}) => {
  // About seventy key presses, each followed by a look at the focus.
  test.slow();
  const { bookings, mails } = await answerBooking(page.context());
  await gotoHydrated(page, '/');
  const link = await bookingLink(page, true);
  await tabTo(page, link);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: BOOKING_MESSAGES.dialogTitle });
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await typeFieldByField(page, ['Ada', 'Lovelace', 'ada@example.org', 'Analytical Engines']);
  await expect(dialog.getByLabel('Company size')).toBeFocused();
  await page.keyboard.type('2'); // "2-10"
  await tabTo(page, dialog.getByRole('button', { name: BOOKING_MESSAGES.next }));
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: BOOKING_MESSAGES.pickDay })).toBeFocused();
  // The days arrive after the heading takes focus ("Loading…" until then); a visitor waits for
  // them before pressing Tab, or Tab moves past the list that is not there yet.
  const firstDay = dialog.getByRole('radio', { name: 'Monday 23 November' });
  await expect(firstDay).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(firstDay).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Tuesday 24 November' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: BOOKING_MESSAGES.next }));
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: BOOKING_MESSAGES.pickTime })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: '08:00' })).toBeFocused();
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '09:30' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: BOOKING_MESSAGES.book }));
  await page.keyboard.press('Enter');

  await expect(
    dialog.getByRole('heading', { name: BOOKING_MESSAGES.confirmationTitle }),
  ).toBeFocused();
  expect(bookings).toEqual([
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      companyName: 'Analytical Engines',
      companySize: 'up_to_10',
      notes: '',
      date: '2026-11-24',
      time: '09:30',
      timeZone: 'UTC',
      startsAt: '2026-11-24T09:30:00.000Z',
    },
  ]);
  expect(mails.map(({ to }) => to)).toEqual(['ada@example.org', TEAM_EMAIL]);
  await expect(dialog).toContainText('We have sent an invitation to ada@example.org');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: BOOKING_MESSAGES.done })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
});

test('the dialog code is fetched when asked for, not with the page; Tab stays inside the dialog; Escape closes it and focus goes back to the link', async ({
  page,
}) => {
  await answerBooking(page.context());
  // The dialog's code is the only one that writes aria-modal.
  const fetchedSince = await expectFetchedOnlyLater(page, 'aria-modal', () =>
    gotoHydrated(page, '/'),
  );
  const { link, dialog } = await openDialog(page);
  await test.step('the dialog code is fetched when asked for, not with the page', async () => {
    expect(await fetchedSince()).toBe(true);
  });
  await test.step('Tab stays inside the dialog', async () => {
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });
  await test.step('Escape closes the dialog and focus goes back to the link', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });
});

// The three availabilities one after another in one page: the site's scripts come from its
// cache after the first. Each step answers with its own service; the newest route wins.
test(
  'the times offered: every 15 minutes, none at all, none on a day',
  { tag: '@any-viewport' },
  async ({ page }) => {
    await test.step('times run every 15 minutes from 08:00 to 18:00', async () => {
      await answerBooking(page.context());
      await gotoHydrated(page, '/');
      const { dialog } = await openDialog(page);
      await fillDetails(dialog);
      await dialog.getByRole('radio', { name: 'Tuesday 24 November' }).check();
      await dialog.getByRole('button', { name: BOOKING_MESSAGES.next }).click();
      const expected: string[] = [];
      for (let minutes = 8 * 60; minutes <= 18 * 60; minutes += 15) {
        expected.push(
          `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
        );
      }
      await expect(dialog.getByRole('radio')).toHaveCount(41);
      expect(
        await dialog
          .getByRole('radio')
          .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
      ).toEqual(expected);
    });

    await test.step('an empty availability says "No available times to pick"', async () => {
      await answerBooking(page.context(), () => []);
      await gotoHydrated(page, '/');
      const { dialog } = await openDialog(page);
      await fillDetails(dialog);
      await expect(dialog.getByRole('status')).toHaveText('No available times to pick');
      await expect(dialog.getByRole('radio')).toHaveCount(0);
    });

    await test.step('a day without free times says "No available meetings in this time slot."', async () => {
      await answerBooking(page.context(), () => [
        { date: '2026-11-24', times: ['10:00'] },
        { date: '2026-11-25', times: [] },
      ]);
      await gotoHydrated(page, '/');
      const { dialog } = await openDialog(page);
      await fillDetails(dialog);
      await dialog.getByRole('radio', { name: 'Wednesday 25 November' }).check();
      await dialog.getByRole('button', { name: BOOKING_MESSAGES.next }).click();
      await expect(dialog.getByRole('status')).toHaveText(
        'No available meetings in this time slot.',
      );
      await expect(dialog.getByRole('radio')).toHaveCount(0);
    });
  },
);

test('axe finds no violation with the dialog open on each step', async ({ page }, testInfo) => {
  await answerBooking(page.context());
  await gotoHydrated(page, '/');
  const { dialog } = await openDialog(page);
  const width = testInfo.project.name;
  await expectNoAxeViolations(page, `booking dialog, details (${width})`);
  await dialog.getByRole('button', { name: BOOKING_MESSAGES.next }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page, `booking dialog, details with errors (${width})`);
  await fillDetails(dialog);
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await expectNoAxeViolations(page, `booking dialog, day (${width})`);
  await dialog.getByRole('radio', { name: 'Tuesday 24 November' }).check();
  await dialog.getByRole('button', { name: BOOKING_MESSAGES.next }).click();
  await expect(dialog.getByRole('radio', { name: '08:00' })).toBeVisible();
  await expectNoAxeViolations(page, `booking dialog, time (${width})`);
  await dialog.getByRole('radio', { name: '09:30' }).check();
  await dialog.getByRole('button', { name: BOOKING_MESSAGES.book }).click();
  await expect(
    dialog.getByRole('heading', { name: BOOKING_MESSAGES.confirmationTitle }),
  ).toBeVisible();
  await expectNoAxeViolations(page, `booking dialog, confirmation (${width})`);
});

test.describe('the booking frame', () => {
  let embedder: Server;
  let embedderOrigin: string;

  test.beforeAll(async ({ baseURL }) => {
    // Another origin: "localhost" on its own port, where the site is 127.0.0.1.
    embedder = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><head><title>Partner</title></head><body>` +
          `<main><h1>Partner page</h1><iframe title="Book a call" width="600" height="900" ` +
          `src="${baseURL ?? ''}/iframes/book-call/discovery"></iframe></main></body></html>`,
      );
    });
    await new Promise<void>((resolve) => embedder.listen(0, 'localhost', resolve));
    embedderOrigin = `http://localhost:${(embedder.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => embedder.close(resolve));
  });

  test('books a call inside an iframe on another origin', async ({ page }) => {
    // The fixture build allows http://localhost:* (GATSBY_BOOKING_FRAME_ORIGINS); browsers
    // ignore X-Frame-Options where a frame-ancestors policy is given.
    const headers = (await page.request.get('/iframes/book-call/discovery')).headers();
    expect(
      headers['content-security-policy'] ?? '',
      'the frame address names the allowed origins in frame-ancestors',
    ).toMatch(/frame-ancestors [^;,]*http:\/\/localhost:\*/);

    const { bookings } = await answerBooking(page.context());
    await page.goto(`${embedderOrigin}/`);
    const frame = page.frameLocator('iframe[title="Book a call"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(BOOK);
    await fillDetails(frame);
    await frame.getByRole('radio', { name: 'Tuesday 24 November' }).check();
    await frame.getByRole('button', { name: BOOKING_MESSAGES.next }).click();
    await frame.getByRole('radio', { name: '14:45' }).check();
    await frame.getByRole('button', { name: BOOKING_MESSAGES.book }).click();
    await expect(
      frame.getByRole('heading', { name: BOOKING_MESSAGES.confirmationTitle }),
    ).toBeVisible();
    expect(bookings.map(({ date, time }) => [date, time])).toEqual([['2026-11-24', '14:45']]);
  });

  test('its details step is in the page, and sending it goes on to the days', async ({ page }) => {
    await answerBooking(page.context());
    await gotoHydrated(page, '/iframes/book-call/discovery');
    await expect(page.getByRole('heading', { name: BOOKING_MESSAGES.detailsTitle })).toBeVisible();
    await fillDetails(page);
    await expect(page.getByRole('heading', { name: BOOKING_MESSAGES.pickDay })).toBeVisible();
  });

  test('other pages keep refusing frames', { tag: '@any-viewport' }, async ({ page }) => {
    const headers = (await page.request.get('/')).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(
      headers['x-frame-options'] === 'DENY' || /frame-ancestors 'none'/.test(csp),
      `"/" refuses frames (x-frame-options: ${headers['x-frame-options']}; csp: ${csp})`,
    ).toBe(true);
    expect(csp).not.toMatch(/frame-ancestors [^;,]*localhost/);
  });
});

test.describe('the booking function', () => {
  const FRAME = '/iframes/book-call/discovery';

  /** A visitor on the booking page, at the times of Tuesday 24 November. */
  const chooseTuesday = async (page: Page) => {
    await gotoHydrated(page, FRAME);
    await fillDetails(page);
    await page.getByRole('radio', { name: 'Tuesday 24 November' }).check();
    await page.getByRole('button', { name: BOOKING_MESSAGES.next }).click();
  };

  test(
    'a booked time is gone for the next visitor, and booking it again is refused',
    { tag: '@any-viewport' },
    async ({ page }) => {
      const service = await answerBooking(page.context());
      // The chosen time is booked by another visitor while this one looks at the list.
      allowConsoleErrors(page, /status of 409/);
      await chooseTuesday(page);
      await expect(page.getByRole('radio', { name: '10:00' })).toBeVisible();
      const other = await page.context().newPage();
      await chooseTuesday(other);
      await other.getByRole('radio', { name: '10:00' }).check();
      await other.getByRole('button', { name: BOOKING_MESSAGES.book }).click();
      await expect(
        other.getByRole('heading', { name: BOOKING_MESSAGES.confirmationTitle }),
      ).toBeVisible();
      await other.close();

      await page.getByRole('radio', { name: '10:00' }).check();
      await page.getByRole('button', { name: BOOKING_MESSAGES.book }).click();
      // The form kit's empty error region is an alert too.
      await expect(
        page.getByRole('alert').filter({ hasText: BOOKING_MESSAGES.slotTaken }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: BOOKING_MESSAGES.pickTime })).toBeFocused();
      // The list is loaded again: the time is gone, its neighbours are not.
      await expect(page.getByRole('radio', { name: '09:45' })).toBeVisible();
      await expect(page.getByRole('radio', { name: '10:00' })).toHaveCount(0);
      await page.getByRole('radio', { name: '10:15' }).check();
      await page.getByRole('button', { name: BOOKING_MESSAGES.book }).click();
      await expect(
        page.getByRole('heading', { name: BOOKING_MESSAGES.confirmationTitle }),
      ).toBeVisible();
      expect(service.bookings.map(({ time }) => time)).toEqual(['10:00', '10:15']);
    },
  );

  test.describe('for a visitor in Tokyo', () => {
    test.use({ timezoneId: 'Asia/Tokyo' });

    test(
      "books the team's 09:00 in London at 18:00 Tokyo time, and the invitation says 09:00 UTC",
      { tag: '@any-viewport' },
      async ({ page }) => {
        const { bookings, mails } = await answerBooking(page.context());
        await chooseTuesday(page);
        // London's 08:00 to 14:45 on Tuesday; 15:00 is past midnight in Tokyo.
        await expect(page.getByRole('radio', { name: '17:00' })).toBeVisible();
        await expect(page.getByRole('radio', { name: '16:45' })).toHaveCount(0);
        await page.getByRole('radio', { name: '18:00' }).check();
        await page.getByRole('button', { name: BOOKING_MESSAGES.book }).click();
        await expect(page.getByText(/Your call is booked for Tuesday 24 November/)).toHaveText(
          'Your call is booked for Tuesday 24 November at 18:00 (Asia/Tokyo time). We have sent an invitation to ada@example.org. Speak soon!',
        );
        expect(bookings).toEqual([
          expect.objectContaining({
            date: '2026-11-24',
            time: '18:00',
            timeZone: 'Asia/Tokyo',
            startsAt: '2026-11-24T09:00:00.000Z',
          }),
        ]);
        const [invitation, team] = mails;
        expect(invitation?.to).toBe('ada@example.org');
        expect(calendarOf(invitation)).toContain('\r\nDTSTART:20261124T090000Z\r\n');
        expect(calendarOf(invitation)).toContain('\r\nDTEND:20261124T091500Z\r\n');
        expect(team?.to).toBe(TEAM_EMAIL);
        expect(team?.text).toContain('Tuesday 24 November 2026 at 09:00 (Europe/London)');
      },
    );
  });

  test(
    'answers at its path on the local server, like on Netlify',
    { tag: '@any-viewport' },
    async ({ page }) => {
      // No route here: the server's own function, its Blobs store and the real clock.
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const free = await page.request.get(
        `${BOOKING_PATH}?from=${day(1)}&to=${day(7)}&timeZone=UTC`,
      );
      expect(free.status()).toBe(200);
      const { days } = (await free.json()) as { days: { times: string[] }[] };
      expect(days.some(({ times }) => times.length > 0)).toBe(true);
      const refused = await page.request.post(BOOKING_PATH, { data: { email: 'not enough' } });
      expect(refused.status()).toBe(400);
    },
  );
});
