import * as yup from 'yup';

/** i18n keys of the messages of spec §5 and of the image link. */
export const CATEGORY_MESSAGES = {
  text: 'validation.text',
  tooLong: 'validation.tooLong',
  imageUrl: 'category.validation.imageUrl',
  category: 'subCategory.validation.category',
  categoryAndSupplier: 'subCategory.validation.categoryAndSupplier',
} as const;

/** An https/http link or an inline data: image (as the seeded categories have). */
const IMAGE_URL = /^(https?:\/\/[^\s]+|data:image\/[a-z0-9.+-]+[;,][^\s]*)$/i;
/** Longest image link accepted (inline data: images are a few hundred characters). */
export const MAX_IMAGE_LENGTH = 4000;

const text = (max: number) => yup.string().trim().required(CATEGORY_MESSAGES.text).max(max, CATEGORY_MESSAGES.tooLong);

/**
 * Category form (create and edit, spec §5): both names required ("Please input some
 * text"); the image link is optional but must be a link when given. Messages are i18n
 * keys.
 */
export const categorySchema = yup.object({
  nameEn: text(100),
  nameAr: text(100),
  image: yup
    .string()
    .trim()
    .default('')
    .max(MAX_IMAGE_LENGTH, CATEGORY_MESSAGES.tooLong)
    .test('image-url', CATEGORY_MESSAGES.imageUrl, (value) => !value || IMAGE_URL.test(value)),
});

/**
 * Sub-category form (create and edit, spec §5): the name is required ("Please input
 * some text"). A missing supplier, or both missing, says "Please select both category
 * and supplier"; a missing category alone says "Please select category". Messages are
 * i18n keys.
 */
export const subCategorySchema = yup.object({
  name: text(100),
  categoryId: yup
    .string()
    .trim()
    .when('supplierId', ([supplierId]: unknown[], schema) =>
      schema.required(
        typeof supplierId === 'string' && supplierId.trim()
          ? CATEGORY_MESSAGES.category
          : CATEGORY_MESSAGES.categoryAndSupplier,
      ),
    ),
  supplierId: yup.string().trim().required(CATEGORY_MESSAGES.categoryAndSupplier),
});
