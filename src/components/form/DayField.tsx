import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { settle, toDate, toDay, isWholeDate, yearJustTyped } from './dayDraft';

// The date picker is its own chunk, loaded with the first field that shows it.
const DateField = lazy(() => import('./DateField').then((m) => ({ default: m.DateField })));

/**
 * A filter's day ("from", "to") as a date field in the panel's language (DateField: the
 * language's order and digits), for values kept as "yyyy-mm-dd" text (in the URL).
 *
 * What is typed is the field's draft; the day is handed on (onChange) only once the person
 * is done with it (dayDraft.ts): the year typed whole, Enter, leaving the field, a day
 * picked in the calendar. A date half typed (its first keystrokes over the old one are
 * whole dates already) never reaches the screen, so never the URL: written at each
 * keystroke, those dates raced the router's deferred renders and a range could end on one
 * (the fields reading 10/07/2023 while the report used 2026-11-10). Leaving a field half
 * typed puts the day in use back. A new value from outside (Back, filters cleared) replaces
 * the draft; the field's own day coming back does not (what was typed since stays).
 * @param value "yyyy-mm-dd" or '' for none
 * @param onChange called with "yyyy-mm-dd", or '' once emptied (where allowEmpty), when
 *   the person is done with the field; never twice with the same day in a row
 * @param min the first day that may be chosen ("yyyy-mm-dd" or ''); max the last
 * @param allowEmpty whether an emptied field means "no day" (a list's open end; the
 *   default) rather than "keep the day in use" (a report that always has a range)
 */
export function DayField(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (day: string) => void;
  readonly min?: string;
  readonly max?: string;
  readonly error?: boolean;
  readonly helperText?: string;
  readonly testId?: string;
  readonly allowEmpty?: boolean;
}) {
  const allowEmpty = props.allowEmpty ?? true;
  const [draft, setDraft] = useState<Date | null>(() => toDate(props.value));
  // The last value from outside seen, and the last day this field handed on (until it comes back).
  const [outside, setOutside] = useState(props.value);
  const [sent, setSent] = useState<string | null>(null);
  if (props.value !== outside) {
    setOutside(props.value);
    setSent(null);
    if (props.value !== sent) setDraft(toDate(props.value));
  }
  // The draft as of the last event (a keystroke's handler compares with the one before).
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  }, [draft]);
  /** The day in use: the one handed on last, until the screen has it. */
  const inUse = sent ?? props.value;
  const show = (date: Date | null) => {
    latestDraft.current = date;
    setDraft(date);
  };
  const commit = (day: string) => {
    if (day === inUse) return;
    setSent(day);
    props.onChange(day);
  };
  const done = () => {
    const settled = settle(latestDraft.current, inUse, allowEmpty);
    show(settled.draft);
    if (settled.commit !== null) commit(settled.commit);
  };
  return (
    <Suspense fallback={<Box sx={{ width: 180, height: 40 }} />}>
      <Box sx={{ width: 180 }}>
        <DateField
          label={props.label}
          size="small"
          value={draft}
          minDate={toDate(props.min ?? '') ?? undefined}
          maxDate={toDate(props.max ?? '') ?? undefined}
          onChange={(date) => {
            const previous = latestDraft.current;
            show(date);
            if (yearJustTyped(previous, date) && isWholeDate(date)) commit(toDay(date));
          }}
          onAccept={(date) => {
            show(date);
            done();
          }}
          onBlur={done}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter is "done"; in a field whose sections are all selected (after Ctrl+A,
            // a paste) it would also type a line break, which MUI X takes as clearing it.
            event.preventDefault();
            done();
          }}
          error={props.error}
          helperText={props.helperText}
          testId={props.testId}
        />
      </Box>
    </Suspense>
  );
}
