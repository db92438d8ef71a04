import { BOOKING_MESSAGES, BOOKING_SERVICE } from '../../src/lib/config/booking';
import { startLocalBlobs, type LocalBlobs } from '../../local-netlify/blobs';
import { withScriptedApi, type ScriptedApi } from '../../tests/support/scripted-http-api';
import { config as functionConfig } from '../functions/booking';
import { handleBookingRequest, type BookingDeps } from './handler';
import { blobReservations } from './reservations';

/** Monday 23 November 2026, 09:00 in London (UTC in winter). */
const NOW = new Date('2026-11-23T09:00:00Z');
const ORIGIN = 'https://deploy.example.org';

// One Blobs server for the file, a new store for each test.
let blobs: LocalBlobs;
let storeName = '';
let tests = 0;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => {
  tests += 1;
  storeName = `${BOOKING_SERVICE.storeName}-${tests}`;
});

/** Deps whose store is on a Blobs server that has stopped. */
const storeDown = async (): Promise<Partial<BookingDeps>> => {
  const stopped = await startLocalBlobs();
  await stopped.stop();
  return { reservations: blobReservations(() => stopped.store(BOOKING_SERVICE.storeName)) };
};

const envFor = (api?: ScriptedApi) => ({
  URL: ORIGIN,
  BOOKING_TEAM_TIME_ZONE: 'Europe/London',
  BOOKING_TEAM_EMAIL: 'team@example.org',
  ...(api && {
    EMAIL_API_URL: api.url,
    EMAIL_API_KEY: 'secret-key',
    EMAIL_FROM: 'bookings@example.org',
  }),
});

const logged: string[] = [];
const depsFor = (api?: ScriptedApi, more: Partial<BookingDeps> = {}): BookingDeps => ({
  reservations: blobReservations(() => blobs.store(storeName)),
  env: envFor(api),
  now: () => NOW,
  mailOptions: { sleep: async () => undefined },
  log: (level, message) => void logged.push(`${level}: ${message}`),
  ...more,
});
beforeEach(() => {
  logged.length = 0;
});

const ADA = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  companyName: 'Analytical Engines',
  companySize: 'up_to_10',
  notes: 'About\nsupport, in Japanese',
};

/** A visitor in Tokyo books Tuesday 24 November at 18:00 there: 09:00 in London. */
const TOKYO_SLOT = { date: '2026-11-24', time: '18:00', timeZone: 'Asia/Tokyo' };

