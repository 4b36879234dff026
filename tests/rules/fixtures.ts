/**
 * Documents of the collections whose writes firestore.rules validates field by field
 * (the definitions of VALIDATED in src/entities/registry.ts), written the way the data
 * layer (src/lib/data/api.ts) writes them: stored documents as the seed leaves them,
 * and create / update / decision / delete operations with the audit fields and, for
 * children, the parent's counter in the same batch.
 *
 * Nothing here repeats a definition: the collections, parents, counters, keys and
 * transitions come from the registry, and the stored values are what the definition's
 * own converter (`toFirestore`) makes of a sample form (money in baisa, read-only
 * fields at their initial values). Only the sample form values are written by hand,
 * and they are checked against the definition's form fields when this module loads.
 */
import {
  collection,
  arrayUnion,
  doc,
  FieldValue,
  getDoc,
  increment,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type WriteBatch,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTION_OWNERS } from '../../src/config/collections';
import { ENTITY_LIST, VALIDATED as DEFINITIONS } from '../../src/entities/registry';
import { auditPath, changedFields } from '../../src/lib/data/auditModel';
import { authorName } from './helpers';
import { searchPrefixes } from '../../src/lib/data/convert';
import { trashEntryId, trashPath } from '../../src/lib/data/trashModel';
import { COUNTED_CHILD_FIELD } from '../../src/lib/data/types';
import {
  isEdited,
  loweredFields,
  raisedFields,
  transfersOf,
  transitionsOfKind,
  type EntityDef,
  type Transition,
} from '../../src/lib/entity/define';
import { ledgerEntryData } from '../../src/lib/entity/ledger';
import { movesOf } from '../../src/lib/entity/refusal';
import { sampleOf } from '../../src/lib/entity/sample';
import { policyOf } from '../../src/lib/entity/policy';
import type { Fields, FormValues } from '../../src/lib/entity/fields';

/** The id of the delivered order the sample refunds name (refundedOrder). */
export const REFUNDED_ORDER = 'order-refunded';

/** A collection of the ownership map (every validated collection is one). */
export type Validated = keyof typeof COLLECTION_OWNERS;

function owned(collection: string): Validated {
  if (!(collection in COLLECTION_OWNERS)) throw new Error(`${collection} is not in COLLECTION_OWNERS`);
  return collection as Validated;
}

/** Kept as history (notifications): its lifecycle (`writes`) has only the create. */
export function onlyCreated(def: EntityDef): boolean {
  const { edit, decide, delete: remove } = def.writes;
  return edit === 'none' && decide === 'none' && remove === 'none';
}

/** Made by the panel, then only decided (refunds, bank details): no edit, no delete. */
export function madeThenDecided(def: EntityDef): boolean {
  const { create, edit, decide } = def.writes;
  return create === 'panel' && edit === 'none' && decide === 'panel';
}

/** The collections with field validation in firestore.rules: one per definition of VALIDATED. */
export const VALIDATED: readonly Validated[] = DEFINITIONS.filter(
  (def) => def.writes.create === 'panel' && !onlyCreated(def),
).map((def) => owned(def.collection));

/**
 * Validated collections written once and never edited or deleted (notifications):
 * creates only, tested in their own file (tests/rules/notifications.test.ts).
 */
export const IMMUTABLE: readonly Validated[] = DEFINITIONS.filter(onlyCreated).map((def) => owned(def.collection));

/**
 * Validated collections the panel only decides on (orders, written by the marketplace's
 * apps): no create, edit or delete for anyone; their decisions have their own tests.
 */
export const DECISIONS_ONLY: readonly Validated[] = DEFINITIONS.filter((def) => def.writes.create !== 'panel').map(
  (def) => owned(def.collection),
);

/** The definition of a validated collection. */
export function definitionOf(name: Validated): EntityDef {
  const def = DEFINITIONS.find((d) => d.collection === name);
  if (!def) throw new Error(`No validated definition for ${name}`);
  return def;
}

/** A child collection counted on its parent. */
export interface ChildLink {
  readonly parents: Validated;
  readonly field: string;
  readonly counter: string;
}

/** The children and the parent counting each (EntityDefinition.parent). */
export const CHILDREN: Partial<Record<Validated, ChildLink>> = Object.fromEntries(
  DEFINITIONS.flatMap((def) =>
    def.hierarchy?.parent
      ? [
          [
            owned(def.collection),
            {
              parents: owned(def.hierarchy?.parent.collection),
              field: def.hierarchy?.parent.field,
              counter: def.hierarchy?.parent.counter,
            },
          ],
        ]
      : [],
  ),
);

/** The child counter of each parent collection (EntityDefinition.childCounter). */
export const COUNTERS: Partial<Record<Validated, string>> = Object.fromEntries(
  DEFINITIONS.flatMap((def) =>
    def.hierarchy?.childCounter ? [[owned(def.collection), def.hierarchy?.childCounter]] : [],
  ),
);

