/**
 * Saved views' model, pure (no Firebase): the fields of a stored view and their bounds
 * (docs/access.md, "Saved views"). ./savedViews.ts writes exactly these fields; the
 * rules' `isSavedView` is generated from them (scripts/rules/rules.ts).
 */

/** Longest view name, in characters (the rules refuse more). */
export const MAX_VIEW_NAME = 60;

/** Longest stored query, in characters (the rules refuse more). */
export const MAX_VIEW_QUERY = 1500;

/** The characters of a stored query, as URLSearchParams writes it (a pattern's class). */
export const VIEW_QUERY_CHARACTERS = 'A-Za-z0-9%+=&*._~-';

/** The fields of a stored view: nothing else, nothing missing. */
export const SAVED_VIEW_FIELDS = ['ownerId', 'name', 'path', 'query', 'published', 'createdAt', 'updatedAt'] as const;
