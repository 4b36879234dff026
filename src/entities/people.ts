/**
 * People: users documents of one `type` (spec §3 User; docs/data-model.md "users/{uid}"),
 * one definition per type scoped by `type` (customer, supplier, delivery company, rider,
 * employee), so the generic list, detail and form pages, CSV export and the rules' field
 * validation serve them like any entity. People sign up in the marketplace's apps and
 * employees are created by the employee screen: the panel edits them (holders of the
 * type's menu path, and All), every edit audited. The sign-in e-mail belongs to Firebase
 * Auth: `fixed` (shown, never edited here). Block, type and Access change through
 * src/lib/data/people.ts, audited. Every definition on `users` searches the same fields
 * (name, email, phone), so the stored prefixes stay consistent (tests/unit/generated.test.ts).
 *
 * Documents the apps write may lack fields: the generated rules read a missing field as
 * its initial value (scripts/rules/rules.ts, scoped definitions), and a field of
 * another type must be null or absent.
 */
import { COLLECTIONS, type UserType } from '@/config/collections';
import { lte, type Check } from '@/lib/entity/checks';
import { defineEntity, type Claim } from '@/lib/entity/define';
import {
  boolean,
  date,
  decimal,
  email,
  image,
  integer,
  phone,
  reference,
  text,
  type Fields,
} from '@/lib/entity/fields';

/** The fields every person has (spec §3 User), in the order the detail page and the form show them. */
const PERSON_FIELDS = {
  image: image('person.image', { column: false }),
  name: text('person.name', 100, { dir: 'auto', column: { flex: 1 } }),
  // Firebase Auth's sign-in e-mail: shown, changed only in Auth (docs/access.md, "People").
  email: email('person.email', { required: false, fixed: true, column: { flex: 1 } }),
  phone: phone('person.phone', { required: false, column: { width: 150 } }),
  whatsapp: phone('person.whatsapp', { required: false, column: { width: 150, hidden: true } }),
  address: text('person.address', 300, { required: false, dir: 'auto', multiline: true, column: false }),
  cityId: reference('person.city', COLLECTIONS.cities, 'city', {
    required: false,
    column: { width: 130, hidden: true },
  }),
  areaId: reference('person.area', COLLECTIONS.areas, 'area', { required: false, column: false }),
  blocked: boolean('person.blocked', false, {
    readOnly: true,
    labels: ['person.active', 'person.blockedState'],
    colors: ['success', 'error'],
    column: { width: 110 },
  }),
} as const;

/** Ratings: of suppliers and riders by customers, of customers by riders (written by the apps). */
export const RATING_FIELDS = {
  rating: decimal('person.rating', 0, 5, 1, { readOnly: true, column: { width: 90 } }),
  reviewCount: integer('person.reviewCount', 0, 100_000_000, { readOnly: true, column: { width: 100, hidden: true } }),
} as const;

/**
 * A last known position (issue 32, dispatch; docs/data-model.md "Dispatch"), written by
 * the marketplace's apps: a rider's as they move, a supplier's shop (where orders are
 * picked up). Degrees of WGS 84 with 6 decimals (about 0.1 m); both 0 or missing: not
 * known. Read only in the panel.
 */
export const POSITION_FIELDS = {
  latitude: decimal('person.latitude', -90, 90, 6, { readOnly: true, column: false }),
  longitude: decimal('person.longitude', -180, 180, 6, { readOnly: true, column: false }),
} as const;

/** A delivery company's code, which its riders carry (upper case letters, digits, dashes). */
const companyCode = () =>
  text('person.companyCode', 20, {
    required: false,
    upperCase: true,
    dir: 'ltr',
    pattern: { source: '^[A-Z0-9][A-Z0-9-]{0,19}$', messageKey: 'people.validation.companyCode' },
    example: 'DC-1',
    column: { width: 130 },
  });

/** A supplier's profile (spec §3 Supplier): about, trade licence, subscription. */
export const SUPPLIER_FIELDS = {
  about: text('people.about', 2000, { required: false, dir: 'auto', multiline: true, column: false }),
  tradeLicence: text('people.tradeLicence', 200, { required: false, dir: 'ltr', column: false }),
  subscriptionPackageId: reference('people.subscription', COLLECTIONS.subscriptionPackages, 'subscriptionPackage', {
    required: false,
    column: false,
  }),
  subscriptionStart: date('people.subscriptionStart', { required: false, column: false }),
  subscriptionEnd: date('people.subscriptionEnd', { required: false, endOfDay: true, column: false }),
  ...POSITION_FIELDS,
} as const;

/** A subscription ends on or after its start (either may be empty). */
export const SUBSCRIPTION_CHECK = lte(
  'subscriptionStart',
  'subscriptionEnd',
  { key: 'people.validation.subscriptionEnd', on: 'subscriptionEnd' },
  true,
);

/**
 * The definition of the users documents of one type.
 * @param name the registry name
 * @param type the users documents' `type` (the scope)
 * @param extra fields of that type (ratings, company code, a supplier's profile)
 * @param filters more equality filters and their sorts (riders by company code)
 * @param checks the cross-field checks of that type (src/lib/entity/checks.ts)
 * @returns the definition: listed by name or newest first, searched on name, email and
 *   phone, filtered by blocked; edited by the form, every edit audited
 */
export function personEntity<const N extends string, const E extends Fields = Record<never, never>>(
  name: N,
  type: UserType,
  extra: E = {} as E,
  filters: Readonly<Record<string, readonly string[]>> = {},
  checks: readonly Check[] = [],
) {
  return defineEntity({
    name,
    collection: COLLECTIONS.users,
    scope: { field: 'type', value: type },
    fields: { ...PERSON_FIELDS, ...extra },
    list: {
      sorts: ['name', 'createdAt'],
      defaultSort: { field: 'name', direction: 'asc' },
      search: { fields: ['name', 'email', 'phone'], sorts: ['name'] },
      // The generic E defers the key check; the keys are the person fields'.
      filters: { blocked: ['name', 'createdAt'], ...filters } as never,
    },
    audit: { of: 'all' },
    ...(checks.length > 0 ? { checks } : {}),
    title: (row) => row.name,
  });
}

/** Customers (type user, /user), with the rating riders give them (docs/data-model.md). */
export const customerEntity = personEntity('customer', 'user', RATING_FIELDS);

/**
 * A delivery company's code is unique: companyCodes/{code} names the company holding it,
 * claimed with the company's write (issue 45; the rules refuse a code another company holds).
 */
export const COMPANY_CODE_CLAIM: Claim<'companyCode'> = {
  field: 'companyCode',
  collection: COLLECTIONS.companyCodes,
  ownerField: 'companyId',
  takenKey: 'people.validation.companyCodeTaken',
};

/** Delivery companies (/deliveryCompany): riders name their company by its code, one company per code. */
export const deliveryCompanyEntity = {
  ...personEntity('deliveryCompany', 'deliveryCompany', { companyCode: companyCode() }),
  claims: [COMPANY_CODE_CLAIM],
};

/** Riders (/rider), each in a delivery company: its code, and the company itself. */
export const riderEntity = personEntity(
  'rider',
  'rider',
  {
    companyCode: companyCode(),
    deliveryCompanyId: reference('person.deliveryCompany', COLLECTIONS.users, 'deliveryCompany', {
      required: false,
      column: false,
    }),
    ...RATING_FIELDS,
    ...POSITION_FIELDS,
  },
  { companyCode: ['name'] },
);
