/**
 * Saved views' model, pure (no Firebase): the bounds of a stored view's fields
 * (docs/access.md, "Saved views"). The fields themselves are declared by the record
 * `savedViewRecord` (src/entities/records.ts), from which the rules are generated;
 * ./savedViews.ts writes exactly those fields.
 */

/** Longest view name, in characters (the rules refuse more). */
export const MAX_VIEW_NAME = 60;

/** Longest stored query, in characters (the rules refuse more). */
export const MAX_VIEW_QUERY = 1500;

/** The characters of a stored query, as URLSearchParams writes it (a pattern's class). */
export const VIEW_QUERY_CHARACTERS = 'A-Za-z0-9%+=&*._~-';