/** Id of the parent the seeded children belong to (counted once on it). */
export const PARENT_ID = 'parent';

/** A time in the past, for seeded documents and bad audit values. */
export const PAST = Timestamp.fromMillis(Date.UTC(2025, 0, 15));

const IN_A_MONTH = new Date(Date.now() + 30 * 24 * 3600 * 1000);

/**
 * The value of an image field in a sample: a file name, stored as the Storage path of
 * that file in the document's own folder, `<collection>/<docId>/<file>` (see formValues).
 */
const IMAGE_FILE = 'photo-1.webp';

/**
 * What a person types into each definition's form (by registry name): realistic
 * values, and references to the seeded documents. A form field without one here gets
 * sampleOf's value (src/lib/entity/sample.ts), so a field added to a definition needs no
 * edit here unless its sample would not do (a reference to a document that must exist).
 * Money is in OMR as typed.
 */
const SAMPLES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  faq: {
    questionEn: 'How do I pay?',
    questionAr: 'كيف أدفع؟',
    answerEn: 'By card or cash.',
    answerAr: 'بالبطاقة أو نقدًا.',
  },
  article: {
    titleEn: 'Omani frankincense',
    titleAr: 'اللبان العماني',
    shortDetailEn: 'How to choose.',
    shortDetailAr: 'كيف تختار.',
    descriptionEn: 'From Hojari to Najdi.',
    descriptionAr: 'من الحوجري إلى النجدي.',
    image: IMAGE_FILE,
  },
  category: { nameEn: 'Groceries', nameAr: 'البقالة', image: IMAGE_FILE },
  galleryImage: { image: IMAGE_FILE },
  subCategory: { name: 'Dates', categoryId: PARENT_ID, supplierId: 'supplier' },
  city: { nameEn: 'Muscat', nameAr: 'مسقط', radiusMeters: 15000 },
  area: { cityId: PARENT_ID, nameEn: 'Ruwi', nameAr: 'روي' },
  coupon: {
    titleEn: 'Welcome discount',
    titleAr: 'خصم الترحيب',
    discountPercent: 10,
    type: 'firstOrder',
    totalCount: 100,
    expiryDate: IN_A_MONTH,
  },
  product: {
    image: IMAGE_FILE,
    nameEn: 'Omani dates (1 kg)',
    nameAr: 'تمر عماني (1 كغ)',
    descriptionEn: 'Khalas dates from Nizwa.',
    descriptionAr: 'تمر خلاص من نزوى.',
    price: 2.45,
    discount: 10,
    quantity: 40,
    supplierId: 'supplier',
    categoryId: PARENT_ID,
    subCategoryId: null,
    active: true,
  },
  subscriptionPackage: {
    titleEn: 'Basic',
    titleAr: 'الباقة الأساسية',
    isFree: false,
    price: 1.5,
    duration: 3,
    durationUnit: 'months',
  },
  notification: {
    title: 'Ramadan hours',
    description: 'Orders placed after 1 am are delivered after iftar.',
    audience: 'rider',
    userId: 'rider',
  },
  prizeFine: {
    name: 'Late deliveries',
    reason: 'Three late deliveries this week.',
    value: 2.5,
    type: 'fine',
    date: new Date(Date.UTC(2026, 0, 10)),
    personType: 'rider',
    personId: 'rider',
  },
  refund: {
    orderId: REFUNDED_ORDER,
    supplierId: 'supplier',
    amount: 1.25,
    reason: 'damaged',
    note: 'Two jars arrived broken.',
    chargedTo: 'supplier',
  },
  remittance: {
    riderId: 'rider',
    amount: 1.5,
    method: 'cash',
    reference: 'RC-1001',
    note: 'Handed over at the Muscat office.',
  },
  payout: {
    deliveryCompanyId: 'deliveryCompany',
    amount: 1.5,
    method: 'bankTransfer',
    reference: 'PAY-1001',
    note: 'Delivery fees of the first week.',
  },
  adjustment: {
    personType: 'rider',
    personId: 'rider',
    direction: 'increase',
    amount: 1.5,
    reason: 'A cash order delivered twice was counted once.',
  },
  withdrawal: {
    supplierId: 'FUNDED',
    amount: 1.5,
    accountHolder: 'Salim Al Harthy',
    accountNumber: '0300123456789012',
    iban: 'OM810270300123456789012',
    bankName: 'Bank Muscat',
  },
  // Bank details change only by proposal and confirmation (tests/rules/users.test.ts).
  supplierAccount: {},
  supplierBank: {},
  advertisement: {
    image: IMAGE_FILE,
    shortDetailEn: 'Fresh halwa',
    shortDetailAr: 'حلوى طازجة',
    descriptionEn: 'Made this week in Nizwa.',
    descriptionAr: 'محضّرة هذا الأسبوع في نزوى.',
    website: 'https://halwa.example.com',
    supplierId: 'supplier',
    expireAt: IN_A_MONTH,
  },
  banner: {
    image: IMAGE_FILE,
    titleEn: 'National Day',
    titleAr: 'العيد الوطني',
    targetType: 'category',
    productId: '',
    categoryId: 'category',
    supplierId: '',
    link: '',
    position: 1,
    startAt: new Date(Date.now() - 24 * 3600 * 1000),
    endAt: IN_A_MONTH,
  },
  appInfo: {
    publishableKey: 'pk_test_demo',
    phone: '+96824501234',
    email: 'support@demo.om',
    vatPercent: 5,
    missionEn: 'Stores to doors.',
    missionAr: 'المتاجر إلى الأبواب.',
    visionEn: 'Trusted first.',
    visionAr: 'الأكثر ثقة.',
    aboutUsEn: '<p>An Omani marketplace.</p>',
    aboutUsAr: '<p>سوق عماني.</p>',
    privacyPolicyEn: '<p>We never sell your data.</p>',
    privacyPolicyAr: '<p>لا نبيع بياناتك.</p>',
    termsEn: '<p>Pay what checkout shows.</p>',
    termsAr: '<p>ادفع المبلغ الظاهر.</p>',
    refundPolicyEn: '<p>Refunds within 7 days.</p>',
    refundPolicyAr: '<p>الاسترداد خلال 7 أيام.</p>',
    facebookUrl: 'https://www.facebook.com/demo.om',
    instagramUrl: '',
    twitterUrl: 'https://x.com/demo_om',
    linkedinUrl: '',
    minOrderPrice: 2,
    deliveryFee: 1,
    riderDeliveryFee: 0.7,
    riderOrderTimerSeconds: 60,
    deliveryTimeMinutes: 45,
    minRadiusMeters: 500,
    maxRadiusMeters: 15000,
  },
  contactMessage: {
    subject: 'Partnership request',
    comment: 'We run a bakery in Barka and would like to join the app.',
    name: 'Yaqoob Al-Mamari',
    email: 'yaqoob.bakery@example.com',
    userId: 'customer',
  },
  riderReport: {
    subject: 'Customer not answering',
    description: 'Waited 15 minutes at the gate and called three times.',
    riderId: 'rider',
    orderId: 'order-001',
  },
  review: {
    rating: 4,
    text: 'Fresh and well packed.',
    authorId: 'customer',
    authorType: 'user',
    subjectId: 'supplier',
    subjectType: 'supplier',
    orderId: 'order-001',
  },
  customerServiceRequest: {
    subject: 'Missing item',
    userId: 'customer',
    orderId: 'order-001',
    // The customer's first message, written now (the rules want a time within minutes).
    get messages() {
      return [{ text: 'My order arrived without the laban.', by: 'customer', at: new Date(), staff: false }];
    },
  },
};

