/**
 * Loads the full Firestore SDK (./liveFirestore.ts) on first use: the listening
 * screens call this, and the SDK lands in its own chunk, off every other screen.
 */
import type * as LiveFirestore from './liveFirestore';

type LiveModule = typeof LiveFirestore;
let loading: Promise<LiveModule> | undefined;

/**
 * @returns the live module (the full SDK's listeners on the panel's app)
 * @throws whatever the dynamic import throws (offline); a later call tries again
 */
export function loadLiveFirestore(): Promise<LiveModule> {
  if (!loading) {
    const started = import('./liveFirestore');
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    loading = started;
  }
  return loading;
}
