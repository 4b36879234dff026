/**
 * Contact feedback (spec §3: subject, comment; docs/data-model.md `contactMessages`):
 * written by a signed-in person in the marketplace's apps (docs/access.md), read on
 * /contact. Staff mark a message handled with a note, or back to new.
 */
import { COLLECTIONS } from '@/config/collections';
import type { Filter } from '@/lib/data/types';
import { defineEntity, type Row } from '@/lib/entity/define';
import { email, enumeration, reference, text } from '@/lib/entity/fields';

export const CONTACT_STATUSES = ['new', 'handled'] as const;

/** The contactMessages collection: newest first, searched on subject and name. */
export const contactMessageEntity = defineEntity({
  name: 'contactMessage',
  collection: COLLECTIONS.contactMessages,
  access: { owner: '/contact' },
  writes: { create: 'apps', edit: 'none', decide: 'panel', delete: 'none' },
  apps: { types: ['user', 'supplier', 'deliveryCompany', 'rider'], ownerField: 'userId' },
  fields: {
    subject: text('contactMessage.subject', 200, { dir: 'auto', column: { flex: 1, width: 200 } }),
    comment: text('contactMessage.comment', 3000, { dir: 'auto', multiline: true, column: false }),
    name: text('contactMessage.name', 100, { dir: 'auto', column: { width: 170 } }),
    email: email('contactMessage.email', { column: { width: 200, hidden: true } }),
    userId: reference('contactMessage.user', COLLECTIONS.users, 'customer', { column: false }),
    status: enumeration('contactMessage.status', CONTACT_STATUSES, 'contactMessage.statuses', {
      readOnly: true,
      colors: { new: 'warning', handled: 'success' },
      column: { width: 110 },
    }),
  },
  list: {
    sorts: ['createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    search: { fields: ['subject', 'name'], sorts: ['createdAt'] },
    filters: { status: ['createdAt'] },
  },
  transitions: {
    handle: {
      field: 'status',
      from: ['new'],
      to: 'handled',
      labelKey: 'contactMessage.handle',
      confirmKey: 'contactMessage.handleConfirm',
      successKey: 'contactMessage.handled',
      reasonRequired: true,
      reasonLabelKey: 'contactMessage.note',
    },
    reopen: {
      field: 'status',
      from: ['handled'],
      to: 'new',
      labelKey: 'contactMessage.reopen',
      confirmKey: 'contactMessage.reopenConfirm',
      successKey: 'contactMessage.reopened',
    },
  },
  title: (row) => row.subject,
});

export type ContactMessage = Row<typeof contactMessageEntity.fields>;

/**
 * The messages counted in the side menu's badge (docs/data-model.md): those not yet
 * handled. Count them with `countMany(contactMessageEntity, { filters: [NEW_CONTACT_MESSAGES] })`
 * (one equality: no composite index); the list shows them at `/contact?f.status=new`.
 */
export const NEW_CONTACT_MESSAGES: Filter = { field: 'status', value: 'new' };
