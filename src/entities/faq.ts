/**
 * FAQ (spec §3: question, answer; both languages, docs/data-model.md `faqs`).
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { bilingual } from '@/lib/entity/fields';
import { byLocale } from './names';

/** The faqs collection: questions searched in both languages, newest first. */
export const faqEntity = defineEntity({
  name: 'faq',
  collection: COLLECTIONS.faqs,
  access: { owner: '/FAQs' },
  fields: {
    ...bilingual('question', 'faq.question', 300, { column: { flex: 1 } }),
    ...bilingual('answer', 'faq.answer', 3000, { multiline: true, column: false }),
  },
  list: {
    sorts: ['questionEn', 'questionAr', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    search: { fields: ['questionEn', 'questionAr'], sorts: ['createdAt'] },
  },
  import: { key: ['questionEn'] },
  title: (row, locale) => byLocale(row.questionEn, row.questionAr, locale),
});

export type Faq = Row<typeof faqEntity.fields>;
