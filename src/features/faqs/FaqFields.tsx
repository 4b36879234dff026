import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextField } from '@/components/form/FormikTextField';
import type { FaqValues } from './entity';

/** The fields of the FAQ form: question and answer in English and in Arabic. */
export function FaqFields({ form }: { readonly form: FormikProps<FaqValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormikTextField form={form} name="questionEn" label={t('faq.questionEn')} dir="ltr" />
      <FormikTextField form={form} name="answerEn" label={t('faq.answerEn')} dir="ltr" multiline />
      <FormikTextField form={form} name="questionAr" label={t('faq.questionAr')} dir="rtl" />
      <FormikTextField form={form} name="answerAr" label={t('faq.answerAr')} dir="rtl" multiline />
    </>
  );
}
