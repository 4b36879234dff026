import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { isPermissionDenied } from '@/lib/errors';
import { secondFactorMissing } from '@/lib/session/secondFactorState';
import { StepUpNotice } from './StepUpNotice';

/**
 * The step-up offer of a screen whose write the second-factor policy covers (an Access
 * change, a type change, a bank confirmation, a purge; docs/access.md "Second factor"):
 * when such a write is refused for want of a second factor, the screen shows `notice`
 * (the refusal and "Verify now") in place of the generic error, and keeps what was typed;
 * after the step-up the person makes the same write again.
 * @returns `notice` to render (null unless refused for want of a factor),
 *   `refusedForFactor(error)` (true when that is why `error` was refused: the caller shows
 *   the notice and nothing else), and `clear()` (before the next try)
 */
export function useStepUp(): {
  readonly notice: ReactNode;
  readonly refusedForFactor: (error: unknown) => Promise<boolean>;
  readonly clear: () => void;
} {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  const refusedForFactor = useCallback(
    async (error: unknown) => {
      const why = isPermissionDenied(error) && (await secondFactorMissing(queryClient, true));
      setRefused(why);
      return why;
    },
    [queryClient],
  );
  const clear = useCallback(() => setRefused(false), []);
  return { notice: refused ? <StepUpNotice refused /> : null, refusedForFactor, clear };
}
