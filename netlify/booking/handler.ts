/** The booking function: GET lists free slots in the asked time zone; POST books one once. */
import { BOOKING, BOOKING_SERVICE } from '../../src/lib/config/booking';
import { COMPANY_SIZES } from '../../src/forms/config';
import { isPlainMailAddress } from '../../src/lib/mail-address';
import { siteUrlOrDefault } from '../../src/settings/site';
import { givenSetting } from '../../src/settings/values';
import { daysBetween, isIsoDate } from '../../src/services/scheduling/grid';
import {
  canonicalTimeZone,
  readBookingTeamConfig,
  type BookingTeamConfig,
} from '../../src/settings/booking-team';
import { apiMailer, teamAddress, type MailOptions, type Mailer } from './mail';
import { bookingIcs, invitationMail, teamMail, type Booking, type TeamNews } from './messages';
import { StoreDownError, type Reservations } from './reservations';
import { isBookable, isTeamSlot, slotKey, visitorDays } from './team-slots';
import { instantOf } from './zoned-time';

type Env = Readonly<Record<string, string | undefined>>;

export interface BookingDeps {
  reservations: Reservations;
  env: Env;
  now?: () => Date;
  mailer?: Mailer;
  mailOptions?: MailOptions;
  log?: (level: 'info' | 'error', message: string) => void;
}

/** Read by src/services/scheduling/booking-api.ts. */
type Answer =
  | { booked: true; invitationSent: boolean; startsAt: string }
  | { error: 'invalid' | 'not-offered' | 'taken' | 'misconfigured' }
  | { error: 'store-down'; teamNotified: boolean };

const DAY_MS = 86_400_000;
const TEXT_MAX_LENGTH = 200;
const COMPANY_SIZE_VALUES: ReadonlySet<string> = new Set(COMPANY_SIZES.map(({ value }) => value));

const json = (
  status: number,
  body: Answer | { days: unknown },
  headers: Record<string, string> = {},
): Response =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

const defaultLog = (level: 'info' | 'error', message: string) =>
  (level === 'info' ? console.info : console.error)(`booking: ${message}`);

interface Settings {
  team: BookingTeamConfig;
  mailer: Mailer | undefined;
  /** Also the invitation's organizer. */
  teamEmail: string | undefined;
}

/** The problem names settings, never secrets. */
const settingsOf = (deps: BookingDeps): Settings | { problem: string } => {
  try {
    const team = readBookingTeamConfig(deps.env);
    const mailer = deps.mailer ?? apiMailer(deps.env, deps.mailOptions);
    return { team, mailer, teamEmail: teamAddress(deps.env, team.teamEmail, mailer) };
  } catch (error) {
    return { problem: (error as Error).message };
  }
};

const text = (value: unknown, maxLength: number, { required = true, lines = false } = {}) => {
  if (typeof value !== 'string') return undefined;
  const trimmed = lines ? value.trim() : value.replace(/\s+/g, ' ').trim();
  if ((required && trimmed === '') || trimmed.length > maxLength) return undefined;
  return trimmed;
};

const bookingRequest = (body: unknown) => {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  const request = {
    firstName: text(fields.firstName, TEXT_MAX_LENGTH),
    lastName: text(fields.lastName, TEXT_MAX_LENGTH),
    email: text(fields.email, TEXT_MAX_LENGTH),
    companyName: text(fields.companyName, TEXT_MAX_LENGTH),
    companySize: text(fields.companySize, TEXT_MAX_LENGTH),
    notes: text(fields.notes ?? '', BOOKING.notesMaxLength, { required: false, lines: true }),
    date: text(fields.date, 10),
    time: text(fields.time, 5),
    timeZone: canonicalTimeZone(text(fields.timeZone, TEXT_MAX_LENGTH) ?? ''),
  };
  const { email, companySize, date, time } = request;
  if (Object.values(request).some((value) => value === undefined)) return undefined;
  if (!isPlainMailAddress(email ?? '') || !COMPANY_SIZE_VALUES.has(companySize ?? '')) {
    return undefined;
  }
  if (!isIsoDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time ?? '')) return undefined;
  return request as { [name in keyof typeof request]: string };
};

const readJson = async (request: Request): Promise<unknown> => {
  const body = await request.text();
  if (Buffer.byteLength(body) > BOOKING_SERVICE.maxBodyBytes) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
};

