import { createdAtColumn } from '@/components/entity/columns';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreenConfig } from '@/components/entity/types';
import { faqEntity, type Faq, type FaqValues } from './entity';
import { FaqFields } from './FaqFields';
import { faqSchema } from './schema';

/** /FAQs (spec §2, §3): list, create, detail and edit of FAQs in both languages. */
export const faqScreen: EntityScreenConfig<Faq, FaqValues> = {
  entity: faqEntity,
  keys: {
    title: 'navbar.faqs',
    newTitle: 'faq.new',
    editTitle: 'faq.edit',
    notFound: 'faq.notFound',
  },
  columns: (t, locale) => [
    { field: 'questionEn', headerName: t('faq.questionEn'), flex: 1, minWidth: 200 },
    { field: 'questionAr', headerName: t('faq.questionAr'), flex: 1, minWidth: 200 },
    createdAtColumn(t, locale),
  ],
  schema: faqSchema,
  emptyValues: { questionEn: '', questionAr: '', answerEn: '', answerAr: '' },
  toValues: (row) => ({
    questionEn: row.questionEn,
    questionAr: row.questionAr,
    answerEn: row.answerEn,
    answerAr: row.answerAr,
  }),
  Fields: FaqFields,
  heading: (row, locale) => (locale === 'ar' ? row.questionAr : row.questionEn),
  details: (row, t) => [
    { label: t('faq.questionEn'), value: row.questionEn },
    { label: t('faq.answerEn'), value: row.answerEn },
    { label: t('faq.questionAr'), value: <span dir="rtl">{row.questionAr}</span> },
    { label: t('faq.answerAr'), value: <span dir="rtl">{row.answerAr}</span> },
  ],
};

/** The /FAQs screen and its sub-routes. */
export default function FaqsScreen() {
  return <EntityRoutes config={faqScreen} basePath="/FAQs" />;
}
