/**
 * Why an image was not uploaded, and what its message says (docs/data-model.md, "Images").
 * A small module without the Storage SDK: the image field and the gallery import it with
 * their screen, and load src/lib/storage/images.ts only once a file is picked.
 */
import { MAX_IMAGE_BYTES, MAX_SOURCE_BYTES } from '@/config/collections';
import { formatMegabytes } from '@/lib/format';

/**
 * Why an image was not uploaded; each has a text `image.<problem>` in the entity namespace.
 * - `wrongType`: not a raster image (SVG included);
 * - `tooLarge`: the picked file is over MAX_SOURCE_BYTES, refused before any work;
 * - `tooLargeShrunk`: even shrunk in the browser it is over MAX_IMAGE_BYTES (what Storage takes);
 * - `unreadable`, `denied`, `failed`, `canceled`: not decodable, refused by storage.rules,
 *   failed on the way, stopped by the person.
 */
export type ImageProblem =
  'wrongType' | 'tooLarge' | 'tooLargeShrunk' | 'unreadable' | 'denied' | 'failed' | 'canceled';

/**
 * The limit a problem's message names.
 * @returns the bytes the file went over (MAX_SOURCE_BYTES for a picked file, MAX_IMAGE_BYTES
 *   for a shrunk one), or null for a problem that is not about size
 */
export function imageProblemLimit(problem: ImageProblem): number | null {
  if (problem === 'tooLarge') return MAX_SOURCE_BYTES;
  if (problem === 'tooLargeShrunk') return MAX_IMAGE_BYTES;
  return null;
}

/**
 * The interpolation values of a problem's message (`image.<problem>`).
 * @param locale the panel's language ('en' or 'ar')
 * @returns `{ max }`, the limit written in the language ("20 megabytes", "20 ميغابايت"),
 *   or `{}` for a problem that is not about size
 */
export function imageProblemValues(problem: ImageProblem, locale: string): { max?: string } {
  const limit = imageProblemLimit(problem);
  return limit === null ? {} : { max: formatMegabytes(limit, locale) };
}
