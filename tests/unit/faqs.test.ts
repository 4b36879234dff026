/**
 * FAQs (spec §3: a question and an answer, both in English and in Arabic): the pure
 * converters of the definition, the form schema (every text required, questions at
 * most 300 characters, answers at most 3000) and the labels in both languages. A
 * complete FAQ is the definition's sample with real texts (`sampleOf`), so a field added
 * to the definition needs no edit here (docs/adding-an-entity.md).
 */
import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { faqEntity } from '@/entities/faq';
import type { FormValues } from '@/lib/entity/fields';
import { sampleOf } from '@/lib/entity/sample';
import { entitySchema } from '@/lib/entity/schema';
import en from '@/locales/en/faqs.json';
import ar from '@/locales/ar/faqs.json';
import { errorKeys, errorMessages } from './support/validate';
import { allAr, allEn } from './support/locales';

type FaqValues = FormValues<typeof faqEntity.fields>;
const schema = entitySchema(faqEntity);
/** The spec's fields; the definition may hold more (their values come from sampleOf). */
const TEXTS = ['questionEn', 'questionAr', 'answerEn', 'answerAr'] as const;

const valid = (extra: Partial<FaqValues> = {}): FaqValues =>
  sampleOf(
    faqEntity,
    {},
    {
      questionEn: 'How do I pay?',
      questionAr: 'كيف أدفع؟',
      answerEn: 'By card or cash on delivery.',
      answerAr: 'بالبطاقة أو نقدًا عند التسليم.',
      ...extra,
    },
  ) as FaqValues;

describe('faq definition', () => {
  it('has a question and an answer in each language, the answers multiline', () => {
    expect(Object.keys(faqEntity.fields).slice(0, TEXTS.length)).toEqual([...TEXTS]);
    expect(faqEntity.formFields).toEqual(expect.arrayContaining([...TEXTS]));
    expect(faqEntity.fields.questionEn).toMatchObject({ kind: 'text', max: 300, dir: 'ltr', required: true });
    expect(faqEntity.fields.questionAr).toMatchObject({ kind: 'text', max: 300, dir: 'rtl', required: true });
    expect(faqEntity.fields.answerEn).toMatchObject({ max: 3000, multiline: true, dir: 'ltr' });
    expect(faqEntity.fields.answerAr).toMatchObject({ max: 3000, multiline: true, dir: 'rtl' });
    expect(faqEntity.emptyValues).toMatchObject({ questionEn: '', questionAr: '', answerEn: '', answerAr: '' });
  });

  it('reads a stored FAQ, with safe defaults for missing or wrong fields', () => {
    const row = faqEntity.fromFirestore('f1', {
      ...faqEntity.toFirestore(valid()),
      createdAt: Timestamp.fromMillis(1_700_000_000_000),
      createdBy: 'u1',
      searchPrefixes: ['h'],
    });
    expect(row).toMatchObject({ id: 'f1', ...valid(), createdBy: 'u1', updatedAt: null });
    expect(row.createdAt).toEqual(new Date(1_700_000_000_000));
    expect(row).not.toHaveProperty('searchPrefixes');
    expect(faqEntity.toValues(row)).toEqual(valid());
    expect(faqEntity.fromFirestore('f2', { questionEn: 3, answerAr: null })).toMatchObject({
      questionEn: '',
      questionAr: '',
      answerEn: '',
      answerAr: '',
      createdAt: null,
    });
  });

  it('writes the four texts trimmed, the same on create and on update', () => {
    const values = valid({ questionEn: '  How do I pay? ', answerAr: ' بالبطاقة.\nأو نقدًا. ' });
    const written = { ...valid(), answerAr: 'بالبطاقة.\nأو نقدًا.' };
    expect(faqEntity.toFirestore(values, 'create')).toEqual(written);
    expect(faqEntity.toFirestore(values, 'update')).toEqual(written);
  });

  it('searches both questions, newest first, and is titled in the locale', () => {
    expect(faqEntity.collection).toBe('faqs');
    expect(faqEntity.searchFields).toEqual(['questionEn', 'questionAr']);
    expect(faqEntity.sortableFields).toEqual(['questionEn', 'questionAr', 'createdAt']);
    expect(faqEntity.defaultSort).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(faqEntity.sortsFor(true, [])).toEqual(['createdAt']);
    const row = faqEntity.fromFirestore('f1', valid());
    expect(faqEntity.title(row, 'ar')).toBe('كيف أدفع؟');
    expect(faqEntity.title(row, 'en')).toBe('How do I pay?');
    expect(faqEntity.title(faqEntity.fromFirestore('f2', { questionEn: 'Only English' }), 'ar')).toBe('Only English');
  });
});

describe('faq schema', () => {
  it('accepts a complete FAQ when creating and editing', async () => {
    expect(await errorKeys(schema, valid())).toEqual({});
    expect(await errorKeys(schema, valid(), 'edit')).toEqual({});
  });

  it.each(TEXTS)('requires %s in both modes ("Please input some text"), blanks included', async (field) => {
    expect(await errorKeys(schema, valid({ [field]: '' }))).toEqual({ [field]: 'validation.text' });
    expect(await errorKeys(schema, valid({ [field]: ' \n ' }), 'edit')).toEqual({ [field]: 'validation.text' });
  });

  it('takes questions of up to 300 characters and answers of up to 3000', async () => {
    expect(await errorKeys(schema, valid({ questionEn: 'q'.repeat(300), questionAr: 'س'.repeat(300) }))).toEqual({});
    expect(await errorKeys(schema, valid({ answerEn: 'a'.repeat(3000), answerAr: 'ج'.repeat(3000) }))).toEqual({});
    expect(await errorKeys(schema, valid({ questionEn: ` ${'q'.repeat(300)} ` }))).toEqual({});
    const question = { key: 'validation.tooLong', values: { count: 300 } };
    const answer = { key: 'validation.tooLong', values: { count: 3000 } };
    expect(await errorMessages(schema, valid({ questionEn: 'q'.repeat(301), questionAr: 'س'.repeat(301) }))).toEqual({
      questionEn: question,
      questionAr: question,
    });
    expect(
      await errorMessages(schema, valid({ answerEn: 'a'.repeat(3001), answerAr: 'ج'.repeat(3001) }), 'edit'),
    ).toEqual({ answerEn: answer, answerAr: answer });
  });
});

describe('faq texts', () => {
  it('have every label in English and Arabic, Arabic in Arabic script', () => {
    for (const field of Object.values(faqEntity.fields)) {
      expect(en, field.label).toHaveProperty([field.label]);
      expect(ar, field.label).toHaveProperty([field.label]);
      expect((ar as Record<string, string>)[field.label], field.label).toMatch(/[\u0600-\u06FF]/);
    }
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const key of ['validation.text', 'validation.tooLong_other']) {
      expect(allEn, key).toHaveProperty([key]);
      expect(allAr, key).toHaveProperty([key]);
    }
    expect(en['faq.notFound']).toBe('No FAQs found');
  });
});
