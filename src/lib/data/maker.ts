/**
 * Maker-checker (docs/access.md, "Money and trust"): the person who created or last
 * edited a coupon, a withdrawal or a fine or reward may not also approve it. Pure (no
 * Firebase): the data layer refuses with it before writing, the screens disable the
 * step for the maker with it, and the generated rules (scripts/rules/rules.ts) refuse
 * the same from `createdBy` and this field.
 */

/** The field recording who last created or edited a maker-checked document (set by the data layer, forced to the caller by the rules). */
export const MAKER_FIELD = 'editedBy';

/**
 * Whether `uid` made a document: its creator (`createdBy`) or its last editor
 * (MAKER_FIELD). Decisions do not make a document: they change neither field.
 * @param data the stored document (or a row, which carries both fields)
 * @param uid the signed-in staff member's uid (none: nobody is the maker)
 * @returns true when `uid` may not apply a maker-checked step to it
 */
export function isMaker(data: object, uid: string | null | undefined): boolean {
  const fields = data as Readonly<Record<string, unknown>>;
  return Boolean(uid) && (fields['createdBy'] === uid || fields[MAKER_FIELD] === uid);
}
