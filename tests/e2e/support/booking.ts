/**
 * The booking flow's outside world for the e2e tests. The fixture build asks its availability
 * of /booking/availability (npm run build:fixtures sets GATSBY_BOOKING_SLOTS_URL);
 * these routes answer it, by default with the built-in availability, and record the
 * submissions the flow posts like a form.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { decodeSubmission, type Submission } from '../../../src/lib/form-submission';
import { BOOKING } from '../../../src/lib/config/booking';
import type { AvailabilityRange, DayAvailability } from '../../../src/services/scheduling';
import { builtInDays } from '../../../src/services/scheduling/built-in-availability';

/** The path the fixture build's availability requests go to. */
export const AVAILABILITY_PATH = '/booking/availability';

/** Monday 23 November 2026, 09:00 in the tests' time zone (UTC): a working day's morning. */
export const MONDAY_MORNING = new Date('2026-11-23T09:00:00Z');

type Answer = (range: AvailabilityRange) => DayAvailability[];

/**
 * Answers the availability requests of every page and frame in the context, and records the
 * bookings posted. Call before loading the page.
 */
export const answerBooking = async (context: BrowserContext, answer: Answer = builtInDays) => {
  const bookings: Submission[] = [];
  await context.route(
    (url) => url.pathname === AVAILABILITY_PATH,
    async (route) => {
      const query = new URL(route.request().url()).searchParams;
      const range = {
        from: query.get('from') ?? '',
        to: query.get('to') ?? '',
        timeZone: query.get('timeZone') ?? '',
      };
      await route.fulfill({ json: { days: answer(range) } });
    },
  );
  await context.route(
    () => true,
    async (route) => {
      const request = route.request();
      const submission =
        request.method() === 'POST' ? decodeSubmission(request.postData() ?? '') : undefined;
      if (submission?.formName !== BOOKING.formName) return route.fallback();
      bookings.push(submission);
      return route.fulfill({ status: 200, body: '' });
    },
  );
  return bookings;
};

/** Fills the details step with a mouse-free but quick fill (for tests about later steps). */
export const fillDetails = async (scope: Page | Locator | ReturnType<Page['frameLocator']>) => {
  await scope.getByLabel('First name').fill('Ada');
  await scope.getByLabel('Last name').fill('Lovelace');
  await scope.getByLabel('Email').fill('ada@example.org');
  await scope.getByLabel('Company name').fill('Analytical Engines');
  await scope.getByLabel('Company size').selectOption('up_to_10');
  await scope.getByRole('button', { name: 'Continue' }).click();
};
