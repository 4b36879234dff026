/**
 * Rider report (the "Riders Complains" of spec §2; docs/data-model.md `riderReports`):
 * a complaint a rider writes in the rider app (docs/access.md) about an order or their
 * work, read on /RiderService. Staff resolve it with a note, or reopen it.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { enumeration, reference, text } from '@/lib/entity/fields';

export const RIDER_REPORT_STATUSES = ['open', 'resolved'] as const;

/** An order id as the apps write it ('' for none): a document id, no slash. */
export const ORDER_ID_PATTERN = { source: '^[^/]+$', messageKey: 'validation.text' } as const;

/** The riderReports collection: newest first, searched on subject. */
export const riderReportEntity = defineEntity({
  name: 'riderReport',
  collection: COLLECTIONS.riderReports,
  access: {
    owner: '/RiderService',
    readers: [{ path: '/rider', reason: "a rider's page lists their complaints" }],
  },
  writes: { create: 'apps', edit: 'none', decide: 'panel', delete: 'none' },
  apps: { types: ['rider'], ownerField: 'riderId' },
  fields: {
    subject: text('riderReport.subject', 200, { dir: 'auto', column: { flex: 1, width: 200 } }),
    description: text('riderReport.description', 3000, { dir: 'auto', multiline: true, column: false }),
    riderId: reference('riderReport.rider', COLLECTIONS.users, 'rider', { column: { width: 170 } }),
    orderId: text('riderReport.order', 1500, {
      required: false,
      dir: 'ltr',
      pattern: ORDER_ID_PATTERN,
      example: 'order-1',
      column: { width: 140, hidden: true },
    }),
    status: enumeration('riderReport.status', RIDER_REPORT_STATUSES, 'riderReport.statuses', {
      readOnly: true,
      colors: { open: 'warning', resolved: 'success' },
      column: { width: 110 },
    }),
  },
  list: {
    sorts: ['createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    search: { fields: ['subject'], sorts: ['createdAt'] },
    // A rider's page lists theirs.
    filters: { status: ['createdAt'], riderId: ['createdAt'] },
  },
  transitions: {
    resolve: {
      field: 'status',
      from: ['open'],
      to: 'resolved',
      labelKey: 'riderReport.resolve',
      confirmKey: 'riderReport.resolveConfirm',
      successKey: 'riderReport.resolved',
      reasonRequired: true,
      reasonLabelKey: 'riderReport.note',
    },
    reopen: {
      field: 'status',
      from: ['resolved'],
      to: 'open',
      labelKey: 'riderReport.reopen',
      confirmKey: 'riderReport.reopenConfirm',
      successKey: 'riderReport.reopened',
    },
  },
  title: (row) => row.subject,
});

export type RiderReport = Row<typeof riderReportEntity.fields>;
