/**
 * The messages of a refused image name the limit the file went over
 * (src/lib/storage/problems.ts; docs/data-model.md "Images"): a picked file over
 * MAX_SOURCE_BYTES names 20 megabytes, a file still over MAX_IMAGE_BYTES once shrunk
 * names 5, in the words of each language and with Latin digits in Arabic.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_SOURCE_BYTES } from '@/config/collections';
import { formatMegabytes } from '@/lib/format';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { imageProblemLimit, imageProblemValues, type ImageProblem } from '@/lib/storage/problems';

beforeAll(async () => {
  await loadNamespaces(['entity'], 'en');
  await loadNamespaces(['entity'], 'ar');
}, 60_000);

/** The message the image field and the gallery show for a problem, in a language (the texts of src/locales/<locale>/entity.json). */
function message(problem: ImageProblem, locale: 'en' | 'ar'): string {
  return i18n.getFixedT(locale)(`image.${problem}`, imageProblemValues(problem, locale));
}

describe('image problems', () => {
  it('names the limit each size problem went over, and none for the others', () => {
    expect(imageProblemLimit('tooLarge')).toBe(MAX_SOURCE_BYTES);
    expect(imageProblemLimit('tooLargeShrunk')).toBe(MAX_IMAGE_BYTES);
    for (const problem of ['wrongType', 'unreadable', 'denied', 'failed', 'canceled'] as const) {
      expect(imageProblemLimit(problem)).toBeNull();
      expect(imageProblemValues(problem, 'en')).toEqual({});
    }
  });

  it('writes megabytes out in each language', () => {
    expect(formatMegabytes(20 * 1024 * 1024, 'en')).toBe('20 megabytes');
    expect(formatMegabytes(5 * 1024 * 1024, 'ar')).toBe('5 ميغابايت');
    expect(formatMegabytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 megabytes');
  });

  it('tells a picked file over 20 MiB the picked-file limit, not the stored one', () => {
    expect(message('tooLarge', 'en')).toBe('This photo is too large: pick one of at most 20 megabytes.');
    expect(message('tooLarge', 'ar')).toBe('هذه الصورة كبيرة جدًا: اختر صورة لا يزيد حجمها على 20 ميغابايت.');
    expect(message('tooLargeShrunk', 'en')).toBe(
      'Even made smaller, this picture is over 5 megabytes. Pick a smaller one.',
    );
    expect(message('tooLargeShrunk', 'ar')).toBe('تبقى هذه الصورة أكبر من 5 ميغابايت حتى بعد تصغيرها. اختر صورة أصغر.');
  });
});
