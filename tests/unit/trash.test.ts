import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { COLLECTION_OWNERS } from '@/config/collections';
import { DELETING_PATHS } from '@/config/navigation';
import { ENTITY_LIST } from '@/entities/registry';
import { imagePathsOf, TRASH_DAYS, trashCutoff, trashEntryId, trashStepAuditId } from '@/lib/data/trashModel';

/**
 * The entities the panel deletes: written by it, not history, not a singleton, not
 * people (users documents are blocked, not deleted, from their screens).
 */
const deleted = ENTITY_LIST.filter((def) => def.writes.delete === 'panel' && !def.scope);

describe('the trash (docs/data-model.md "Trash")', () => {
  it('is shown with every screen that deletes (DELETING_PATHS from the definitions)', () => {
    const owners = COLLECTION_OWNERS as Readonly<Record<string, readonly string[]>>;
    const derived = new Set(deleted.map((def) => owners[def.collection]?.[0]));
    // Supplier accounts are never deleted from a screen (no delete button shows them).
    derived.delete('/supplier');
    // Nor are supplier pauses (issue 50): a pause ends by its time or "Resume now".
    derived.delete('/allOrders');
    expect([...derived].sort()).toEqual([...DELETING_PATHS].sort());
  });

  // The delete rule of each of them, the restore counting a child again and the entries'
  // TRASH_DAYS are generated (scripts/rules/matchRules.ts, runtimeRules.ts) and exercised
  // on the emulator (tests/rules/trash.test.ts).
  it('cuts off entries older than TRASH_DAYS', () => {
    expect(TRASH_DAYS).toBe(30);
    expect(trashCutoff(new Date('2026-03-31T12:00:00Z')).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('names an entry by the deleted version, exact to the nanosecond, like the rules', () => {
    const updatedAt = new Timestamp(1_736_899_200, 771_000_123);
    expect(trashEntryId('coupons', 'SAVE10', { updatedAt })).toBe('coupons~SAVE10~1736899200771.771000123');
    expect(trashEntryId('faqs', 'x', {})).toBe('faqs~x~0');
    expect(trashStepAuditId('restore', 'faqs~x~0', updatedAt)).toBe('restore~faqs~x~0~1736899200771.771000123');
  });

  it('finds the images of a document in its own folder only', () => {
    const data = { image: 'categories/a/1.webp', other: 'categories/b/2.webp', deep: 'categories/a/x/3.webp', n: 1 };
    expect(imagePathsOf('categories', 'a', data)).toEqual(['categories/a/1.webp']);
  });
});
