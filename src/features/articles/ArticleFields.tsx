import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextField } from '@/components/form/FormikTextField';
import type { ArticleValues } from './entity';

/**
 * The fields of the article form: title, short detail and description in English and
 * in Arabic (plain multiline text), and an optional image address.
 * @param form the formik bag of the article form
 */
export function ArticleFields({ form }: { readonly form: FormikProps<ArticleValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormikTextField form={form} name="titleEn" label={t('article.titleEn')} dir="ltr" />
      <FormikTextField form={form} name="shortDetailEn" label={t('article.shortDetailEn')} dir="ltr" multiline />
      <FormikTextField form={form} name="descriptionEn" label={t('article.descriptionEn')} dir="ltr" multiline />
      <FormikTextField form={form} name="titleAr" label={t('article.titleAr')} dir="rtl" />
      <FormikTextField form={form} name="shortDetailAr" label={t('article.shortDetailAr')} dir="rtl" multiline />
      <FormikTextField form={form} name="descriptionAr" label={t('article.descriptionAr')} dir="rtl" multiline />
      <FormikTextField form={form} name="image" label={t('article.image')} dir="ltr" type="url" />
    </>
  );
}
