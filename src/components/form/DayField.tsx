import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';

// The date picker is its own chunk, loaded with the first field that shows it.
const DateField = lazy(() => import('./DateField').then((m) => ({ default: m.DateField })));

/** @returns the local day of "yyyy-mm-dd" at its start, or null for '' or a malformed text */
function toDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** @returns "yyyy-mm-dd" of a Date's local day */
function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A filter's day ("from", "to") as a date field in the panel's language (DateField: the
 * language's order and digits), for values kept as "yyyy-mm-dd" text (in the URL).
 * @param value "yyyy-mm-dd" or '' for none
 * @param onChange called with "yyyy-mm-dd", or '' once cleared; not while a typed date is
 *   incomplete (its year under four digits)
 * @param min the first day that may be chosen ("yyyy-mm-dd" or ''); max the last
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
}) {
  // What the field shows, complete or not: the filter changes only with a whole date, and
  // a new value from outside (filters cleared, a saved view) replaces it.
  const [draft, setDraft] = useState<Date | null>(() => toDate(props.value));
  const [outside, setOutside] = useState(props.value);
  if (props.value !== outside) {
    setOutside(props.value);
    setDraft(toDate(props.value));
  }
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
            setDraft(date);
            if (date === null) props.onChange('');
            // A typed year is a date at each digit (year 2, 20, 202): only four digits count.
            else if (!Number.isNaN(date.getTime()) && date.getFullYear() >= 1000) props.onChange(toDay(date));
          }}
          error={props.error}
          helperText={props.helperText}
          testId={props.testId}
        />
      </Box>
    </Suspense>
  );
}
