import Stack from '@mui/material/Stack';
import type { FormikProps } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormikSelect } from '@/components/form/FormikSelect';
import { FormikSwitch } from '@/components/form/FormikSwitch';
import { FormikTextField } from '@/components/form/FormikTextField';
import { CURRENCY } from '@/config/constants';
import { DURATION_UNITS, type SubscriptionPackageValues } from './entity';

/**
 * The fields of the subscription package form (spec §3, §5, §9): titles in both
 * languages, the free-package switch, the price in OMR (0 and disabled while free), and
 * the duration with its unit, Months or Days.
 * @param form the formik bag of the package form
 */
export function SubscriptionPackageFields({ form }: { readonly form: FormikProps<SubscriptionPackageValues> }) {
  const { t } = useTranslation();
  const { isFree, price } = form.values;
  const { setFieldValue } = form;
  const wasFree = useRef(isFree);

  // Switching "free" on sets the price to 0; switching it off empties a 0 price.
  useEffect(() => {
    if (isFree && price !== 0) void setFieldValue('price', 0);
    else if (!isFree && wasFree.current && price === 0) void setFieldValue('price', '');
    wasFree.current = isFree;
  }, [isFree, price, setFieldValue]);

  return (
    <>
      <FormikTextField form={form} name="titleEn" label={t('subscriptionPackage.titleEn')} dir="ltr" />
      <FormikTextField form={form} name="titleAr" label={t('subscriptionPackage.titleAr')} dir="rtl" />
      <FormikSwitch form={form} name="isFree" label={t('subscriptionPackage.isFree')} />
      <FormikTextField
        form={form}
        name="price"
        label={t('subscriptionPackage.price')}
        type="number"
        dir="ltr"
        unit={CURRENCY}
        disabled={isFree}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormikTextField
          form={form}
          name="duration"
          label={t('subscriptionPackage.duration')}
          type="number"
          dir="ltr"
        />
        <FormikSelect
          form={form}
          name="durationUnit"
          label={t('subscriptionPackage.durationUnit')}
          options={DURATION_UNITS.map((value) => ({ value, label: t(`subscriptionPackage.units.${value}`) }))}
        />
      </Stack>
    </>
  );
}
