/**
 * Contact messages, customer service requests and rider reports, pure parts
 * (docs/data-model.md, Support): records written by the apps (decided, never edited by
 * the panel), the badge's filter of new contact messages, each decision's note or
 * reply, and a stored conversation read with its times as Dates.
 */
import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { contactMessageEntity, NEW_CONTACT_MESSAGES } from '@/entities/contactMessage';
import { customerServiceRequestEntity, MAX_MESSAGE } from '@/entities/customerServiceRequest';
import { riderReportEntity } from '@/entities/riderReport';

describe('records written by the apps', () => {
  it.each([contactMessageEntity, customerServiceRequestEntity, riderReportEntity])(
    '$name is written by the apps, validated, and filtered by status',
    (def) => {
      expect(def.writes.create).toBe('apps');
      expect(Object.keys(def.list.filters ?? {})).toContain('status');
      expect(def.sortsFor(false, ['status'])).toEqual(['createdAt']);
      // Every status has a decision out of it (nothing gets stuck).
      const field = def.fields.status;
      for (const value of field.values) {
        expect(
          Object.values(def.transitions ?? {}).some((t) => t.from.includes(value)),
          value,
        ).toBe(true);
      }
    },
  );

  it("lists a rider's reports newest first (the rider's page, docs/access.md)", () => {
    expect(riderReportEntity.sortsFor(false, ['riderId'])).toEqual(['createdAt']);
  });

  it('counts new contact messages with one equality on status', () => {
    expect(NEW_CONTACT_MESSAGES).toEqual({ field: 'status', value: 'new' });
    expect(contactMessageEntity.fields.status.initial).toBe('new');
    expect(contactMessageEntity.filterValue('status', 'new')).toBe('new');
  });

  it('asks for a note when handling a message or resolving a report, none to reopen', () => {
    const handle = contactMessageEntity.transitions?.['handle'];
    const resolve = riderReportEntity.transitions?.['resolve'];
    expect(handle).toMatchObject({ reasonRequired: true, reasonLabelKey: 'contactMessage.note', to: 'handled' });
    expect(resolve).toMatchObject({ reasonRequired: true, reasonLabelKey: 'riderReport.note', to: 'resolved' });
    expect(contactMessageEntity.transitions?.['reopen']?.reasonRequired).toBeUndefined();
  });

  it('replies to a request by appending to its conversation, up to 2000 characters', () => {
    const { reply, close, reopen } = customerServiceRequestEntity.transitions ?? {};
    expect(reply).toMatchObject({
      append: 'messages',
      reasonMax: MAX_MESSAGE,
      from: ['open', 'answered'],
      to: 'answered',
    });
    expect(close).toMatchObject({ from: ['open', 'answered'], to: 'closed' });
    expect(reopen).toMatchObject({ from: ['closed'], to: 'open' });
  });

  it('reads a stored conversation in order, times as Dates, a missing one as empty', () => {
    const at = Timestamp.fromMillis(1_700_000_000_000);
    const row = customerServiceRequestEntity.fromFirestore('ticket-1', {
      subject: 'Missing item',
      userId: 'customer-1',
      orderId: '',
      status: 'answered',
      messages: [
        { text: 'Where is my laban?', by: 'customer-1', at, staff: false },
        { text: 'Refunded.', by: 'support-1', at, staff: true },
      ],
    });
    expect(row.messages).toEqual([
      { text: 'Where is my laban?', by: 'customer-1', at: at.toDate(), staff: false },
      { text: 'Refunded.', by: 'support-1', at: at.toDate(), staff: true },
    ]);
    expect(customerServiceRequestEntity.fromFirestore('t', {}).messages).toEqual([]);
  });
});
