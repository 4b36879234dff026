/**
 * Notification (spec §3: title, description; docs/data-model.md `notifications`): a
 * message the marketplace's apps show to one person (`userId`) or to every person of
 * one type (`audience`, `userId` null). Sent from the people screens by holders of that
 * type's menu path; kept as history: never edited, decided or deleted (`writes`: only
 * the create), and every one recorded in the audit trail (`audit.of: 'all'`), about its
 * recipient.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { enumeration, reference, text } from '@/lib/entity/fields';

/** Who may receive a notification: users documents of these types (not employees). */
export const NOTIFICATION_AUDIENCES = ['user', 'supplier', 'deliveryCompany', 'rider'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** Longest title and description, in characters (decision, docs/data-model.md). */
export const NOTIFICATION_LIMITS = { title: 100, description: 1000 } as const;

/** The notifications collection. */
export const notificationEntity = defineEntity({
  name: 'notification',
  collection: COLLECTIONS.notifications,
  // The path of the audience's type sends them (ownerTypeField); /user is listed first.
  access: {
    owner: '/user',
    readers: [
      { path: '/supplier', reason: "a supplier's page lists what was sent to them" },
      { path: '/deliveryCompany', reason: "a delivery company's page lists what was sent to it" },
      { path: '/rider', reason: "a rider's page lists what was sent to them" },
      { path: '/customerService', reason: 'answers a customer knowing what they were told' },
    ],
    ownerTypeField: 'audience',
  },
  fields: {
    title: text('notification.title', NOTIFICATION_LIMITS.title, { dir: 'auto', column: { flex: 1, width: 180 } }),
    description: text('notification.description', NOTIFICATION_LIMITS.description, {
      dir: 'auto',
      multiline: true,
      column: { flex: 2, width: 240 },
    }),
    audience: enumeration('notification.audience', NOTIFICATION_AUDIENCES, 'notification.audiences', {
      column: { width: 150 },
    }),
    userId: reference('notification.recipient', COLLECTIONS.users, 'customer', {
      required: false,
      typeField: 'audience',
      column: false,
    }),
  },
  list: {
    sorts: ['createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    filters: { userId: ['createdAt'], audience: ['createdAt'] },
  },
  // Kept as history: only created.
  writes: { create: 'panel', edit: 'none', decide: 'none', delete: 'none' },
  audit: { of: 'all', subject: 'userId' },
  title: (row) => row.title,
});

export type Notification = Row<typeof notificationEntity.fields>;
