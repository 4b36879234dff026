/**
 * FAQ (spec §3: question, answer; stored in both languages, docs/data-model.md).
 */
import { COLLECTIONS } from '@/config/collections';
import { readAudit, readString } from '@/lib/data/convert';
import type { Entity, EntityDefinition } from '@/lib/data/types';

export interface Faq extends Entity {
  readonly questionEn: string;
  readonly questionAr: string;
  readonly answerEn: string;
  readonly answerAr: string;
}

export interface FaqValues {
  readonly questionEn: string;
  readonly questionAr: string;
  readonly answerEn: string;
  readonly answerAr: string;
}

/** The faqs collection: both languages searchable, newest first by default. */
export const faqEntity: EntityDefinition<Faq, FaqValues> = {
  collection: COLLECTIONS.faqs,
  fromFirestore: (id, data) => ({
    id,
    ...readAudit(data),
    questionEn: readString(data['questionEn']),
    questionAr: readString(data['questionAr']),
    answerEn: readString(data['answerEn']),
    answerAr: readString(data['answerAr']),
  }),
  toFirestore: (v) => ({
    questionEn: v.questionEn,
    questionAr: v.questionAr,
    answerEn: v.answerEn,
    answerAr: v.answerAr,
  }),
  searchFields: ['questionEn', 'questionAr'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  sortableFields: ['questionEn', 'questionAr', 'createdAt'],
};