/**
 * Who creates the records written by the apps (`source: 'apps'`), by registry name:
 * the fixture person their sample belongs to (docs/access.md).
 */
export const CREATORS: Readonly<Record<string, string>> = {
  contactMessage: 'customer',
  riderReport: 'rider',
  customerServiceRequest: 'customer',
  review: 'customer',
};

/**
 * The validated collections the panel creates, edits and deletes documents of with any
 * id: not the records written by the apps (\`source: 'apps'\`, tested in support.test.ts)
 * nor singletons (appInfo, tested in appInfo.test.ts), nor the records made then only
 * decided (refunds, bank details: no edit, no delete; tested in refunds.test.ts,
 * supplierBank.test.ts), nor those whose policy has no edit (supplier accounts: their
 * amounts move with decisions only; refunds.test.ts, withdrawals.test.ts; collections.test.ts
 * and definitions.test.ts try their create, delete and refused edit).
 */
export const PANEL_WRITTEN: readonly Validated[] = DEFINITIONS.filter(
  (def) =>
    def.writes.create === 'panel' && def.writes.delete === 'panel' && policyOf(def, COLLECTION_OWNERS).writes.edit,
).map((def) => owned(def.collection));

// A sample fills only the definition's form fields (no stale field of an older definition).
for (const def of DEFINITIONS.filter((d) => d.writes.create === 'panel')) {
  const stale = Object.keys(SAMPLES[def.name] ?? {}).filter((f) => f === def.id?.field || !def.formFields.includes(f));
  if (stale.length) throw new Error(`Sample of ${def.name} fills [${stale.join()}], not in its form`);
}

/**
 * A stored value for the full SDK: Dates and other SDKs' Timestamps (firestore/lite,
 * firebase-admin) as its Timestamps, inside lists and maps too; anything else as is.
 */
