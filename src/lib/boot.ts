/**
 * The static login shell of index.html (scripts/lib/loginShell.ts, docs/performance.md)
 * is shown until the panel's own login page is on screen.
 */

/** Removes the static shell (no-op when there is none). */
export function removeBootShell(): void {
  document.getElementById('boot')?.remove();
}
