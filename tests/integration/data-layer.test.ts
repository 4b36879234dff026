/**
 * The data layer against the emulators, through the real rules, on FAQs: create,
 * list across pages with cursors, count, prefix search, sort, update with lost-update
 * protection, delete, and a staff member without Access refused.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { countMany, createOne, deleteOne, getMany, getOne, updateOne } from '@/lib/data/api';
import { faqEntity } from '@/entities/faq';
import { faqValues as faq } from '../support/samples';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

const byQuestion = { field: 'questionEn', direction: 'asc' } as const;

describe('data layer (FAQs)', () => {
  let uid: string;
  beforeEach(async () => {
    uid = await signInStaff(['/FAQs']);
  });

  it('creates a document with audit fields and search prefixes', async () => {
    const id = await createOne(faqEntity, faq(1, { questionEn: 'Delivery to Salalah?' }));
    const stored = (await adminDb().doc(`faqs/${id}`).get()).data() ?? {};
    expect(stored['createdBy']).toBe(uid);
    expect(stored['updatedBy']).toBe(uid);
    expect(stored['createdAt']).toBeTruthy();
    expect(stored['searchPrefixes']).toEqual(expect.arrayContaining(['sal', 'salalah', 'deliv']));
    const row = await getOne(faqEntity, id);
    expect(row.questionEn).toBe('Delivery to Salalah?');
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('pages through a list with cursors and counts it with an aggregation', async () => {
    for (let n = 1; n <= 12; n++) await createOne(faqEntity, faq(n));
    const first = await getMany(faqEntity, { pageSize: 5, sort: byQuestion });
    expect(first.rows.map((r) => r.questionEn)).toEqual([1, 2, 3, 4, 5].map((n) => faq(n).questionEn));
    const second = await getMany(faqEntity, { pageSize: 5, sort: byQuestion, after: first.next });
    expect(second.rows.map((r) => r.questionEn)).toEqual([6, 7, 8, 9, 10].map((n) => faq(n).questionEn));
    const third = await getMany(faqEntity, { pageSize: 5, sort: byQuestion, after: second.next });
    expect(third.rows).toHaveLength(2);
    expect(third.next).toBeNull();
    expect(await countMany(faqEntity, {})).toBe(12);
    const descending = await getMany(faqEntity, { pageSize: 3, sort: { field: 'questionEn', direction: 'desc' } });
    expect(descending.rows[0]?.questionEn).toBe(faq(12).questionEn);
  });

  it('finds by the start of any word, in English or Arabic', async () => {
    await createOne(faqEntity, faq(1, { questionEn: 'How do I pay by card?', questionAr: 'كيف أدفع بالبطاقة؟' }));
    await createOne(faqEntity, faq(2, { questionEn: 'Where is my order?', questionAr: 'أين طلبي؟' }));
    const search = async (text: string) =>
      (await getMany(faqEntity, { pageSize: 10, sort: byQuestion, search: text })).rows.map((r) => r.questionEn);
    expect(await search('CAR')).toEqual(['How do I pay by card?']);
    expect(await search('ord')).toEqual(['Where is my order?']);
    expect(await search('بالبط')).toEqual(['How do I pay by card?']);
    expect(await search('zzz')).toEqual([]);
    expect(await countMany(faqEntity, { search: 'card' })).toBe(1);
  });

  it('updates, and refuses to overwrite a newer save (lost update)', async () => {
    const id = await createOne(faqEntity, faq(1));
    const opened = await getOne(faqEntity, id);
    const openedBySomeoneElse = await getOne(faqEntity, id);
    await updateOne(faqEntity, id, faq(1, { answerEn: 'First save' }), opened.updatedAt);
    await expect(
      updateOne(faqEntity, id, faq(1, { answerEn: 'Second save' }), openedBySomeoneElse.updatedAt),
    ).rejects.toMatchObject({ code: 'conflict', messageKey: 'error.conflict' });
    expect((await getOne(faqEntity, id)).answerEn).toBe('First save');
  });

  it('deletes, and says not found afterwards', async () => {
    const id = await createOne(faqEntity, faq(1));
    await deleteOne(faqEntity, id);
    await expect(getOne(faqEntity, id)).rejects.toMatchObject({ code: 'not-found' });
    await expect(deleteOne(faqEntity, id)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('is refused for a staff member without the menu path', async () => {
    const id = await createOne(faqEntity, faq(1));
    await switchStaff('staff-2', ['/coupon']);
    await expect(getMany(faqEntity, { pageSize: 5, sort: byQuestion })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(createOne(faqEntity, faq(2))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(deleteOne(faqEntity, id)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
