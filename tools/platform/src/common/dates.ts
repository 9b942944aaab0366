/** Day arithmetic in UTC for generated content (lists, club benefits), dated from `now`. */

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The start (UTC midnight) of the reference day: content changes at most once a day. */
export const startOfDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
