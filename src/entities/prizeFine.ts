/**
 * Reward or fine (spec §3: name, reason, value, type, date, applied to a user;
 * docs/data-model.md `prizesFines`): an amount in baisa granted to or charged from a
 * rider, a supplier, a delivery company or a customer (spec §3 "applied to a user"), picked by search (`personType` says which
 * lookup `personId` refers to). Every create and edit is recorded in the audit trail
 * (`audit: 'all'`), about the person; the rules refuse them without their entry.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { date, enumeration, money, reference, text } from '@/lib/entity/fields';

export const PRIZE_FINE_TYPES = ['reward', 'fine'] as const;

/** Who a reward or fine may apply to: users documents of these types. */
export const PRIZE_FINE_PEOPLE = ['rider', 'supplier', 'deliveryCompany', 'user'] as const;
export type PrizeFinePerson = (typeof PRIZE_FINE_PEOPLE)[number];

/** The registry name of the people definition of a personType (customers are `user` documents). */
export function prizeFinePersonEntity(type: string): string {
  return type === 'user' ? 'customer' : type;
}

/** Highest value of one reward or fine, in OMR (decision, docs/data-model.md). */
export const MAX_PRIZE_FINE = 10_000;

/** The prizesFines collection. */
export const prizeFineEntity = defineEntity({
  name: 'prizeFine',
  collection: COLLECTIONS.prizesFines,
  fields: {
    name: text('prizeFine.name', 100, { dir: 'auto', column: { flex: 1, width: 160 } }),
    reason: text('prizeFine.reason', 500, { dir: 'auto', multiline: true, column: { flex: 1, hidden: true } }),
    value: money('prizeFine.value', 0, MAX_PRIZE_FINE, {
      minExclusive: true,
      minKey: 'prizeFine.validation.valuePositive',
      maxKey: 'prizeFine.validation.valueMax',
      column: { width: 130 },
    }),
    type: enumeration('prizeFine.type', PRIZE_FINE_TYPES, 'prizeFine.types', {
      requiredKey: 'prizeFine.validation.type',
      colors: { reward: 'success', fine: 'error' },
      column: { width: 110 },
    }),
    date: date('prizeFine.date', { column: { width: 130 } }),
    personType: enumeration('prizeFine.personType', PRIZE_FINE_PEOPLE, 'prizeFine.personTypes', {
      column: { width: 150 },
    }),
    personId: reference('prizeFine.person', COLLECTIONS.users, 'rider', {
      requiredKey: 'prizeFine.validation.person',
      column: { flex: 1, width: 160 },
    }),
  },
  list: {
    sorts: ['date', 'value', 'createdAt'],
    defaultSort: { field: 'date', direction: 'desc' },
    search: { fields: ['name'], sorts: ['date'] },
    filters: { type: ['date'], personId: ['date'] },
  },
  audit: 'all',
  auditSubject: 'personId',
  title: (row) => row.name,
});

export type PrizeFine = Row<typeof prizeFineEntity.fields>;