export function clientValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value;
  if (value instanceof Date) return Timestamp.fromDate(value);
  // A Timestamp of another SDK (firestore/lite, firebase-admin): same seconds and nanoseconds.
  if (value && typeof value === 'object' && 'seconds' in value && 'nanoseconds' in value && 'toMillis' in value) {
    const { seconds, nanoseconds } = value as { seconds: number; nanoseconds: number };
    return new Timestamp(seconds, nanoseconds);
  }
  if (Array.isArray(value)) return value.map(clientValue);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return clientValues(value as DocumentData);
  }
  return value;
}

function clientValues(data: DocumentData): DocumentData {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, clientValue(value)]));
}

/**
 * The stored fields of form values, by the definition's own converter (Timestamps as the
 * full SDK's): what the data layer writes of a form on create or update.
 */
export function converted(name: Validated, values: Record<string, unknown>, mode: 'create' | 'update'): DocumentData {
  return clientValues(definitionOf(name).toFirestore(values as FormValues<Fields>, mode));
}

/**
 * The sample form of a collection: sampleOf's values under SAMPLES', with the id field
 * (if any) set to `id` and each image as the path of its file in the document's folder
 * (what an upload leaves).
 */
export function formValues(name: Validated, id = 'created'): Record<string, unknown> {
  const def = definitionOf(name);
  const given: Record<string, unknown> = { ...SAMPLES[def.name] };
  for (const [field, descriptor] of Object.entries(def.fields)) {
    if (descriptor.kind === 'image' && typeof given[field] === 'string') {
      given[field] = `${def.collection}/${id}/${String(given[field])}`;
    }
  }
  return sampleOf(def, { id }, { ...given, ...(def.id?.field ? { [def.id?.field]: id } : {}) });
}

/**
 * The stored fields of a valid new document, as the definition's converter writes
 * them on create: every field, read-only ones and counters at their initial values.
 */
export function fields(name: Validated, id = 'created'): DocumentData {
  return converted(name, formValues(name, id), 'create');
}

/** The search prefixes the data layer stores for `data`. */
function prefixesOf(name: Validated, data: DocumentData): string[] {
  return searchPrefixes(definitionOf(name).searchFields.map((f) => data[f]));
}

/** Id used for documents created in tests (a valid coupon code too). */
export const CREATED_ID = 'NEW10';

/** A stored document as the seed writes it: createdBy 'seed', no searchPrefixes. */
export function stored(name: Validated, id = 'SEEDED', extra: DocumentData = {}): DocumentData {
  return {
    ...fields(name, id),
    createdAt: PAST,
    updatedAt: PAST,
    createdBy: 'seed',
    updatedBy: 'seed',
    ...extra,
  };
}

/**
 * The delivered order the sample refunds refund (orders are written by the backend, so
 * no definition stores one): 12.500 OMR of the fixture supplier, 1.000 refunded.
 */
export function refundedOrder(extra: DocumentData = {}): DocumentData {
  return {
    userId: 'customer',
    supplierId: 'supplier',
    status: 'delivered',
    subtotal: 12_000,
    deliveryFee: 500,
    couponDiscount: 0,
    vat: 0,
    totalPrice: 12_500,
    refundedAmount: 1_000,
    createdAt: PAST,
    updatedAt: PAST,
    ...extra,
  };
}

/** The supplier account the sample withdrawals draw on (its amounts start funded). */
export const FUNDED_ACCOUNT = 'FUNDED';

/**
 * The stored documents of a fixture: `SEEDED` in every validated collection (and a
 * singleton's own id), the parents `parent` (counting one child) and their seeded
 * child `SEEDED`.
 */
