/**
 * What a typed day field (DayField) shows and when it hands its day on: pure functions,
 * unit-tested without a browser (tests/unit/dateRange.test.ts).
 *
 * A date field of MUI X reports a date at nearly every keystroke: typing 10/07/2023 over
 * 03/11/2026 reports 01/11/2026, 10/11/2026, 10/07/2026 and years 2, 20 and 202 before
 * 10/07/2023. Each of those is a whole, valid date, so "complete and valid" alone cannot
 * tell the date a person means from one they are half-way through. A field therefore
 * keeps what is typed as its draft, and commits a day (to its screen, and so to the URL)
 * only when the person is done with it:
 * - the year has just been typed whole (its fourth digit, the last section in both
 *   languages' day, month, year order): the end of typing a date;
 * - they leave the field, or press Enter (a day edited by its day or month alone, a
 *   pasted date, arrow keys);
 * - they pick a day in the calendar.
 */
import { format, getYear, isValid, parse } from 'date-fns';

/** The text form of a day: "yyyy-mm-dd", as kept in the URL. */
const DAY_FORMAT = 'yyyy-MM-dd';

/**
 * The date of a "yyyy-mm-dd" day.
 * @param day the day's text, or ''
 * @returns the local day at its start, or null for '' or a malformed or impossible day
 */
export function toDate(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = parse(day, DAY_FORMAT, new Date(0));
  return isValid(date) ? date : null;
}

/**
 * The "yyyy-mm-dd" text of a date's local day.
 * @param date a valid date
 */
export function toDay(date: Date): string {
  return format(date, DAY_FORMAT);
}

/**
 * Whether a field's date is one a person can mean: valid, its year of four digits (a year
 * being typed is a date at each digit: years 2, 20, 202).
 * @param date the field's value (an Invalid Date while sections are empty), or null
 */
export function isWholeDate(date: Date | null): date is Date {
  return date !== null && isValid(date) && getYear(date) >= 1000;
}

/**
 * Whether a change of the field is the last keystroke of a typed date: its year has just
 * become four digits, from a year being typed (under four digits). Changes of the day or
 * month over a whole year are not: they are the first keystrokes of a date (its later
 * sections still hold the old date) or an edit the person ends by leaving or Enter.
 * @param previous the field's date before the change (its draft)
 * @param next the field's date after it
 */
export function yearJustTyped(previous: Date | null, next: Date | null): boolean {
  return previous !== null && isValid(previous) && getYear(previous) < 1000 && isWholeDate(next);
}

/** What a field does when the person is done with it (settle). */
export interface Settled {
  /** The day to commit ("yyyy-mm-dd", or '' for none), or null when nothing changes. */
  readonly commit: string | null;
  /** What the field shows from now on. */
  readonly draft: Date | null;
}

/**
 * What a field does when the person leaves it or presses Enter: a whole date is
 * committed; an emptied field commits '' where an empty day is allowed; anything else
 * (a date half typed, an emptied field that must hold a day) goes back to the committed
 * day, so that the field never shows another day than the one in use.
 * @param draft what the field shows
 * @param committed the day in use ("yyyy-mm-dd" or '')
 * @param allowEmpty whether '' is a day the screen takes (an open end of a list's range)
 */
export function settle(draft: Date | null, committed: string, allowEmpty: boolean): Settled {
  if (isWholeDate(draft)) {
    const day = toDay(draft);
    return { commit: day === committed ? null : day, draft };
  }
  if (draft === null && allowEmpty) return { commit: committed === '' ? null : '', draft: null };
  return { commit: null, draft: toDate(committed) };
}
