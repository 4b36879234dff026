/**
 * Reward or fine (spec §3: name, reason, value, type, date, applied to a user;
 * docs/data-model.md `prizesFines`): an amount in baisa granted to or charged from a
 * rider, a supplier, a delivery company or a customer (spec §3 "applied to a user"),
 * picked by search (`personType` says which
 * lookup `personId` refers to). Every create, edit and decision is recorded in the audit
 * trail (`audit: 'all'`), about the person; the rules refuse them without their entry.
 * A new one is pending; another staff member than its maker (creator or last editor)
 * approves or rejects it, and only approved ones count in a person's sums. Approving one
 * for a supplier, a rider or a delivery company moves their account in the same write, with its `reward` or
 * `fine` ledger entry (docs/data-model.md "Rewards and fines move balances"); an approved
 * one is then frozen: never rejected, edited nor deleted (docs/access.md, "Money and trust").
 */
import { COLLECTIONS, type UserType } from '@/config/collections';
import { PERSON_ENTITY } from './peopleByType';
import type { EntityName } from './registry';
import { defineEntity, type Row } from '@/lib/entity/define';
import { date, enumeration, money, reference, text } from '@/lib/entity/fields';

export const PRIZE_FINE_TYPES = ['reward', 'fine'] as const;

/** A reward or fine counts in a person's sums only once approved (docs/access.md, "Money and trust"). */
export const PRIZE_FINE_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Who a reward or fine may apply to: users documents of these types. */
export const PRIZE_FINE_PEOPLE = ['rider', 'supplier', 'deliveryCompany', 'user'] as const;
export type PrizeFinePerson = (typeof PRIZE_FINE_PEOPLE)[number];

/** The registry name of the people definition of a personType (customers are `user` documents). */
export function prizeFinePersonEntity(type: string): EntityName {
  return PERSON_ENTITY[type as UserType];
}

/** The account field (supplierAccounts, riderAccounts, deliveryCompanyAccounts) naming the reward or fine that moved it last. */
export const LAST_PRIZE_FINE_FIELD = 'lastPrizeFineId';

/** Highest value of one reward or fine, in OMR (decision, docs/data-model.md). */
export const MAX_PRIZE_FINE = 10_000;

/** The prizesFines collection. */
export const prizeFineEntity = defineEntity({
  name: 'prizeFine',
  collection: COLLECTIONS.prizesFines,
  access: {
    owner: '/prizesFines',
    readers: [
      { path: '/rider', reason: "a rider's page lists their fines and rewards" },
      { path: '/supplier', reason: "a supplier's page lists their fines and rewards" },
      { path: '/deliveryCompany', reason: "a delivery company's page lists its fines and rewards" },
      { path: '/user', reason: "a customer's page lists their fines and rewards" },
    ],
  },
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
      typeField: 'personType',
      requiredKey: 'prizeFine.validation.person',
      // Who is fined or rewarded: what a row is about, it never folds away.
      column: { flex: 1, width: 160, priority: 1 },
    }),
    status: enumeration('prizeFine.status', PRIZE_FINE_STATUSES, 'prizeFine.statuses', {
      readOnly: true,
      colors: { pending: 'warning', approved: 'success', rejected: 'error' },
      column: { width: 120 },
    }),
  },
  list: {
    sorts: ['date', 'value', 'createdAt'],
    defaultSort: { field: 'date', direction: 'desc' },
    search: { fields: ['name'], sorts: ['date'] },
    filters: { type: ['date'], personId: ['date'], status: ['date'] },
    // The row's date is the fine's or reward's own date: "Created" folds first.
    createdPriority: 3,
  },
  audit: { of: 'all', subject: 'personId' },
  transitions: {
    approve: {
      field: 'status',
      from: ['pending', 'rejected'],
      to: 'approved',
      labelKey: 'prizeFine.approve',
      confirmKey: 'prizeFine.approveConfirm',
      successKey: 'prizeFine.approvedMessage',
      makerChecker: true,
      // The money moves with its ledger entry (docs/data-model.md "Rewards and fines move
      // balances"): one move per account collection, chosen by personType; a
      // customer's moves nothing (customers have no account).
      transfers: [
        {
          collection: COLLECTIONS.supplierAccounts,
          idField: 'personId',
          amountField: 'value',
          when: { field: 'personType', value: 'supplier' },
          linkField: LAST_PRIZE_FINE_FIELD,
          missingKey: 'prizeFine.validation.noAccount',
          from: [],
          shortKey: 'prizeFine.validation.fineAboveAvailable',
          byValue: {
            field: 'type',
            values: {
              // What the platform owes the supplier rises…
              reward: {
                from: [],
                to: ['earned', 'available'],
                shortKey: 'prizeFine.validation.fineAboveAvailable',
                ledger: { kind: 'reward' },
              },
              // …or falls, never below 0: a fine above what is available is refused.
              fine: {
                from: ['earned', 'available'],
                shortKey: 'prizeFine.validation.fineAboveAvailable',
                ledger: { kind: 'fine' },
              },
            },
          },
        },
        {
          collection: COLLECTIONS.riderAccounts,
          idField: 'personId',
          amountField: 'value',
          when: { field: 'personType', value: 'rider' },
          linkField: LAST_PRIZE_FINE_FIELD,
          missingKey: 'prizeFine.validation.noAccount',
          from: [],
          shortKey: 'prizeFine.validation.rewardAboveOwed',
          byValue: {
            field: 'type',
            values: {
              // cashHeld is what the rider owes the platform: a fine adds to what they hand over…
              fine: {
                from: [],
                to: ['cashHeld'],
                shortKey: 'prizeFine.validation.rewardAboveOwed',
                ledger: { kind: 'fine' },
              },
              // …a reward lowers it, never below 0 (no rider payouts yet).
              reward: {
                from: ['cashHeld'],
                shortKey: 'prizeFine.validation.rewardAboveOwed',
                ledger: { kind: 'reward' },
              },
            },
          },
        },
        {
          collection: COLLECTIONS.deliveryCompanyAccounts,
          idField: 'personId',
          amountField: 'value',
          when: { field: 'personType', value: 'deliveryCompany' },
          linkField: LAST_PRIZE_FINE_FIELD,
          missingKey: 'prizeFine.validation.noAccount',
          from: [],
          shortKey: 'prizeFine.validation.companyFineAboveAvailable',
          byValue: {
            field: 'type',
            values: {
              // available is what the platform owes the company: a reward adds to it…
              reward: {
                from: [],
                to: ['available'],
                shortKey: 'prizeFine.validation.companyFineAboveAvailable',
                ledger: { kind: 'reward' },
              },
              // …a fine lowers it, never below 0: a fine above what it is owed is refused.
              fine: {
                from: ['available'],
                shortKey: 'prizeFine.validation.companyFineAboveAvailable',
                ledger: { kind: 'fine' },
              },
            },
          },
        },
      ],
    },
    reject: {
      field: 'status',
      // An approved one has moved money: it is never rejected (a future adjustment corrects it).
      from: ['pending'],
      to: 'rejected',
      labelKey: 'prizeFine.reject',
      confirmKey: 'prizeFine.rejectConfirm',
      successKey: 'prizeFine.rejectedMessage',
      danger: true,
      reasonRequired: true,
    },
  },
  // Nor edited nor deleted once approved.
  frozen: { field: 'status', values: ['approved'], key: 'prizeFine.validation.frozen' },
  title: (row) => row.name,
});

export type PrizeFine = Row<typeof prizeFineEntity.fields>;
