import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextField } from '@/components/form/FormikTextField';
import type { CityValues } from './entity';

/**
 * The fields of the city form (spec §3 City): name in English and in Arabic, and the
 * radius around the supplier with the metre unit beside it.
 * @param form the formik bag of the city form
 */
export function CityFields({ form }: { readonly form: FormikProps<CityValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormikTextField form={form} name="nameEn" label={t('city.nameEn')} dir="ltr" />
      <FormikTextField form={form} name="nameAr" label={t('city.nameAr')} dir="rtl" />
      <FormikTextField form={form} name="radiusMeters" label={t('city.radiusLabel')} unit={t('city.unitMeters')} />
    </>
  );
}
