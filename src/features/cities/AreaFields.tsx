import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikReferenceField } from '@/components/form/FormikReferenceField';
import { FormikTextField } from '@/components/form/FormikTextField';
import { cityEntity, type AreaValues } from './entity';
import { localName } from './format';

/**
 * The fields of the area form (spec §3 Area): its parent city (a searchable select,
 * prefilled with the city whose page it was opened from) and its name in English and
 * in Arabic.
 * @param form the formik bag of the area form
 */
export function AreaFields({ form }: { readonly form: FormikProps<AreaValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormikReferenceField
        form={form}
        name="cityId"
        label={t('area.city')}
        entity={cityEntity}
        optionLabel={localName}
      />
      <FormikTextField form={form} name="nameEn" label={t('area.nameEn')} dir="ltr" />
      <FormikTextField form={form} name="nameAr" label={t('area.nameAr')} dir="rtl" />
    </>
  );
}