export function storedDocs(): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = {};
  for (const name of VALIDATED) docs[`${name}/SEEDED`] = stored(name);
  // Read-only amounts start at 0: one account with money to withdraw.
  docs[`supplierAccounts/${FUNDED_ACCOUNT}`] = stored('supplierAccounts', FUNDED_ACCOUNT, {
    earned: 5_000_000,
    released: 0,
    available: 5_000_000,
  });
  // The order the sample refunds name, and the account of its supplier they are charged to.
  docs[`orders/${REFUNDED_ORDER}`] = refundedOrder();
  docs['supplierAccounts/supplier'] = stored('supplierAccounts', 'supplier', {
    earned: 5_000_000,
    released: 0,
    available: 5_000_000,
  });
  // The rider account the sample remittances are recorded against (cash held to remit).
  docs['riderAccounts/rider'] = stored('riderAccounts', 'rider', { cashHeld: 5_000_000, remitted: 0 });
  // The company account the sample payouts are recorded against (delivery fees owed).
  docs['deliveryCompanyAccounts/deliveryCompany'] = stored('deliveryCompanyAccounts', 'deliveryCompany', {
    available: 5_000_000,
    paidOut: 0,
  });
  for (const def of DEFINITIONS) {
    if (def.id?.singleton)
      docs[`${def.collection}/${def.id?.singleton}`] = stored(owned(def.collection), def.id?.singleton);
  }
  for (const link of Object.values(CHILDREN)) {
    docs[`${link.parents}/${PARENT_ID}`] = stored(link.parents, PARENT_ID, { [link.counter]: 1 });
  }
  // A document whose id is a person's uid (a supplier account) is created for a person
  // of the type its reference names (the rules check it): that person, under CREATED_ID.
  for (const def of DEFINITIONS) {
    const field = def.id?.field ? def.fields[def.id?.field] : undefined;
    if (field?.kind !== 'reference' || field.collection !== 'users') continue;
    // Only a document the panel creates (not a rider account, written by the apps).
    if (!policyOf(def, COLLECTION_OWNERS).writes.create) continue;
    const type = ENTITY_LIST.find((d) => d.name === field.entity)?.scope?.value;
    docs[`users/${CREATED_ID}`] = { name: 'Created person', type, blocked: false };
  }
  return docs;
}

/** What the data layer writes on create: every field, search prefixes, audit. */
export function createData(name: Validated, uid: string, id = CREATED_ID): DocumentData {
  const data = fields(name, id);
  return {
    ...data,
    searchPrefixes: prefixesOf(name, data),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    createdBy: uid,
    updatedBy: uid,
    ...maker(name, uid),
  };
}

/** The maker field the data layer writes on create and edit of a maker-checked entity (src/lib/data/maker.ts). */
function maker(name: Validated, uid: string): DocumentData {
  const field = definitionOf(name).makerField;
  return field ? { [field]: uid } : {};
}

/** Edits made so far by editOf (each edit types a text no earlier one did). */
let edits = 0;

/**
 * For a definition audited on every write (`audit: 'all'`), a real edit of `values`
 * (a form or a stored document): its first text field retyped with a number no earlier
 * edit used; otherwise nothing. The data layer sends no audited edit that records
 * nothing (recordsChange, src/lib/data/auditModel.ts) and the rules refuse one
 * (isAuditEntry), so an audited edit in a test must change a recorded field.
 */
export function editOf(name: Validated, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const def = definitionOf(name);
  const field = Object.entries(def.fields).find(
    ([, descriptor]) => descriptor.kind === 'text' && isEdited(descriptor) && !descriptor.fixed,
  )?.[0];
  if (def.audit?.of !== 'all' || !field) return {};
  edits += 1;
  return { [field]: `${String(values[field] ?? '')} ${edits}`.trim() };
}

/**
 * The change of a definition whose form edits nothing, made by its own step: a
 * supplier's bank details proposed (maker-checker, supplierBank.test.ts), or,
 * while someone else's proposal is pending in `before`, that proposal rejected (the
 * rules refuse replacing it; docs/access.md "Money and trust").
 */
export function stepOf(name: Validated, uid: string, before: DocumentData = {}): DocumentData {
  if (name !== 'supplierBanks') return {};
  if (typeof before['proposedBy'] === 'string' && before['proposedBy'] !== uid) {
    return {
      proposedAccountHolder: '',
      proposedAccountNumber: '',
      proposedIban: '',
      proposedBankName: '',
      proposedBy: null,
      proposedAt: null,
    };
  }
  return {
    proposedAccountHolder: 'Fresh Market LLC',
    proposedAccountNumber: '0300123456789012',
    proposedIban: 'OM810180000001299123456',
    proposedBankName: 'Bank Muscat',
    proposedBy: uid,
    proposedAt: serverTimestamp(),
  };
}

/**
 * What the data layer writes on update (an edited form): the edited fields only. For
 * a definition audited on every write, a text field really changes (editOf) unless
 * `values` sets it.
 */
export function updateData(
  name: Validated,
  uid: string,
  id = 'SEEDED',
  values: Readonly<Record<string, unknown>> = {},
): DocumentData {
  return { ...savedForm(name, uid, id, values), ...stepOf(name, uid) };
}

/**
 * The form saved again as an edit, without the step of a definition whose form edits
 * nothing (stepOf): what `updateData` writes less the proposal. Refused where the policy
 * has no edit (src/lib/entity/policy.ts `writes.edit`: supplier accounts, bank details).
 * @param values form values over the sample's
 */
export function savedForm(
  name: Validated,
  uid: string,
  id = 'SEEDED',
  values: Readonly<Record<string, unknown>> = {},
): DocumentData {
  const form = formValues(name, id);
  const data = converted(name, { ...form, ...editOf(name, form), ...values }, 'update');
  return {
    ...data,
    searchPrefixes: prefixesOf(name, data),
    updatedAt: serverTimestamp(),
    updatedBy: uid,
    ...maker(name, uid),
  };
}

