/**
 * Errors of the data layer. Each carries the i18n key of its message and the values its
 * text's placeholders take, so screens show `t(error.messageKey, error.values)` whatever
 * went wrong (src/lib/errors.ts `errorText`).
 */
export class DataError extends Error {
  /**
   * @param code machine-readable reason
   * @param messageKey i18n key of the message shown to the person
   * @param values the values of the message's placeholders (none: `{}`)
   */
  constructor(
    readonly code:
      | 'conflict'
      | 'not-found'
      | 'exists'
      | 'has-children'
      | 'state-changed'
      | 'insufficient'
      | 'maker'
      | 'unassignable'
      | 'frozen',
    readonly messageKey: string,
    readonly values: Readonly<Record<string, unknown>> = {},
  ) {
    super(messageKey);
    this.name = 'DataError';
  }
}

/** Someone else saved the document after it was opened (lost-update protection). */
export const conflictError = () => new DataError('conflict', 'error.conflict');
/** The document does not exist (any more). */
export const notFoundError = () => new DataError('not-found', 'error.notFound');
/** A document with that unique value (its id) already exists. */
export const existsError = (messageKey = 'error.exists') => new DataError('exists', messageKey);
/** A parent still has children. */
export const hasChildrenError = (messageKey: string) => new DataError('has-children', messageKey);
/** A status change whose previous state no longer holds (someone decided first). */
export const stateChangedError = () => new DataError('state-changed', 'error.stateChanged');
/**
 * A decision would move more than the linked document holds (a withdrawal above the
 * available amount, a refund above what is left of the order).
 * @param messageKey the transfer's `shortKey`
 * @param left what the linked document can still take, in OMR: the value of the text's `{{left, currency}}`
 */
export const insufficientError = (messageKey: string, left: number) =>
  new DataError('insufficient', messageKey, { left });

/** The maker of a document (its creator or last editor) may not approve it (docs/access.md). */
export const makerError = () => new DataError('maker', 'error.makerChecker');

/**
 * An assignment names a person who may not take it (blocked, of another type, or a
 * rider of another delivery company; issue 32, docs/data-model.md "Dispatch").
 */
export const unassignableError = () => new DataError('unassignable', 'error.unassignable');

/**
 * A frozen document (an approved reward or fine, which has moved money) may no longer be
 * edited nor deleted (src/lib/entity/define.ts `frozen`).
 * @param messageKey the definition's `frozen.key`
 */
export const frozenError = (messageKey: string) => new DataError('frozen', messageKey);
