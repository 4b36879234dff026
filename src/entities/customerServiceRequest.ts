/**
 * Customer service request (spec §2 /customerService; fields decided in
 * docs/data-model.md `customerService`): a customer opens it in the app with a subject,
 * an optional order and a first message; the conversation goes on in `messages`.
 * Staff reply (appended as a staff message, status answered), close and reopen; the
 * customer's follow-up in the app sets it open again (docs/access.md).
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { boolean, date, enumeration, list, reference, text } from '@/lib/entity/fields';
import { ORDER_ID_PATTERN } from './riderReport';

export const REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;

/** Longest message of the conversation, in characters (the rules check the same). */
export const MAX_MESSAGE = 2000;

/** Most messages one request holds (decision: a long case is closed and a new one opened). */
export const MAX_MESSAGES = 200;

/** The customerService collection: newest first, filtered by status. */
export const customerServiceRequestEntity = defineEntity({
  name: 'customerServiceRequest',
  collection: COLLECTIONS.customerService,
  access: { owner: '/customerService' },
  writes: { create: 'apps', edit: 'none', decide: 'panel', delete: 'none' },
  apps: {
    types: ['user'],
    ownerField: 'userId',
    readOwn: true,
    conversation: { list: 'messages', field: 'status', from: ['open', 'answered'], to: 'open' },
  },
  fields: {
    subject: text('customerService.subject', 200, { dir: 'auto', column: { flex: 1, width: 200 } }),
    userId: reference('customerService.customer', COLLECTIONS.users, 'customer', { column: { width: 170 } }),
    orderId: text('customerService.order', 1500, {
      required: false,
      dir: 'ltr',
      pattern: ORDER_ID_PATTERN,
      example: 'order-1',
      column: { width: 140, hidden: true },
    }),
    messages: list(
      'customerService.messages',
      {
        text: text('customerService.message', MAX_MESSAGE, { dir: 'auto', multiline: true }),
        by: text('customerService.by', 128),
        at: date('customerService.at'),
        staff: boolean('customerService.staff'),
      },
      MAX_MESSAGES,
      { required: true },
    ),
    status: enumeration('customerService.status', REQUEST_STATUSES, 'customerService.statuses', {
      readOnly: true,
      colors: { open: 'warning', answered: 'info', closed: 'default' },
      column: { width: 120 },
    }),
  },
  list: {
    sorts: ['createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    search: { fields: ['subject'], sorts: ['createdAt'] },
    filters: { status: ['createdAt'] },
  },
  transitions: {
    reply: {
      field: 'status',
      from: ['open', 'answered'],
      to: 'answered',
      labelKey: 'customerService.replyAction',
      confirmKey: 'customerService.replyConfirm',
      successKey: 'customerService.replied',
      reasonRequired: true,
      reasonLabelKey: 'customerService.reply',
      reasonMax: MAX_MESSAGE,
      append: 'messages',
    },
    close: {
      field: 'status',
      from: ['open', 'answered'],
      to: 'closed',
      labelKey: 'customerService.close',
      confirmKey: 'customerService.closeConfirm',
      successKey: 'customerService.closed',
    },
    reopen: {
      field: 'status',
      from: ['closed'],
      to: 'open',
      labelKey: 'customerService.reopen',
      confirmKey: 'customerService.reopenConfirm',
      successKey: 'customerService.reopened',
    },
  },
  title: (row) => row.subject,
});

export type CustomerServiceRequest = Row<typeof customerServiceRequestEntity.fields>;