/**
 * The parent counter step written next to a child's create (+1) or delete (-1), naming
 * the child that pays for it (COUNTED_CHILD_FIELD).
 */
export function counterData(link: ChildLink, delta: number, uid: string, childId: string): DocumentData {
  return {
    [link.counter]: increment(delta),
    [COUNTED_CHILD_FIELD]: childId,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  };
}

/** Variations of a write, for the denied cases. */
export interface WriteOptions {
  /** The written document (default: what the data layer writes). */
  readonly data?: DocumentData;
  /** Children: the parent whose counter the batch changes (default: the one in `data`). */
  readonly parentId?: string;
  /** Children: how much the batch changes the parent's counter (default ±1; 0: not at all). */
  readonly delta?: number;
  /** Children: the child the step names (default: the written one). */
  readonly named?: string;
  /** The author's name its audit entry records, already read (auditedAuthor; default: read now). */
  readonly byName?: string;
}

/**
 * Creates a document the way the data layer does (children: with the parent counted in
 * the same batch).
 */
export async function createDoc(
  db: Firestore,
  name: Validated,
  uid: string,
  id = CREATED_ID,
  options: WriteOptions = {},
): Promise<void> {
  const data = options.data ?? createData(name, uid, id);
  const byName = options.byName ?? (await auditedAuthor(db, name, uid));
  const batch = writeBatch(db);
  const link = CHILDREN[name];
  const delta = options.delta ?? 1;
  if (link && delta !== 0) {
    const parentId = options.parentId ?? String(data[link.field]);
    batch.update(doc(db, link.parents, parentId), counterData(link, delta, uid, options.named ?? id));
  }
  batch.set(doc(db, name, id), { ...data, ...auditedWrite(db, batch, name, id, uid, null, data, 'create', byName) });
  return batch.commit();
}

/**
 * The name the audit entry of a create or an edit by `uid` records (authorName), read
 * only when the definition is audited on every write, as the data layer reads it
 * (src/lib/data/apiWrite.ts `authorFor`); '' without a read otherwise.
 */
export function auditedAuthor(db: Firestore, name: Validated, uid: string): Promise<string> {
  return definitionOf(name).audit?.of === 'all' ? authorName(db, uid) : Promise.resolve('');
}

/**
 * For a definition audited on every write (`audit: 'all'`), adds the write's audit
 * entry to the batch the way the data layer does (src/lib/data/audit.ts) and returns
 * the `auditId` to write with it; otherwise nothing. A written `auditId` is kept as is.
 */
function auditedWrite(
  db: Firestore,
  batch: WriteBatch,
  name: Validated,
  id: string,
  uid: string,
  before: DocumentData | null,
  written: DocumentData,
  action: string,
  byName: string,
): DocumentData {
  if (definitionOf(name).audit?.of !== 'all' || 'auditId' in written) return {};
  const entry = doc(collection(db, 'auditLog'));
  // Deletions and increments are not recorded, as in the data layer; a server time of a
  // recorded field is (a bank proposal's proposedAt: the entry holds the same time).
  const values = Object.fromEntries(
    Object.entries(written).filter(([, v]) => !(v instanceof FieldValue) || v.isEqual(serverTimestamp())),
  );
  batch.set(entry, auditEntryData(name, id, uid, { before, written: values, action, byName }));
  return { auditId: entry.id };
}

/**
 * What the data layer adds to an edit of a definition with `resetOnEdit`
 * (src/lib/data/api.ts updateOne): a money field changed on a document whose status is
 * `from` moves the status to `to`. An edit that sets the status itself is left as is
 * (the attacks keep `approved` or pick another status).
 */
function resetOf(name: Validated, before: DocumentData | null, data: DocumentData): DocumentData {
  const reset = definitionOf(name).resetOnEdit;
  if (!reset || !before || reset.field in data || before[reset.field] !== reset.from) return {};
  const money = Object.fromEntries(reset.fields.filter((f) => f in data).map((f) => [f, data[f]]));
  return Object.keys(changedFields(before, money).after).length > 0 ? { [reset.field]: reset.to } : {};
}

/**
 * Updates a document the way the data layer does (same parent): the values before are
 * read first (a refused read leaves none), for the audit entry and the status reset of
 * a money edit.
 */
export async function updateDoc(
  db: Firestore,
  name: Validated,
  uid: string,
  id = 'SEEDED',
  data: DocumentData = updateData(name, uid, id),
): Promise<void> {
  const batch = writeBatch(db);
  const before = await getDoc(doc(db, name, id)).then(
    (snapshot) => snapshot.data() ?? null,
    () => null,
  );
  const written = { ...data, ...resetOf(name, before, data) };
  const byName = await auditedAuthor(db, name, uid);
  batch.update(doc(db, name, id), {
    ...written,
    ...auditedWrite(db, batch, name, id, uid, before ?? {}, written, 'update', byName),
  });
  return batch.commit();
}

