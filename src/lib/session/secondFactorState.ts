/**
 * Whether a write the second-factor policy covers (src/config/secondFactor.ts) would be
 * refused for want of a second factor (docs/access.md, "Second factor"; issue 51 item 1):
 * the setting is on and the session was signed in without one. The rules decide; this
 * only lets a screen say so before and after a refusal, and offer the step-up.
 */
import type { QueryClient } from '@tanstack/react-query';
import { secondFactorSettingQuery } from '@/lib/data/secondFactorSetting';
import { auth } from '@/lib/firebase/auth';

/**
 * @returns whether the signed-in session's ID token says it was signed in with a second
 *   factor (`firebase.sign_in_second_factor`); false when nobody is signed in
 */
export async function sessionHoldsSecondFactor(): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  return (await user.getIdTokenResult()).signInSecondFactor != null;
}

/**
 * @param queryClient the panel's query client (the setting is cached a minute)
 * @param fresh read the setting anew (after a refusal) instead of from the cache
 * @returns true when the setting requires a second factor and the session holds none;
 *   false otherwise, and when the setting cannot be read (the rules still decide)
 */
export async function secondFactorMissing(queryClient: QueryClient, fresh = false): Promise<boolean> {
  try {
    const query = secondFactorSettingQuery();
    const setting = fresh
      ? await queryClient.fetchQuery({ ...query, staleTime: 0 })
      : await queryClient.ensureQueryData(query);
    return setting.required && !(await sessionHoldsSecondFactor());
  } catch {
    return false;
  }
}