const siteHost = (env: Env): string => {
  try {
    return new URL(givenSetting(env.URL) ?? siteUrlOrDefault(env)).hostname;
  } catch {
    return new URL(siteUrlOrDefault({})).hostname;
  }
};

type Log = NonNullable<BookingDeps['log']>;

interface Context extends Settings {
  deps: BookingDeps;
  now: Date;
  log: Log;
}

const availability = async (url: URL, { deps, team, now, log }: Context): Promise<Response> => {
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  const timeZone = canonicalTimeZone(url.searchParams.get('timeZone') ?? '');
  if (!isIsoDate(from) || !isIsoDate(to) || timeZone === undefined) {
    return json(400, { error: 'invalid' });
  }
  const days = daysBetween(from, to).length;
  if (days < 1 || days > BOOKING.daysAhead + 1) return json(400, { error: 'invalid' });
  let taken: Set<string>;
  try {
    taken = await deps.reservations.taken(
      new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS),
      new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS),
    );
  } catch (error) {
    if (!(error instanceof StoreDownError)) throw error;
    log('error', `the store is down (${error.message}): no free times to show`);
    return json(503, { error: 'store-down', teamNotified: false });
  }
  return json(200, { days: visitorDays({ from, to, timeZone }, team.timeZone, now, taken) });
};

const sent = async (
  mailer: Mailer | undefined,
  message: Parameters<Mailer['send']>[0] | undefined,
  what: string,
  log: Log,
): Promise<boolean> => {
  if (mailer === undefined || message === undefined) {
    log('error', `${what} not sent: no e-mail API is configured`);
    return false;
  }
  try {
    await mailer.send(message);
    return true;
  } catch (error) {
    log('error', `${what} not sent: the e-mail API gave ${(error as Error).message}`);
    return false;
  }
};

const book = async (
  request: Request,
  { deps, team, mailer, teamEmail, now, log }: Context,
): Promise<Response> => {
  const fields = bookingRequest(await readJson(request));
  if (fields === undefined) return json(400, { error: 'invalid' });
  const start = instantOf(fields.date, fields.time, fields.timeZone);
  if (start === undefined || !isTeamSlot(start, team.timeZone) || !isBookable(start, now)) {
    return json(422, { error: 'not-offered' });
  }
  const booking: Booking = {
    ...fields,
    start,
    end: new Date(start.getTime() + BOOKING_SERVICE.callMinutes * 60_000),
    key: slotKey(start),
  };
  const ics = teamEmail ? bookingIcs(booking, teamEmail, siteHost(deps.env), now) : '';
  const tellTeam = (news: TeamNews) =>
    sent(
      mailer,
      teamEmail ? teamMail(booking, news, teamEmail, team.timeZone, ics) : undefined,
      `the team's e-mail about ${booking.key} (${news})`,
      log,
    );

  let reserved: boolean;
  try {
    const { start: startsAt, end, ...record } = booking;
    reserved = await deps.reservations.reserve(booking.key, {
      ...record,
      startsAt: startsAt.toISOString(),
      endsAt: end.toISOString(),
      bookedAt: now.toISOString(),
    });
  } catch (error) {
    if (!(error instanceof StoreDownError)) throw error;
    log('error', `${booking.key} not booked: the store is down (${error.message})`);
    const teamNotified = await tellTeam('store-down');
    return json(503, { error: 'store-down', teamNotified });
  }
  if (!reserved) return json(409, { error: 'taken' });

  const invitationSent = await sent(
    mailer,
    teamEmail ? invitationMail(booking, ics) : undefined,
    `the invitation for ${booking.key}`,
    log,
  );
  await tellTeam(invitationSent ? 'invited' : 'not-invited');
  log('info', `${booking.key} booked; invitation ${invitationSent ? 'sent' : 'NOT sent'}`);
  return json(201, { booked: true, invitationSent, startsAt: start.toISOString() });
};

export const handleBookingRequest = async (
  request: Request,
  deps: BookingDeps,
): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return json(405, { error: 'invalid' }, { Allow: 'GET, POST' });
  }
  const log = deps.log ?? defaultLog;
  const settings = settingsOf(deps);
  if ('problem' in settings) {
    log('error', `misconfigured: ${settings.problem}`);
    return json(500, { error: 'misconfigured' });
  }
  const context = { deps, ...settings, now: deps.now?.() ?? new Date(), log };
  return request.method === 'GET'
    ? availability(new URL(request.url), context)
    : book(request, context);
};
