/**
 * People: users documents of one `type` (spec §3 User; docs/data-model.md "users/{uid}").
 * Read-only for the generic screens (no form: people sign up in the marketplace's apps,
 * employees are created by the employee screen); their sensitive changes (block, type,
 * Access) go through src/lib/data/people.ts, audited. Every definition on `users`
 * searches the same fields (name, email, phone), so the stored prefixes stay consistent
 * (tests/unit/generated.test.ts).
 */
import { COLLECTIONS, type UserType } from '@/config/collections';
import { defineEntity } from '@/lib/entity/define';
import { boolean, decimal, email, image, integer, phone, reference, text, type Fields } from '@/lib/entity/fields';

/** The fields every person has (spec §3 User), in the order the detail page shows them. */
const PERSON_FIELDS = {
  image: image('person.image', { column: false }),
  name: text('person.name', 100, { dir: 'auto', column: { flex: 1 } }),
  email: email('person.email', { required: false, column: { flex: 1 } }),
  phone: phone('person.phone', { required: false, column: { width: 150 } }),
  whatsapp: phone('person.whatsapp', { required: false, column: { width: 150, hidden: true } }),
  address: text('person.address', 300, { required: false, dir: 'auto', column: false }),
  cityId: reference('person.city', COLLECTIONS.cities, 'city', {
    required: false,
    column: { width: 130, hidden: true },
  }),
  blocked: boolean('person.blocked', false, {
    readOnly: true,
    labels: ['person.active', 'person.blockedState'],
    colors: ['success', 'error'],
    column: { width: 110 },
  }),
} as const;

/** Ratings: of suppliers and riders by customers, of customers by riders. */
const RATING_FIELDS = {
  rating: decimal('person.rating', 0, 5, 1, { readOnly: true, column: { width: 90 } }),
  reviewCount: integer('person.reviewCount', 0, 100_000_000, { readOnly: true, column: { width: 100, hidden: true } }),
} as const;

/**
 * A read-only definition over the users documents of one type.
 * @param name the registry name
 * @param type the users documents' `type`
 * @param extra fields of that type (ratings, company code)
 * @param filters more equality filters and their sorts (riders by company code)
 * @returns the definition: listed newest first or by name, searched on name, email and
 *   phone, filtered by blocked
 */
export function personLookup<const N extends string, const E extends Fields = Record<never, never>>(
  name: N,
  type: UserType,
  extra: E = {} as E,
  filters: Readonly<Record<string, readonly string[]>> = {},
) {
  return defineEntity({
    name,
    collection: COLLECTIONS.users,
    scope: { field: 'type', value: type },
    readOnly: true,
    fields: { ...PERSON_FIELDS, ...extra },
    list: {
      sorts: ['name', 'createdAt'],
      defaultSort: { field: 'name', direction: 'asc' },
      search: { fields: ['name', 'email', 'phone'], sorts: ['name'] },
      // The generic E defers the key check; the keys are the person fields'.
      filters: { blocked: ['name', 'createdAt'], ...filters } as never,
    },
    title: (row) => row.name,
  });
}

/** Customers (type user, /user), with the rating riders give them (docs/data-model.md). */
export const customerEntity = personLookup('customer', 'user', RATING_FIELDS);

/** Delivery companies (/deliveryCompany): riders name their company by its code. */
export const deliveryCompanyEntity = personLookup('deliveryCompany', 'deliveryCompany', {
  companyCode: text('person.companyCode', 20, { dir: 'ltr', column: { width: 130 } }),
});

/** Riders (/rider), each in a delivery company by its code. */
export const riderEntity = personLookup(
  'rider',
  'rider',
  { companyCode: text('person.companyCode', 20, { dir: 'ltr', column: { width: 130 } }), ...RATING_FIELDS },
  { companyCode: ['name'] },
);

export { RATING_FIELDS };
