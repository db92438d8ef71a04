/**
 * Book-a-call in the end-to-end tests. The fixture build books through the booking function at
 * /api/booking (FIXTURE_BUILD_ENV sets GATSBY_BOOKING_SLOTS_URL and GATSBY_BOOKING_URL);
 * these helpers answer its requests with the function's own handler (netlify/booking/handler.ts)
 * on a new store of a local Blobs server, with the tests' fixed clock, and record the bookings
 * it took and the e-mails it sent.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { handleBookingRequest } from '../../../netlify/booking/handler';
import type { MailMessage } from '../../../netlify/booking/mail';
import { blobReservations, type Reservations } from '../../../netlify/booking/reservations';
import { BOOKING_SERVICE } from '../../../src/lib/config/booking';
import type { AvailabilityRange, DayAvailability } from '../../../src/services/scheduling';
import { startLocalBlobs, type LocalBlobs } from '../../../local-netlify/blobs';

/** The path the fixture build's availability requests and bookings go to. */
export const BOOKING_PATH = BOOKING_SERVICE.path;

/** Monday 23 November 2026, 09:00 in the tests' time zone (UTC): a working day's morning. */
export const MONDAY_MORNING = new Date('2026-11-23T09:00:00Z');

/** Where the function tells the team; its team works in London (UTC in November). */
export const TEAM_EMAIL = 'team@example.org';

type Answer = (range: AvailabilityRange) => DayAvailability[];

export interface BookingService {
  /** The bookings the function took (the fields posted), in order. */
  bookings: Record<string, string>[];
  /** The e-mails it sent, in order. */
  mails: MailMessage[];
  /** Its own store of booked slots. */
  reservations: Reservations;
}

// One Blobs server for the worker, a new store for each service. The server stops with the
// worker, as its standard input closes (local-netlify/blobs-server.mjs).
let blobs: Promise<LocalBlobs> | undefined;
let stores = 0;

const newService = async (): Promise<BookingService> => {
  const { store } = await (blobs ??= startLocalBlobs());
  stores += 1;
  const storeName = `${BOOKING_SERVICE.storeName}-${process.pid}-${stores}`;
  return { bookings: [], mails: [], reservations: blobReservations(() => store(storeName)) };
};

/**
 * Answers the booking requests of every page and frame in the context with the booking
 * function on a store of its own; `answer`, when given, replaces the free times it lists.
 * Call before loading the page; pass the service to `answerBooking` again for another context
 * (another visitor of the same site).
 */
export const answerBooking = async (
  context: BrowserContext,
  answer?: Answer,
  given?: BookingService,
): Promise<BookingService> => {
  const service = given ?? (await newService());
  await context.route(
    (url) => url.pathname === BOOKING_PATH,
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (request.method() === 'GET' && answer) {
        const range = {
          from: url.searchParams.get('from') ?? '',
          to: url.searchParams.get('to') ?? '',
          timeZone: url.searchParams.get('timeZone') ?? '',
        };
        return route.fulfill({ json: { days: answer(range) } });
      }
      const body = request.postData() ?? undefined;
      const response = await handleBookingRequest(
        new Request(url, {
          method: request.method(),
          headers: { 'content-type': (await request.headerValue('content-type')) ?? '' },
          body,
        }),
        {
          reservations: service.reservations,
          env: { BOOKING_TEAM_TIME_ZONE: 'Europe/London', BOOKING_TEAM_EMAIL: TEAM_EMAIL },
          now: () => MONDAY_MORNING,
          mailer: {
            from: 'bookings@example.org',
            send: async (message) => void service.mails.push(message),
          },
          log: () => undefined,
        },
      );
      if (response.status === 201 && body) {
        service.bookings.push(JSON.parse(body) as Record<string, string>);
      }
      return route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      });
    },
  );
  return service;
};

/** The calendar file attached to an e-mail, as text. */
export const calendarOf = (mail: MailMessage | undefined): string =>
  Buffer.from(mail?.attachments?.[0]?.content ?? '', 'base64').toString('utf8');

/** Fills the details step with a mouse-free but quick fill (for tests about later steps). */
export const fillDetails = async (scope: Page | Locator | ReturnType<Page['frameLocator']>) => {
  await scope.getByLabel('First name').fill('Ada');
  await scope.getByLabel('Last name').fill('Lovelace');
  await scope.getByLabel('Email').fill('ada@example.org');
  await scope.getByLabel('Company name').fill('Analytical Engines');
  await scope.getByLabel('Company size').selectOption('up_to_10');
  await scope.getByRole('button', { name: 'Continue' }).click();
};
