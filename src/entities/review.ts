/**
 * Review (spec §3 User "ratings, review"; docs/data-model.md `reviews`): a rating of
 * 1 to 5 with an optional text that a customer gives a supplier or a rider, or a rider
 * gives a customer, after an order between them. Written in the marketplace's apps
 * (docs/access.md "Reviews"); the panel lists a person's reviews on their page, newest
 * first, with the average of those shown, and holders of that person's menu path hide
 * an abusive review with a reason, or show it again (both audited).
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { enumeration, integer, text } from '@/lib/entity/fields';
import { formatNumber } from '@/lib/format';
import { ORDER_ID_PATTERN } from './riderReport';

/** The people a review is about: suppliers and riders (by customers), customers (by riders). */
export const REVIEW_SUBJECT_TYPES = ['supplier', 'rider', 'user'] as const;
/** The people who write reviews: customers and riders. */
export const REVIEW_AUTHOR_TYPES = ['user', 'rider'] as const;
export const REVIEW_STATUSES = ['visible', 'hidden'] as const;

/** A users document id as the apps write it: a document id, no slash. */
const PERSON_ID_PATTERN = ORDER_ID_PATTERN;

/** The reviews collection: newest first; a person's page filters by subjectId. */
export const reviewEntity = defineEntity({
  name: 'review',
  collection: COLLECTIONS.reviews,
  writes: { create: 'apps', edit: 'none', decide: 'panel', delete: 'none' },
  // Public in the apps: the pages of the people reviewed read them; hiding one is for the
  // holders of the reviewed person's path (ownerTypeField; docs/access.md "Reviews").
  access: {
    owner: '/user',
    readers: [
      { path: '/supplier', reason: "a supplier's page lists the reviews about them" },
      { path: '/rider', reason: "a rider's page lists the reviews about them" },
    ],
    ownerTypeField: 'subjectType',
  },
  // A customer or rider writes one per order and person reviewed (its id
  // `<orderId>_<subjectId>`), as their own users type, about the other side of their own
  // delivered order: a customer reviews its supplier or rider, a rider its customer.
  apps: { types: ['user', 'rider'], ownerField: 'authorId' },
  createdFor: {
    collection: COLLECTIONS.orders,
    idField: 'orderId',
    when: { status: ['delivered'] },
    idOf: ['orderId', 'subjectId'],
    callerType: 'authorType',
    parties: {
      fields: { user: 'userId', supplier: 'supplierId', rider: 'riderId' },
      author: 'authorType',
      subject: { type: 'subjectType', id: 'subjectId' },
      pairs: [
        ['user', 'supplier'],
        ['user', 'rider'],
        ['rider', 'user'],
      ],
    },
  },
  fields: {
    rating: integer('review.rating', 1, 5, { column: { width: 110 } }),
    text: text('review.text', 2000, { required: false, dir: 'auto', multiline: true, column: { flex: 1, width: 220 } }),
    authorId: text('review.author', 1500, {
      dir: 'auto',
      pattern: PERSON_ID_PATTERN,
      example: 'customer-1',
      column: { width: 170 },
    }),
    authorType: enumeration('review.authorType', REVIEW_AUTHOR_TYPES, 'review.authorTypes', {
      column: { width: 110, hidden: true },
    }),
    subjectId: text('review.subject', 1500, {
      dir: 'ltr',
      pattern: PERSON_ID_PATTERN,
      example: 'supplier-1',
      column: false,
    }),
    subjectType: enumeration('review.subjectType', REVIEW_SUBJECT_TYPES, 'review.subjectTypes', { column: false }),
    orderId: text('review.order', 1500, {
      dir: 'ltr',
      pattern: ORDER_ID_PATTERN,
      example: 'order-1',
      column: { width: 150 },
    }),
    status: enumeration('review.status', REVIEW_STATUSES, 'review.statuses', {
      readOnly: true,
      colors: { visible: 'success', hidden: 'default' },
      column: { width: 110 },
    }),
  },
  list: {
    sorts: ['createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    // A person's page lists theirs, newest first.
    filters: { subjectId: ['createdAt'] },
  },
  // A hide or show shows in the reviewed person's history.
  audit: { of: 'decisions', subject: 'subjectId' },
  transitions: {
    hide: {
      field: 'status',
      from: ['visible'],
      to: 'hidden',
      labelKey: 'review.hide',
      confirmKey: 'review.hideConfirm',
      successKey: 'review.hidden',
      danger: true,
      reasonRequired: true,
    },
    show: {
      field: 'status',
      from: ['hidden'],
      to: 'visible',
      labelKey: 'review.show',
      confirmKey: 'review.showConfirm',
      successKey: 'review.shown',
    },
  },
  // The stars, in the locale's digits.
  title: (row, locale) => `★ ${formatNumber(row.rating, locale)}`,
});

export type Review = Row<typeof reviewEntity.fields>;
