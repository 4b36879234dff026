/**
 * What an image field stores (docs/data-model.md, "Images"): the patterns of a document id,
 * an image's file name and a whole image value (a Storage path), its longest length, and
 * the folder of a document's images. The rules check the same (firestore.rules
 * `isSafeId`, `isImagePath`; storage.rules).
 */

/**
 * A file name inside an image folder (what the upload names it): letters, digits, `_`,
 * `-` and dots, not starting with a dot; the rules refuse `..` in it too.
 */
export const IMAGE_FILE_PATTERN = '[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}';

/**
 * The characters of a document id the panel creates (docs/access.md, "Document ids and image references"):
 * Firestore's random ids, coupon codes and users' uids all fit. firestore.rules refuse any
 * other id on create (`isSafeId`), so an id never carries `/`, `.` or pattern characters
 * into a Storage path.
 */
export const DOC_ID_PATTERN = '[A-Za-z0-9_-]{1,100}';

/**
 * Any stored image value: `<collection>/<docId>/<file>`. The rules further require the
 * collection and the document id of the document holding it, compared as strings
 * (firestore.rules isImagePath).
 */
export const IMAGE_PATTERN = `^[A-Za-z]{1,40}/${DOC_ID_PATTERN}/${IMAGE_FILE_PATTERN}$`;

/** Longest image value (a Storage path), in characters. */
export const MAX_IMAGE_LENGTH = 300;

/**
 * @returns the Storage folder of a document's images: `<collection>/<docId>`
 *   (docs/data-model.md, "Images")
 */
export function imageFolder(collection: string, docId: string): string {
  return `${collection}/${docId}`;
}
