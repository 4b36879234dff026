/**
 * Documents of the collections whose writes firestore.rules validates field by field
 * (catalogue and content), written the way the data layer (src/lib/data/api.ts) writes
 * them: stored documents as the seed leaves them, and create / update / delete
 * operations with the audit fields and, for children, the parent's counter in the
 * same batch.
 */
import {
  doc,
  increment,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

/** The collections with field validation in firestore.rules (validatedCollections()). */
export const VALIDATED = [
  'categories',
  'subCategories',
  'cities',
  'areas',
  'coupons',
  'subscriptionPackages',
  'faqs',
  'articles',
] as const;

export type Validated = (typeof VALIDATED)[number];

/** A child collection counted on its parent. */
export interface ChildLink {
  readonly parents: Validated;
  readonly field: string;
  readonly counter: string;
}

/** The children of the fixtures and the parent counting each (like EntityDefinition.parent). */
export const CHILDREN: Partial<Record<Validated, ChildLink>> = {
  subCategories: { parents: 'categories', field: 'categoryId', counter: 'subCategoryCount' },
  areas: { parents: 'cities', field: 'cityId', counter: 'areaCount' },
};

/** The child counter of each parent collection (like EntityDefinition.childCounter). */
export const COUNTERS: Partial<Record<Validated, string>> = {
  categories: 'subCategoryCount',
  cities: 'areaCount',
};

/** Id of the parent the seeded children belong to (counted once on it). */
export const PARENT_ID = 'parent';

/** A time in the past, for seeded documents and bad audit values. */
export const PAST = Timestamp.fromMillis(Date.UTC(2025, 0, 15));

const IN_A_MONTH = Timestamp.fromMillis(Date.now() + 30 * 24 * 3600 * 1000);

/** The entity fields of a valid document of each collection, as a form would save them. */
export function fields(name: Validated, id = 'created'): DocumentData {
  switch (name) {
    case 'categories':
      return { nameEn: 'Groceries', nameAr: 'البقالة', image: null };
    case 'subCategories':
      return { name: 'Dates', categoryId: PARENT_ID, supplierId: 'supplier' };
    case 'cities':
      return { nameEn: 'Muscat', nameAr: 'مسقط', radiusMeters: 15000 };
    case 'areas':
      return { cityId: PARENT_ID, nameEn: 'Ruwi', nameAr: 'روي' };
    case 'coupons':
      return {
        titleEn: 'Welcome discount',
        titleAr: 'خصم الترحيب',
        code: id,
        discountPercent: 10,
        type: 'firstOrder',
        totalCount: 100,
        usedCount: 0,
        expiryDate: IN_A_MONTH,
        supplierId: null,
        status: 'pending',
      };
    case 'subscriptionPackages':
      return {
        titleEn: 'Basic',
        titleAr: 'الباقة الأساسية',
        price: 15,
        isFree: false,
        duration: 3,
        durationUnit: 'months',
        active: true,
      };
    case 'faqs':
      return {
        questionEn: 'How do I pay?',
        questionAr: 'كيف أدفع؟',
        answerEn: 'By card or cash.',
        answerAr: 'بالبطاقة أو نقدًا.',
      };
    case 'articles':
      return {
        titleEn: 'Omani frankincense',
        titleAr: 'اللبان العماني',
        shortDetailEn: 'How to choose.',
        shortDetailAr: 'كيف تختار.',
        descriptionEn: 'From Hojari to Najdi.',
        descriptionAr: 'من الحوجري إلى النجدي.',
        image: 'https://example.com/luban.png',
      };
  }
}

/** Id used for documents created in tests (a valid coupon code too). */
export const CREATED_ID = 'NEW10';

/** A stored document as the seed writes it: createdBy 'seed', no searchPrefixes. */
export function stored(name: Validated, id = 'SEEDED', extra: DocumentData = {}): DocumentData {
  const counter = COUNTERS[name];
  return {
    ...fields(name, id),
    ...(counter ? { [counter]: 0 } : {}),
    createdAt: PAST,
    updatedAt: PAST,
    createdBy: 'seed',
    updatedBy: 'seed',
    ...extra,
  };
}

/**
 * The stored documents of a fixture: `SEEDED` in every validated collection, the
 * parents `parent` (counting one child) and their seeded child `SEEDED`.
 */
export function storedDocs(): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = {};
  for (const name of VALIDATED) docs[`${name}/SEEDED`] = stored(name);
  for (const link of Object.values(CHILDREN)) {
    docs[`${link.parents}/${PARENT_ID}`] = stored(link.parents, PARENT_ID, { [link.counter]: 1 });
  }
  return docs;
}

/** What the data layer writes on create: fields, search prefixes, audit, counter at 0. */
export function createData(name: Validated, uid: string, id = CREATED_ID): DocumentData {
  const counter = COUNTERS[name];
  return {
    ...fields(name, id),
    searchPrefixes: ['a', 'ab'],
    ...(counter ? { [counter]: 0 } : {}),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    createdBy: uid,
    updatedBy: uid,
  };
}

/** What the data layer writes on update (an edited form). */
export function updateData(name: Validated, uid: string, id = 'SEEDED'): DocumentData {
  return { ...fields(name, id), searchPrefixes: ['b'], updatedAt: serverTimestamp(), updatedBy: uid };
}

/** The parent counter change written next to a child's create (+1) or delete (-1). */
export function counterData(link: ChildLink, delta: number, uid: string): DocumentData {
  return { [link.counter]: increment(delta), updatedAt: serverTimestamp(), updatedBy: uid };
}

/** Variations of a write, for the denied cases. */
export interface WriteOptions {
  /** The written document (default: what the data layer writes). */
  readonly data?: DocumentData;
  /** Children: the parent whose counter the batch changes (default: the one in `data`). */
  readonly parentId?: string;
  /** Children: how much the batch changes the parent's counter (default ±1; 0: not at all). */
  readonly delta?: number;
}

/**
 * Creates a document the way the data layer does (children: with the parent counted in
 * the same batch).
 */
export function createDoc(
  db: Firestore,
  name: Validated,
  uid: string,
  id = CREATED_ID,
  options: WriteOptions = {},
): Promise<void> {
  const data = options.data ?? createData(name, uid, id);
  const batch = writeBatch(db);
  const link = CHILDREN[name];
  const delta = options.delta ?? 1;
  if (link && delta !== 0) {
    const parentId = options.parentId ?? String(data[link.field]);
    batch.update(doc(db, link.parents, parentId), counterData(link, delta, uid));
  }
  batch.set(doc(db, name, id), data);
  return batch.commit();
}

/** Updates a document the way the data layer does (same parent). */
export function updateDoc(
  db: Firestore,
  name: Validated,
  uid: string,
  id = 'SEEDED',
  data: DocumentData = updateData(name, uid, id),
): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, name, id), data);
  return batch.commit();
}

/** Deletes a document the way the data layer does (children: uncounted from their parent). */
export function deleteDoc(
  db: Firestore,
  name: Validated,
  uid: string,
  id = 'SEEDED',
  options: Omit<WriteOptions, 'data'> = {},
): Promise<void> {
  const batch = writeBatch(db);
  const link = CHILDREN[name];
  const delta = options.delta ?? -1;
  if (link && delta !== 0) {
    batch.update(doc(db, link.parents, options.parentId ?? PARENT_ID), counterData(link, delta, uid));
  }
  batch.delete(doc(db, name, id));
  return batch.commit();
}
