import * as yup from 'yup';
import { isSafeImageUrl } from './entity';

const text = (max: number) => yup.string().trim().required('validation.text').max(max, 'validation.tooLong');

/**
 * Article form (create and edit, spec §5): every text is required ("Please input some
 * text"); the image is optional, and when given must be a web address (http or https)
 * or an inline image. Messages are i18n keys.
 */
export const articleSchema = yup.object({
  titleEn: text(200),
  titleAr: text(200),
  shortDetailEn: text(500),
  shortDetailAr: text(500),
  descriptionEn: text(10000),
  descriptionAr: text(10000),
  image: yup
    .string()
    .trim()
    .default('')
    .max(200_000, 'validation.tooLong')
    .test('image-url', 'article.validation.imageUrl', (value) => !value || isSafeImageUrl(value)),
});
