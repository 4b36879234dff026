/**
 * The server's clock (issue 32, late orders; docs/data-model.md "Late and stuck
 * orders"): how late an order is must not depend on the device's clock, which may be
 * minutes off. The offset between the server's time and this device's is estimated
 * once per page load from a freshly issued ID token: its `iat` is the server's time when
 * it was signed (to the second), taken at the middle of the request's round trip.
 */
import { auth } from '@/lib/firebase/auth';

let estimate: Promise<number> | null = null;

/**
 * Estimates (once; later calls share the answer) the server's time minus this device's,
 * in milliseconds. Without a signed-in user, or when the token cannot be refreshed, the
 * offset is 0 (the device's clock).
 * @returns the offset in milliseconds (add it to Date.now())
 */
export function serverClockOffset(): Promise<number> {
  estimate ??= (async () => {
    const user = auth.currentUser;
    if (!user) return 0;
    try {
      const sent = Date.now();
      const token = await user.getIdTokenResult(true);
      const received = Date.now();
      // `iat` is whole seconds: the middle of that second.
      const issued = Date.parse(token.issuedAtTime) + 500;
      return Number.isFinite(issued) ? Math.round(issued - (sent + received) / 2) : 0;
    } catch {
      return 0;
    }
  })();
  return estimate;
}

/**
 * The server's time now, by a known offset.
 * @param offset serverClockOffset()'s answer, in milliseconds
 * @returns milliseconds since the epoch
 */
export function serverNow(offset: number): number {
  return Date.now() + offset;
}
