/**
 * Errors of the data layer. Each carries the i18n key of its message, so screens
 * show `t(error.messageKey)` whatever went wrong.
 */
export class DataError extends Error {
  /**
   * @param code machine-readable reason
   * @param messageKey i18n key of the message shown to the person
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
      | 'unassignable',
    readonly messageKey: string,
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
/** A decision would move more than the linked document holds (a withdrawal above the available amount). */
export const insufficientError = (messageKey: string) => new DataError('insufficient', messageKey);

/** The maker of a document (its creator or last editor) may not approve it (docs/access.md). */
export const makerError = () => new DataError('maker', 'error.makerChecker');

/**
 * An assignment names a person who may not take it (blocked, of another type, or a
 * rider of another delivery company; issue 32, docs/data-model.md "Dispatch").
 */
export const unassignableError = () => new DataError('unassignable', 'error.unassignable');
