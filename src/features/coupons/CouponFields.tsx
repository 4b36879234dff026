import Stack from '@mui/material/Stack';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikDateField } from '@/components/form/FormikDateField';
import { FormikSelect } from '@/components/form/FormikSelect';
import { FormikTextField } from '@/components/form/FormikTextField';
import { COUPON_TYPES, type CouponValues } from './entity';

/**
 * The fields of the coupon form (spec §3): titles in both languages, code (fixed once
 * saved), discount in percent, type, number of coupons, number used (read-only) and
 * expiry date (a day from today on, when creating).
 * @param form the formik bag of the coupon form
 */
export function CouponFields({ form }: { readonly form: FormikProps<CouponValues> }) {
  const { t } = useTranslation();
  const editing = form.values.originalCode !== '';
  return (
    <>
      <FormikTextField form={form} name="titleEn" label={t('coupon.titleEn')} dir="ltr" />
      <FormikTextField form={form} name="titleAr" label={t('coupon.titleAr')} dir="rtl" />
      <FormikTextField form={form} name="code" label={t('coupon.code')} dir="ltr" disabled={editing} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormikTextField
          form={form}
          name="discountPercent"
          label={t('coupon.discountPercent')}
          type="number"
          dir="ltr"
          unit="%"
        />
        <FormikSelect
          form={form}
          name="type"
          label={t('coupon.type')}
          options={COUPON_TYPES.map((value) => ({ value, label: t(`coupon.types.${value}`) }))}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormikTextField form={form} name="totalCount" label={t('coupon.totalCount')} type="number" dir="ltr" />
        <FormikTextField form={form} name="usedCount" label={t('coupon.usedCount')} type="number" dir="ltr" disabled />
      </Stack>
      <FormikDateField form={form} name="expiryDate" label={t('coupon.expiryDate')} disablePast={!editing} />
    </>
  );
}
