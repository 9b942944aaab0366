/**
 * Wall-clock arithmetic in a named time zone with Intl alone (Node carries the tz database), so
 * trading hours follow CET/CEST and EST/EDT switches without a date library.
 */

/** A calendar date as a day number: days since 1970-01-01 (that date is 0). */
export type DayNumber = number;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = formatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Minutes `timeZone` is ahead of UTC at `instant` (60 for CET, 120 for CEST, -300 for EST). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE_MS);
}

/** The local calendar day of `instant` in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): DayNumber {
  const clock = wallClock(instant, timeZone);
  return Math.round(Date.UTC(clock.year, clock.month - 1, clock.day) / DAY_MS);
}

/**
 * The instant at which the clocks of `timeZone` show `minuteOfDay` on `day`. Trading hours lie
 * far from the 02:00-03:00 switch, so the second offset lookup settles every case we need.
 */
export function zonedInstant(day: DayNumber, minuteOfDay: number, timeZone: string): Date {
  const wall = day * DAY_MS + minuteOfDay * MINUTE_MS;
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * MINUTE_MS;
  const second = wall - zoneOffsetMinutes(new Date(first), timeZone) * MINUTE_MS;
  return new Date(second);
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: DayNumber): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function dayFromDate(year: number, month: number, dayOfMonth: number): DayNumber {
  return Math.round(Date.UTC(year, month - 1, dayOfMonth) / DAY_MS);
}

export function yearOf(day: DayNumber): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/** ISO 8601 with the zone's offset, e.g. `2026-03-02T17:30:00+01:00`: readable and exact. */
export function isoInZone(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  const offset = zoneOffsetMinutes(instant, timeZone);
  const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');
  const sign = offset < 0 ? '-' : '+';
  return (
    `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}` +
    `T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}
