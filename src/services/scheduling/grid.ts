/** Dates and times are the visitor's local ones; the submission also carries the instant. */
import { BOOKING } from '../../lib/config/booking';

export type IsoDate = string;
export type ClockTime = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const minutesOf = (time: ClockTime): number => {
  const match = TIME.exec(time);
  if (!match) throw new Error(`Not a time of day (HH:MM): "${time}"`);
  return Number(match[1]) * 60 + Number(match[2]);
};

const clockTime = (minutes: number): ClockTime =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const gridTimes = (
  first: ClockTime = BOOKING.firstSlot,
  last: ClockTime = BOOKING.lastSlot,
  step: number = BOOKING.slotMinutes,
): ClockTime[] => {
  const times: ClockTime[] = [];
  for (let minutes = minutesOf(first); minutes <= minutesOf(last); minutes += step) {
    times.push(clockTime(minutes));
  }
  return times;
};

const GRID: ReadonlySet<ClockTime> = new Set(gridTimes());

export const isGridTime = (time: unknown): time is ClockTime =>
  typeof time === 'string' && GRID.has(time);

/** Any hour: the team's grid on a visitor's clock need not be on the visitor's grid. */
export const isSlotTime = (time: unknown): time is ClockTime =>
  typeof time === 'string' && TIME.test(time) && minutesOf(time) % BOOKING.slotMinutes === 0;

export const isIsoDate = (value: unknown): value is IsoDate => {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

export const isoDateOf = (date: Date): IsoDate =>
  [
    String(date.getFullYear()).padStart(4, '0'),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');

const partsOf = (date: IsoDate): [number, number, number] => {
  const match = DATE.exec(date);
  if (!match) throw new Error(`Not a calendar day (YYYY-MM-DD): "${date}"`);
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
};

export const slotStart = (date: IsoDate, time: ClockTime): Date => {
  const [year, month, day] = partsOf(date);
  const minutes = minutesOf(time);
  return new Date(year, month, day, Math.floor(minutes / 60), minutes % 60);
};

export const daysFrom = (first: IsoDate, count: number): IsoDate[] => {
  const [year, month, day] = partsOf(first);
  return Array.from({ length: count }, (_, offset) =>
    isoDateOf(new Date(year, month, day + offset)),
  );
};

export const weekdayOf = (date: IsoDate): number => {
  const [year, month, day] = partsOf(date);
  return new Date(Date.UTC(year, month, day)).getUTCDay();
};

export const daysBetween = (from: IsoDate, to: IsoDate): IsoDate[] => {
  const [fy, fm, fd] = partsOf(from);
  const [ty, tm, td] = partsOf(to);
  const count = Math.round((Date.UTC(ty, tm, td) - Date.UTC(fy, fm, fd)) / 86_400_000) + 1;
  return count > 0 ? daysFrom(from, count) : [];
};
