/**
 * "Still loading": what a place that waits for the server says once the wait is longer
 * than a person expects (issue 34 item 7; docs/performance.md "Errors"). A slow answer
 * is not an error: the place keeps its skeleton and adds a spinner and these words; an
 * error ("Cannot reach the server", "You are offline") is shown only when the request
 * failed (src/lib/errors.ts).
 */
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOW_ANSWER_MS } from '@/config/constants';

/**
 * @param waiting whether the place is waiting for the server now
 * @param afterMs how long a wait is ordinary, in ms (SLOW_ANSWER_MS)
 * @returns true once `waiting` has lasted `afterMs` without a break (false again when it stops)
 */
export function useSlow(waiting: boolean, afterMs: number = SLOW_ANSWER_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => clearTimeout(timer);
  }, [waiting, afterMs]);
  return waiting && slow;
}

/**
 * A spinner and "Still loading…", in a live region, once `waiting` lasts longer than
 * SLOW_ANSWER_MS; nothing before (an ordinary wait shows only the skeleton).
 * @param props.waiting whether the place is waiting for the server
 * @param props.overlay drawn over the skeleton it belongs to (centred), not below it:
 *   the place keeps its height
 */
export function StillLoading(props: { readonly waiting: boolean; readonly overlay?: boolean }) {
  const { t } = useTranslation();
  const slow = useSlow(props.waiting);
  if (!slow) return null;
  return (
    <Stack
      role="status"
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        color: 'text.secondary',
        ...(props.overlay
          ? { position: 'absolute', inset: 0, justifyContent: 'center', pointerEvents: 'none' }
          : { mt: 0.5 }),
      }}
    >
      <CircularProgress size={16} color="inherit" aria-hidden />
      <Typography variant="body2">{t('common.stillLoading')}</Typography>
    </Stack>
  );
}
