/**
 * What a person's History shows as changes (issue 34, "History that says the wrong
 * thing"): an edit of a seeded supplier who has no area writes no area (absent and null
 * are the same "no value"), and an entry's shown changes leave out "no value → no value"
 * and the proposal a bank confirmation or rejection clears.
 */
import { describe, expect, it } from 'vitest';
import { supplierEntity } from '@/entities/supplier';
import { shownChanges, changedFields } from '@/lib/data/auditModel';
import { editedFields, keepUnedited } from '@/lib/data/edits';
import { buildDataset } from '../../scripts/seed-data/build';

const NOW = Date.UTC(2026, 10, 26, 9, 30);
const DOCS = buildDataset(NOW).docs;
const SUPPLIER = DOCS.find((d) => d.collection === 'users' && d.data['type'] === 'supplier');

describe('an edit of a person without an area', () => {
  it('writes and records the phone only (no "Area: —")', () => {
    if (!SUPPLIER) throw new Error('no seeded supplier');
    const stored = SUPPLIER.data;
    expect('areaId' in stored).toBe(false);
    const values = { ...supplierEntity.toValues(supplierEntity.fromFirestore(SUPPLIER.id, stored)) } as Record<
      string,
      unknown
    >;
    values['phone'] = '+96891234000';
    const written = keepUnedited(stored, supplierEntity.toFirestore(values as never, 'update'));
    expect('areaId' in written).toBe(false);
    expect(editedFields(stored, written)).toEqual(['phone']);
    expect(Object.keys(changedFields(stored, written).after)).toEqual(['phone']);
  });

  it('still writes a null over a stored value (an area removed is a change)', () => {
    expect(keepUnedited({ areaId: 'area-1' }, { areaId: null })).toEqual({ areaId: null });
  });
});

describe('shownChanges', () => {
  it('leaves out a field with no value before and after (older entries that recorded "Area: —")', () => {
    expect(
      shownChanges({
        action: 'update',
        before: { phone: '+96891111111' },
        after: { phone: '+96892222222', areaId: null },
      }),
    ).toEqual(['phone']);
    expect(shownChanges({ action: 'update', before: { areaId: null }, after: { areaId: '' } })).toEqual([]);
  });

  it('shows a confirmation as the applied details, not the cleared proposal', () => {
    const entry = {
      action: 'bank.confirm',
      before: { iban: 'OM810180000001299123456', proposedIban: 'OM420180000001299654321', proposedBy: 'finance-uid' },
      after: { iban: 'OM420180000001299654321', proposedIban: '', proposedBy: null, proposedAt: null },
    };
    expect(shownChanges(entry)).toEqual(['iban']);
    expect(shownChanges({ ...entry, action: 'bank.reject', after: { proposedIban: '', proposedBy: null } })).toEqual(
      [],
    );
  });

  it("shows a proposal as the proposed details (its author and time are the entry's own)", () => {
    expect(
      shownChanges({
        action: 'bank.propose',
        before: { proposedIban: '' },
        after: { proposedIban: 'OM420180000001299654321', proposedBy: 'finance-uid', proposedAt: new Date(NOW) },
      }),
    ).toEqual(['proposedIban']);
  });
});
