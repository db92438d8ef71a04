/** Wall-clock days and times in any IANA time zone, through Intl's time zone data. */
import type { ClockTime, IsoDate } from '../../src/services/scheduling/grid';

export interface WallClock {
  date: IsoDate;
  time: ClockTime;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

const fieldsOf = (instant: Date, timeZone: string) => {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
};

const two = (value: number) => String(value).padStart(2, '0');

export const wallClockOf = (instant: Date, timeZone: string): WallClock => {
  const { year, month, day, hour, minute } = fieldsOf(instant, timeZone);
  return {
    date: `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`,
    time: `${two(hour)}:${two(minute)}`,
  };
};

const offsetAt = (instant: number, timeZone: string): number => {
  const { year, month, day, hour, minute, second } = fieldsOf(new Date(instant), timeZone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return asUtc - Math.floor(instant / 1000) * 1000;
};

/** Undefined for a time the clock skips; a time shown twice gives the first. */
export const instantOf = (date: IsoDate, time: ClockTime, timeZone: string): Date | undefined => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The earlier offset wins where the clock shows the time twice.
  const early = wall - offsetAt(wall - 12 * 3_600_000, timeZone);
  const late = wall - offsetAt(wall, timeZone);
  const candidates = [early, late, wall - offsetAt(late, timeZone)].sort((a, b) => a - b);
  for (const candidate of candidates) {
    const instant = new Date(candidate);
    const shown = wallClockOf(instant, timeZone);
    if (shown.date === date && shown.time === time) return instant;
  }
  return undefined;
};
