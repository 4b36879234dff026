/**
 * The audit trail in words, pure (src/components/screens/audit/describe.ts): field
 * labels from the entity definitions, values through the screens' formatters, the
 * people a viewer may name, and where a document opens.
 */
import { Timestamp } from 'firebase/firestore/lite';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldLabelKey, readablePersonTypes, recordTarget, shownValue } from '@/components/screens/audit/describe';
import { formatCurrency, formatDate } from '@/lib/format';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;
const holding =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes('All') || paths.includes(path);

describe('the audit trail in words', () => {
  it('labels recorded fields with the definitions’ labels, and the people screens’ own fields', () => {
    expect(fieldLabelKey('users', 'blocked')).toBe('person.blocked');
    expect(fieldLabelKey('orders', 'status')).toBe('order.status');
    expect(fieldLabelKey('prizesFines', 'value')).toBe('prizeFine.value');
    expect(fieldLabelKey('users', 'type')).toBe('audit.fields.type');
    expect(fieldLabelKey('users', 'Access')).toBe('people.access.title');
  });

  it('shows values as the screens do: states, OMR with 3 decimals, dates, types, Access by menu names', () => {
    expect(shownValue('users', 'blocked', true, t, 'en')).toEqual({ kind: 'text', text: '«person.blockedState»' });
    expect(shownValue('orders', 'status', 'onTheWay', t, 'en')).toEqual({
      kind: 'text',
      text: '«order.statuses.onTheWay»',
    });
    expect(shownValue('prizesFines', 'value', 1500, t, 'en')).toMatchObject({ text: formatCurrency(1.5, 'en') });
    expect(shownValue('prizesFines', 'value', 1500, t, 'ar')).toMatchObject({ text: formatCurrency(1.5, 'ar') });
    const day = new Date(2026, 10, 6);
    expect(shownValue('prizesFines', 'date', Timestamp.fromDate(day), t, 'en')).toMatchObject({
      text: formatDate(day, 'en'),
    });
    expect(shownValue('users', 'type', 'rider', t, 'en')).toMatchObject({ text: '«people.types.rider»' });
    expect(shownValue('users', 'Access', ['/user', '/coupon'], t, 'en')).toMatchObject({
      text: '«navbar.user»«audit.listSeparator»«navbar.coupon»',
    });
    expect(shownValue('users', 'Access', 'All', t, 'en')).toMatchObject({ text: '«audit.allAccess»' });
    expect(shownValue('prizesFines', 'personId', 'rider-001', t, 'en')).toEqual({
      kind: 'reference',
      entity: 'rider',
      id: 'rider-001',
    });
    expect(shownValue('orders', 'status', null, t, 'en')).toEqual({ kind: 'empty' });
  });

  it('names only the people a viewer may read, never employees without /Admins', () => {
    expect(readablePersonTypes(holding('All'))).toEqual(['user', 'supplier', 'deliveryCompany', 'rider', 'employee']);
    expect(readablePersonTypes(holding('/rider'))).toEqual(['user', 'supplier', 'deliveryCompany', 'rider']);
    expect(readablePersonTypes(holding('/Admins'))).toEqual(['employee']);
    expect(readablePersonTypes(holding('/coupon'))).toEqual([]);
  });

  it('links a document to its page only for holders of its owner path', () => {
    expect(recordTarget('orders', 'order-1', holding('All'))).toMatchObject({
      entity: 'order',
      href: '/allOrders/id/order-1',
      readable: true,
    });
    expect(recordTarget('orders', 'order-1', holding('/user'))).toMatchObject({ href: null, readable: true });
    expect(recordTarget('coupons', 'c1', holding('/user'))).toMatchObject({ href: null, readable: false });
    expect(recordTarget('users', 'u1', holding('All'))).toBeNull();
  });
});
