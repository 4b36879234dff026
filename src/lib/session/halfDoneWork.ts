/**
 * Half-done work on screen (docs/access.md, "Sessions"): what an idle sign-out would
 * lose. A form registers while it holds unsaved changes (useHalfDoneWork); an open
 * dialog (a reason being typed, a confirmation) counts too. The idle sign-out saves
 * nothing silently: it says on the login page that what was open was not saved.
 */
import { useEffect } from 'react';

const dirtyForms = new Set<symbol>();

/**
 * Registers the calling form's unsaved changes while `dirty` is true.
 * @param dirty whether the form holds changes not saved yet
 */
export function useHalfDoneWork(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const token = Symbol('form');
    dirtyForms.add(token);
    return () => void dirtyForms.delete(token);
  }, [dirty]);
}

/**
 * @param except the id of a dialog that is not work (the idle warning itself)
 * @returns whether a form holds unsaved changes or a dialog other than `except` is open
 */
export function hasHalfDoneWork(except?: string): boolean {
  if (dirtyForms.size > 0) return true;
  return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some(
    (dialog) => !except || !dialog.closest(`#${except}`),
  );
}