const post = (deps: BookingDeps, body: unknown) =>
  handleBookingRequest(
    new Request(`${ORIGIN}${BOOKING_SERVICE.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    deps,
  );

const get = (deps: BookingDeps, query: string) =>
  handleBookingRequest(new Request(`${ORIGIN}${BOOKING_SERVICE.path}?${query}`), deps);

const TOKYO_WEEK = 'from=2026-11-23&to=2026-12-06&timeZone=Asia%2FTokyo';

interface SentMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

const sentMails = (api: ScriptedApi) => api.requests.map(({ body }) => body as SentMail);
const icsOf = (mail: SentMail | undefined) =>
  Buffer.from(mail?.attachments[0]?.content ?? '', 'base64').toString('utf8');

const tuesdayIn = async (response: Response) => {
  const { days } = (await response.json()) as { days: { date: string; times: string[] }[] };
  return days.find(({ date }) => date === '2026-11-24')?.times ?? [];
};

describe('the booking function', () => {
  it("answers the team's free times in the visitor's time zone", async () => {
    const response = await get(depsFor(), TOKYO_WEEK);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const times = await tuesdayIn(response);
    expect(times).toContain('18:00');
    expect(times).not.toContain('16:45');
  });

  it('books a slot, sends the visitor an invitation at the right UTC time and tells the team', async () => {
    await withScriptedApi([202], async (api) => {
      const response = await post(depsFor(api), { ...ADA, ...TOKYO_SLOT });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({
        booked: true,
        invitationSent: true,
        startsAt: '2026-11-24T09:00:00.000Z',
      });
      const [invitation, team] = sentMails(api);
      expect(api.requests[0]?.headers.authorization).toBe('Bearer secret-key');
      expect(invitation).toMatchObject({
        from: 'bookings@example.org',
        to: 'ada@example.org',
        subject:
          'Your discovery call with Ethical Global Outsourcing, Tuesday 24 November 2026 at 18:00',
        attachments: [
          { filename: 'invitation.ics', contentType: expect.stringContaining('text/calendar') },
        ],
      });
      expect(invitation?.text).toContain('Tuesday 24 November 2026 at 18:00 (Asia/Tokyo time)');
      // Nothing the visitor typed but the address goes to the address they gave.
      expect(JSON.stringify(invitation)).not.toMatch(/Ada|Lovelace|Engines|Japanese/);
      const ics = icsOf(invitation);
      expect(ics).toContain('DTSTART:20261124T090000Z\r\n');
      expect(ics).toContain('DTEND:20261124T091500Z\r\n');
      expect(ics).toContain('UID:20261124T090000Z@deploy.example.org\r\n');
      expect(ics).toContain('ORGANIZER;CN="Ethical Global Outsourcing":mailto:team@example.org');

      expect(team).toMatchObject({ to: 'team@example.org' });
      expect(team?.subject).toContain('Ada Lovelace, Analytical Engines');
      expect(team?.text).toContain('Tuesday 24 November 2026 at 09:00 (Europe/London)');
      expect(team?.text).toContain('Tuesday 24 November 2026 at 18:00 (Asia/Tokyo)');
      expect(team?.text).toContain('support, in Japanese');
      expect(team?.text).toContain('invitation was sent');
      expect(icsOf(team)).toContain('DTSTART:20261124T090000Z');

      expect(await tuesdayIn(await get(depsFor(api), TOKYO_WEEK))).not.toContain('18:00');
    });
  });

  it('books a slot asked for twice at the same moment once, and refuses the other', async () => {
    await withScriptedApi([202], async (api) => {
      const grace = { ...ADA, firstName: 'Grace', email: 'grace@example.org' };
      const answers = await Promise.all([
        post(depsFor(api), { ...ADA, ...TOKYO_SLOT }),
        post(depsFor(api), {
          ...grace,
          date: '2026-11-24',
          time: '09:00',
          timeZone: 'Europe/London',
        }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(await refused?.json()).toEqual({ error: 'taken' });
      // One invitation and one team e-mail: those of the booking that got the slot.
      expect(sentMails(api)).toHaveLength(2);
    });
  });

  it.each([
    ['a Saturday', { date: '2026-11-28', time: '10:00', timeZone: 'Europe/London' }],
    ['before the team starts', { date: '2026-11-24', time: '07:45', timeZone: 'Europe/London' }],
    ['a time off the grid', { date: '2026-11-24', time: '09:10', timeZone: 'Europe/London' }],
    ['a time that has started', { date: '2026-11-23', time: '09:00', timeZone: 'Europe/London' }],
    ['beyond the window', { date: '2027-01-05', time: '09:00', timeZone: 'Europe/London' }],
  ])('refuses %s as not offered', async (_case, slot) => {
    const response = await post(depsFor(), { ...ADA, ...slot });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'not-offered' });
  });

  it.each([
    ['no address', { ...ADA, email: '' }],
    ['two addresses', { ...ADA, email: 'a@example.org,b@example.org' }],
    ['an unknown company size', { ...ADA, companySize: 'huge' }],
    ['an unknown time zone', { ...ADA, timeZone: 'Mars/Olympus' }],
    ['a note too long', { ...ADA, notes: 'x'.repeat(1001) }],
  ])('refuses a booking with %s', async (_case, fields) => {
    const response = await post(depsFor(), { ...TOKYO_SLOT, ...fields });
    expect(response.status).toBe(400);
  });

  it('refuses a body that is not JSON, or too large', async () => {
    expect((await post(depsFor(), '{"firstName":')).status).toBe(400);
    const large = { ...ADA, ...TOKYO_SLOT, padding: 'x'.repeat(BOOKING_SERVICE.maxBodyBytes) };
    expect((await post(depsFor(), large)).status).toBe(400);
  });

  it('refuses a range it does not serve', async () => {
    expect((await get(depsFor(), 'from=2026-11-23&to=2027-01-23&timeZone=UTC')).status).toBe(400);
    expect((await get(depsFor(), 'from=2026-11-23&to=2026-11-24&timeZone=Nowhere')).status).toBe(
      400,
    );
  });

  it('books but says so when the e-mail API is down, and the team is told to write', async () => {
    // Both attempts at the invitation fail; the team's e-mail goes through.
    await withScriptedApi([503, 503, 202], async (api) => {
      const response = await post(depsFor(api), { ...ADA, ...TOKYO_SLOT });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ booked: true, invitationSent: false });
      const team = sentMails(api)[2];
      expect(team?.to).toBe('team@example.org');
      expect(team?.text).toContain('the invitation could NOT be sent');
      expect(logged.join('\n')).toContain('the e-mail API gave status 503 after 2 attempts');
      expect(logged.join('\n')).not.toContain('secret-key');
    });
  });

  it('books but says the invitation was not sent when no e-mail API is configured', async () => {
    const response = await post(depsFor(), { ...ADA, ...TOKYO_SLOT });
    expect(await response.json()).toMatchObject({ booked: true, invitationSent: false });
    expect(logged.join('\n')).toContain('no e-mail API is configured');
  });

  it('books nothing when the store is down, and tells the team who wanted a call', async () => {
    await withScriptedApi([202], async (api) => {
      const down = await storeDown();
      const response = await post(depsFor(api, down), { ...ADA, ...TOKYO_SLOT });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'store-down', teamNotified: true });
      expect(sentMails(api)).toEqual([
        expect.objectContaining({
          to: 'team@example.org',
          subject: expect.stringContaining('NOT booked') as string,
          text: expect.stringContaining('ada@example.org') as string,
        }),
      ]);
      expect((await get(depsFor(api, down), TOKYO_WEEK)).status).toBe(503);
    });
  });

  it('says when neither the store nor the e-mail API is up', async () => {
    await withScriptedApi([503], async (api) => {
      const response = await post(depsFor(api, await storeDown()), { ...ADA, ...TOKYO_SLOT });
      expect(await response.json()).toEqual({ error: 'store-down', teamNotified: false });
    });
  });

  it('answers a malformed setting with an error naming it in the log', async () => {
    const deps = depsFor(undefined, { env: { BOOKING_TEAM_TIME_ZONE: 'London' } });
    const response = await get(deps, TOKYO_WEEK);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'misconfigured' });
    expect(logged.join('\n')).toContain('BOOKING_TEAM_TIME_ZONE must be an IANA time zone');
  });

  it('answers GET and POST only, at the path the flow is built with', async () => {
    const response = await handleBookingRequest(
      new Request(`${ORIGIN}${BOOKING_SERVICE.path}`, { method: 'PUT' }),
      depsFor(),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
    expect(functionConfig.path).toEqual([BOOKING_SERVICE.path]);
    expect(BOOKING_MESSAGES.slotTaken).toMatch(/taken/);
  });
});
