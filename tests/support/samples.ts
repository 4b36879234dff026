/**
 * Sample form values shared by the data-layer tests (tests/integration): numbered, so
 * lists of them sort and search predictably.
 */
import { faqEntity } from '@/entities/faq';
import type { FormValues } from '@/lib/entity/fields';
import { sampleOf } from '@/lib/entity/sample';

/** The form values of a FAQ. */
export type FaqValues = FormValues<typeof faqEntity.fields>;

/**
 * @param n its number: "Question number 07" sorts by it (two digits)
 * @param extra values that differ from the sample
 * @returns the values of FAQ number n in English and Arabic (any other form field: its sampleOf value)
 */
export const faqValues = (n: number, extra: Partial<FaqValues> = {}): FaqValues => ({
  ...(sampleOf(faqEntity) as FaqValues),
  questionEn: `Question number ${String(n).padStart(2, '0')}`,
  questionAr: `السؤال رقم ${n}`,
  answerEn: `Answer ${n}`,
  answerAr: `الإجابة ${n}`,
  ...extra,
});