/** The status changes (transitions of the default kind) of a validated collection's definition, by name. */
export function transitionsOf(name: Validated): Readonly<Record<string, Transition>> {
  return Object.fromEntries(transitionsOfKind(definitionOf(name), 'state'));
}

/**
 * What `transitionOne` writes: the new value, the decision stamp (server time, the
 * caller, the reason or null) and the audit fields.
 */
export function decisionData(transition: Transition, uid: string, reason: string | null = null): DocumentData {
  return {
    [transition.field]: transition.to,
    decidedAt: serverTimestamp(),
    decidedBy: uid,
    decisionReason: reason,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  };
}

/** A reason for the transitions that need one. */
export const REASON = 'The discount is too generous.';

/**
 * The audit entry the data layer writes with a change of `name/id` (src/lib/data/audit.ts),
 * for a document that was `before` and has `written` set.
 */
export function auditEntryData(
  name: Validated,
  id: string,
  uid: string,
  change: {
    before: DocumentData | null;
    written: DocumentData;
    action: string;
    reason?: string | null;
    /** The author's name (authorName: their users document's `name`). */
    byName: string;
  },
): DocumentData {
  return {
    action: change.action,
    collection: name,
    docId: id,
    path: auditPath(name, { ...change.before, ...change.written }),
    subjectId: null,
    ...changedFields(change.before, change.written),
    reason: change.reason ?? null,
    actor: uid,
    byName: change.byName,
    at: serverTimestamp(),
  };
}

/**
 * Applies a transition the way the data layer does (`extra` overrides what is written):
 * for a definition audited on decisions, with its audit entry in the same batch (the
 * document is read first for the entry's `before`; a caller who may not read it gets
 * an entry without one, refused like the rest of the write).
 */
export async function decide(
  db: Firestore,
  name: Validated,
  uid: string,
  id: string,
  transition: Transition,
  extra: DocumentData = {},
): Promise<void> {
  // The entry carries the decision's own reason, an override's too (transitionOne writes
  // the same text in both; the rules refuse an entry telling another one).
  const reason =
    'decisionReason' in extra ? (extra['decisionReason'] as string | null) : transition.reasonRequired ? REASON : null;
  // A reply also appends the text as a staff message (transitionOne does the same).
  const text = typeof extra['decisionReason'] === 'string' ? extra['decisionReason'] : reason;
  const appended = transition.append
    ? { [transition.append]: arrayUnion({ text, by: uid, at: Timestamp.now(), staff: true }) }
    : {};
  const batch = writeBatch(db);
  const written = { [transition.field]: transition.to };
  let audit: DocumentData = {};
  if (definitionOf(name).audit) {
    const before = await getDoc(doc(db, name, id)).then(
      (snapshot) => snapshot.data() ?? null,
      () => null,
    );
    const entry = doc(collection(db, 'auditLog'));
    const byName = await authorName(db, uid);
    batch.set(entry, auditEntryData(name, id, uid, { before, written, action: 'decision', reason, byName }));
    audit = { auditId: entry.id };
  }
  if (transfersOf(transition).length) {
    // The amounts moved on the linked documents in the same batch (transitionOne's transfers).
    const current = await getDoc(doc(db, name, id)).then(
      (snapshot) => snapshot.data() ?? {},
      () => stored(name, id),
    );
    for (const move of movesOf(transition, current)) {
      const amount = Number(current[move.amountField] ?? 0);
      const moved: DocumentData = {};
      for (const field of loweredFields(move)) moved[field] = increment(-amount);
      for (const field of raisedFields(move)) moved[field] = increment(amount);
      const accountId = String(current[move.idField]);
      if (move.ledger && typeof audit['auditId'] === 'string') {
        // Its ledger entry, under the audit entry's id (transitionOne writes the same).
        const before = await getDoc(doc(db, move.collection, accountId)).then(
          (snapshot) => snapshot.data() ?? {},
          () => stored(move.collection as Validated, accountId),
        );
        batch.set(doc(db, 'ledger', audit['auditId']), {
          ...ledgerEntryData(move, { collection: name, id }, { id: accountId, before }, amount, uid),
          at: serverTimestamp(),
        });
      }
      batch.update(doc(db, move.collection, accountId), {
        ...moved,
        [move.linkField]: id,
        updatedAt: serverTimestamp(),
        updatedBy: uid,
      });
    }
  }
  batch.update(doc(db, name, id), { ...decisionData(transition, uid, reason), ...appended, ...audit, ...extra });
  return batch.commit();
}

