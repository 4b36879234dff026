import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextField } from '@/components/form/FormikTextField';
import type { CategoryValues } from './entity';

/** The fields of the category form (spec §3): name in English and in Arabic, an optional image link. */
export function CategoryFields({ form }: { readonly form: FormikProps<CategoryValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormikTextField form={form} name="nameEn" label={t('category.nameEn')} dir="ltr" />
      <FormikTextField form={form} name="nameAr" label={t('category.nameAr')} dir="rtl" />
      <FormikTextField form={form} name="image" label={t('category.image')} type="url" dir="ltr" />
    </>
  );
}