/**
 * Adds to a batch what moves `name/id` to the trash with its delete (src/lib/data/trash.ts
 * moveToTrash): the entry holding `data` and the delete's audit entry (`entry` overrides
 * the entry's fields).
 * @returns the entry's id
 */
export function trashInBatch(
  batch: WriteBatch,
  db: Firestore,
  name: string,
  id: string,
  uid: string,
  data: DocumentData,
  entry: DocumentData = {},
  byName = '',
): string {
  const entryId = trashEntryId(name, id, data);
  const audit = doc(collection(db, 'auditLog'));
  batch.set(doc(db, 'trash', entryId), {
    collection: name,
    docId: id,
    data,
    path: trashPath(name),
    deletedBy: uid,
    deletedAt: serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + 31 * 24 * 3600 * 1000),
    auditId: audit.id,
    ...entry,
  });
  batch.set(audit, {
    action: 'delete',
    collection: name,
    docId: id,
    path: trashPath(name),
    subjectId: null,
    before: null,
    after: {},
    reason: null,
    actor: uid,
    byName,
    at: serverTimestamp(),
    trashId: entryId,
  });
  return entryId;
}

/**
 * Deletes a document the way the data layer does: moved to the trash (its data read
 * first; a caller who may not read it trashes the seeded sample), children uncounted
 * from their parent.
 */
export async function deleteDoc(
  db: Firestore,
  name: Validated,
  uid: string,
  id = 'SEEDED',
  options: Omit<WriteOptions, 'data'> = {},
): Promise<void> {
  const data = await getDoc(doc(db, name, id)).then(
    (snapshot) => snapshot.data() ?? stored(name, id),
    () => stored(name, id),
  );
  const batch = writeBatch(db);
  const link = CHILDREN[name];
  const delta = options.delta ?? -1;
  if (link && delta !== 0) {
    batch.update(
      doc(db, link.parents, options.parentId ?? PARENT_ID),
      counterData(link, delta, uid, options.named ?? id),
    );
  }
  trashInBatch(batch, db, name, id, uid, data, {}, await authorName(db, uid));
  batch.delete(doc(db, name, id));
  return batch.commit();
}

/**
 * An audited change of users/{uid} as src/lib/data/people.ts `auditedWrite` writes it:
 * the fields with `auditId` and the stamps, its entry in the same batch.
 * @param before the stored document (the entry's values before and its path)
 * @param written the changed fields
 * @param action the entry's action (update, block, access, type…)
 */
export async function personChange(
  db: Firestore,
  actor: string,
  uid: string,
  before: DocumentData,
  written: DocumentData,
  action: string,
): Promise<void> {
  const byName = await authorName(db, actor);
  const batch = writeBatch(db);
  const entry = doc(collection(db, 'auditLog'));
  batch.set(entry, {
    action,
    collection: 'users',
    docId: uid,
    path: auditPath('users', { ...before, ...written }),
    subjectId: uid,
    ...changedFields(before, written),
    reason: null,
    actor,
    byName,
    at: serverTimestamp(),
  });
  batch.update(doc(db, 'users', uid), {
    ...written,
    auditId: entry.id,
    updatedAt: serverTimestamp(),
    updatedBy: actor,
  });
  // A delivery company given a code claims it in the same write (src/lib/data/claims.ts).
  const code = (data: DocumentData) => (data['type'] === 'deliveryCompany' ? String(data['companyCode'] ?? '') : '');
  const after = { ...before, ...written };
  if (code(after) && code(after) !== code(before)) batch.set(doc(db, 'companyCodes', code(after)), { companyId: uid });
  return batch.commit();
}

/**
 * An employee created as src/lib/data/people.ts `createEmployee` writes it: the users
 * document (stamped, with its search prefixes) and its `create` audit entry, one batch.
 * @param options the name, e-mail and Access of the new employee
 * @returns the commit
 */
export async function employeeCreate(
  db: Firestore,
  actor: string,
  id: string,
  options: { readonly name?: string; readonly email?: string; readonly access?: readonly string[] } = {},
): Promise<void> {
  const { name = 'New', email = 'new@example.com', access = ['/dashboard'] } = options;
  const recorded: DocumentData = { type: 'employee', name, email, blocked: false, Access: [...access] };
  const byName = await authorName(db, actor);
  const batch = writeBatch(db);
  const entry = doc(collection(db, 'auditLog'));
  batch.set(entry, {
    action: 'create',
    collection: 'users',
    docId: id,
    path: auditPath('users', recorded),
    subjectId: id,
    ...changedFields(null, recorded),
    reason: null,
    actor,
    byName,
    at: serverTimestamp(),
  });
  batch.set(doc(db, 'users', id), {
    ...recorded,
    searchPrefixes: searchPrefixes([name, email, '']),
    auditId: entry.id,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    createdBy: actor,
    updatedBy: actor,
  });
  return batch.commit();
}
