/**
 * Every legitimate write the rules cost meter measures (issue 30, docs/access.md "Rules
 * cost"), made as the data layer makes it, by every kind of caller who may make it:
 * an `All` holder, a holder of only the owning path, a holder of that path among
 * several, and the marketplace's apps where a definition lets them write.
 *
 * Derived from the definitions (src/entities/registry.ts, peopleByType.ts) through the
 * rules fixtures (tests/rules/fixtures.ts), with documents filled to their limits
 * (`sampleOf(…, { full: true })`: every optional field set, texts at their maximum
 * length, lists at their maximum size): creates, edits, each decision from the stored
 * state, deletes into the trash; people of every type edited, blocked, unblocked,
 * re-typed, their Access changed, employees created.
 */
import {
  collection,
  doc,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTION_OWNERS, USER_TYPE_PATH, USER_TYPES, type UserType } from '../../../src/config/collections';
import { PEOPLE_ENTITIES, PERSON_FIELDS_BY_TYPE } from '../../../src/entities/peopleByType';
import { VALIDATED as DEFINITIONS } from '../../../src/entities/registry';
import { auditPath, changedFields } from '../../../src/lib/data/auditModel';
import { searchPrefixes } from '../../../src/lib/data/convert';
import { typeChangeFields } from '../../../src/lib/data/peopleModel';
import {
  assignmentOf,
  releaseOf,
  type Assignment,
  type AssignmentRelease,
  type EntityDef,
} from '../../../src/lib/entity/define';
import { policyOf } from '../../../src/lib/entity/policy';
import type { Fields, FormValues } from '../../../src/lib/entity/fields';
import { sampleOf } from '../../../src/lib/entity/sample';
import {
  onlyCreated,
  auditEntryData,
  clientValue,
  createDoc,
  CREATORS,
  decide,
  deleteDoc,
  PARENT_ID,
  personChange,
  stored,
  storedDocs,
  transitionsOf,
  updateDoc,
  type Validated,
} from '../fixtures';
import { authorName, PEOPLE } from '../helpers';
import type { BudgetWrite } from './meter';

/** Menu paths a holder of several paths holds besides the one that matters. */
const OTHER_PATHS = ['/dashboard', '/withdraw', '/coupon', '/FAQs', '/translation'];

/** A kind of staff caller of a menu path. */
interface Caller {
  readonly caller: string;
  readonly uid: string;
  readonly access: readonly string[];
}

/**
 * The staff callers who may write what `paths` own (all of them held together).
 * @param paths the menu paths the write needs (one, or two for a type change)
 */
export function callersOf(paths: readonly string[]): readonly Caller[] {
  const others = OTHER_PATHS.filter((p) => !paths.includes(p));
  return [
    { caller: 'All holder', uid: 'budget-all', access: ['All'] },
    { caller: `holder of ${paths.join(' and ')} only`, uid: 'budget-only', access: [...paths] },
    {
      caller: `holder of ${paths.join(', ')} and ${others.length} other paths`,
      uid: 'budget-several',
      access: [...others.slice(0, 3), ...paths, ...others.slice(3)],
    },
  ];
}

/** The caller's users document. */
function staffDoc(caller: Caller): DocumentData {
  return {
    type: 'employee',
    name: caller.caller,
    email: `${caller.uid}@example.com`,
    blocked: false,
    Access: caller.access,
  };
}

/** The ids of the documents people refer to (a full person's city, area, package, company). */
const REFS = {
  city: 'budget-city',
  area: 'budget-area',
  subscriptionPackage: 'budget-package',
  deliveryCompany: 'budget-company',
} as const;

/** The stored documents every write starts from: the fixtures' people and documents. */
function baseDocs(): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = storedDocs();
  for (const [uid, data] of Object.entries(PEOPLE)) docs[`users/${uid}`] = data;
  docs[`cities/${REFS.city}`] = stored('cities', REFS.city);
  docs[`areas/${REFS.area}`] = stored('areas', REFS.area, { cityId: REFS.city });
  docs[`subscriptionPackages/${REFS.subscriptionPackage}`] = stored('subscriptionPackages', REFS.subscriptionPackage);
  docs[`users/${REFS.deliveryCompany}`] = fullPerson('deliveryCompany', REFS.deliveryCompany);
  // A rider of that company, filled to its limits (an order's assignment names both).
  docs[`users/${ASSIGNED_RIDER}`] = fullPerson('rider', ASSIGNED_RIDER);
  return docs;
}

/** The rider an assignment names (of REFS.deliveryCompany). */
const ASSIGNED_RIDER = 'budget-rider';

/**
 * Assigns a stored document's people as assignOne (src/lib/data/api.ts) does: the
 * budget's delivery company and its rider, the `sets` values, the decision's stamps and
 * the audit entry, in one batch.
 */
async function assignDoc(
  db: Firestore,
  name: Validated,
  uid: string,
  id: string,
  before: DocumentData,
  assignment: Assignment,
): Promise<void> {
  const ids: Readonly<Record<string, string>> = { deliveryCompanyId: REFS.deliveryCompany, riderId: ASSIGNED_RIDER };
  const written: DocumentData = {
    ...Object.fromEntries(assignment.people.map((field) => [field, ids[field] ?? null])),
    ...assignment.sets,
    ...(assignment.stampedAt ? { [assignment.stampedAt]: serverTimestamp() } : {}),
  };
  const batch = writeBatch(db);
  const entry = doc(collection(db, 'auditLog'));
  batch.set(
    entry,
    auditEntryData(name, id, uid, {
      before,
      written,
      action: 'decision',
      reason: null,
      byName: await authorName(db, uid),
    }),
  );
  batch.update(doc(db, name, id), {
    ...written,
    auditId: entry.id,
    decidedAt: serverTimestamp(),
    decidedBy: uid,
    decisionReason: null,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
  return batch.commit();
}

const PAST = Timestamp.fromMillis(Date.UTC(2025, 0, 15));

/**
 * A stored document as an assignment left it long ago (issue 50 item 3): the `when`
 * values of the release, the budget's company and rider, the stamp in the past.
 */
function assignedState(before: DocumentData, assignment: Assignment, release: AssignmentRelease): DocumentData {
  const ids: Readonly<Record<string, string>> = { deliveryCompanyId: REFS.deliveryCompany, riderId: ASSIGNED_RIDER };
  return {
    ...before,
    ...Object.fromEntries(Object.entries(release.when).map(([field, values]) => [field, values?.[0]])),
    ...Object.fromEntries(assignment.people.map((field) => [field, ids[field] ?? null])),
    ...(assignment.stampedAt ? { [assignment.stampedAt]: PAST } : {}),
  };
}

/**
 * Takes a stored assignment back as releaseOne (src/lib/data/api.ts) does: the people
 * and the stamp cleared, the `sets` values, the decision's stamps and the audit entry,
 * in one batch.
 */
async function releaseDoc(
  db: Firestore,
  name: Validated,
  uid: string,
  id: string,
  before: DocumentData,
  assignment: Assignment,
  release: AssignmentRelease,
): Promise<void> {
  const written: DocumentData = {
    ...Object.fromEntries(assignment.people.map((field) => [field, null])),
    ...(assignment.stampedAt ? { [assignment.stampedAt]: null } : {}),
    ...release.sets,
  };
  const batch = writeBatch(db);
  const entry = doc(collection(db, 'auditLog'));
  batch.set(
    entry,
    auditEntryData(name, id, uid, {
      before,
      written,
      action: 'decision',
      reason: null,
      byName: await authorName(db, uid),
    }),
  );
  batch.update(doc(db, name, id), {
    ...written,
    auditId: entry.id,
    decidedAt: serverTimestamp(),
    decidedBy: uid,
    decisionReason: null,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
  return batch.commit();
}

/** A person's full form values: every field of the type set, texts at their maximum. */
function fullForm(type: UserType, id: string): Record<string, unknown> {
  const def = PEOPLE_ENTITIES[type] as unknown as EntityDef;
  return sampleOf(
    def,
    {
      id,
      full: true,
      references: {
        city: REFS.city,
        area: REFS.area,
        subscriptionPackage: REFS.subscriptionPackage,
        deliveryCompany: REFS.deliveryCompany,
      },
    },
    // A subscription starts before it ends (SUBSCRIPTION_CHECK).
    type === 'supplier'
      ? { subscriptionStart: new Date(Date.UTC(2026, 0, 1)), subscriptionEnd: new Date(Date.UTC(2026, 11, 31)) }
      : {},
  );
}

/** The stored fields of a person's form, as the definition's converter writes them. */
function personFields(type: UserType, values: Record<string, unknown>, mode: 'create' | 'update'): DocumentData {
  const def = PEOPLE_ENTITIES[type] as unknown as EntityDef;
  const data = clientValue(def.toFirestore(values as FormValues<Fields>, mode)) as DocumentData;
  return { ...data, searchPrefixes: searchPrefixes(def.searchFields.map((f) => data[f])) };
}

/**
 * A stored person of a type filled to its limits: every field of the type, ratings
 * where the type has them, an employee's Access at 20 paths, as the apps or the seed
 * leave it.
 */
export function fullPerson(type: UserType, id: string): DocumentData {
  const data = personFields(type, fullForm(type, id), 'create');
  const ratings = 'rating' in PEOPLE_ENTITIES[type].fields ? { rating: 4.5, reviewCount: 1200 } : {};
  const access =
    type === 'employee'
      ? {
          Access: Object.values(COLLECTION_OWNERS)
            .flat()
            .filter((p, i, all) => all.indexOf(p) === i)
            .slice(0, 20),
        }
      : {};
  return {
    ...data,
    ...ratings,
    ...access,
    type,
    blocked: false,
    createdAt: PAST,
    updatedAt: PAST,
    createdBy: 'seed',
    updatedBy: 'seed',
  };
}

/** The person every people write is about. */
const SUBJECT = 'budget-person';

/** The writes on people: edits, blocks, Access, type changes, employee creation. */
function peopleWrites(): BudgetWrite[] {
  const out: BudgetWrite[] = [];
  for (const type of USER_TYPES) {
    const path = USER_TYPE_PATH[type];
    const before = fullPerson(type, SUBJECT);
    for (const caller of callersOf([path])) {
      const docs = () => ({ ...baseDocs(), [`users/${caller.uid}`]: staffDoc(caller), [`users/${SUBJECT}`]: before });
      const edited = { ...fullForm(type, SUBJECT), name: `${String(before['name']).slice(0, 90)} edited` };
      const written = personFields(type, edited, 'update');
      out.push({
        write: `users (${type}): edit every field's form`,
        ...caller,
        docs,
        run: (db) => personChange(db, caller.uid, SUBJECT, before, written, 'update'),
      });
      out.push({
        write: `users (${type}): block`,
        ...caller,
        docs,
        run: (db) => personChange(db, caller.uid, SUBJECT, before, { blocked: true }, 'block'),
      });
      out.push({
        write: `users (${type}): unblock`,
        ...caller,
        docs: () => ({ ...docs(), [`users/${SUBJECT}`]: { ...before, blocked: true } }),
        run: (db) => personChange(db, caller.uid, SUBJECT, { ...before, blocked: true }, { blocked: false }, 'unblock'),
      });
      if (type === 'employee') {
        out.push({
          write: 'users (employee): change Access',
          ...caller,
          docs,
          run: (db) => personChange(db, caller.uid, SUBJECT, before, { Access: ['/user', '/coupon'] }, 'access'),
        });
        out.push({
          write: 'users (employee): create, audited',
          ...caller,
          docs,
          run: async (db) => {
            const id = 'budget-new-employee';
            const data = {
              ...personFields('employee', fullForm('employee', id), 'create'),
              type: 'employee',
              blocked: false,
              Access: ['/user', '/coupon'],
            };
            const batch = writeBatch(db);
            const entry = doc(collection(db, 'auditLog'));
            batch.set(entry, {
              action: 'create',
              collection: 'users',
              docId: id,
              path: USER_TYPE_PATH.employee,
              subjectId: id,
              ...changedFields(null, Object.fromEntries(Object.entries(data).filter(([k]) => k !== 'searchPrefixes'))),
              reason: null,
              actor: caller.uid,
              byName: await authorName(db, caller.uid),
              at: serverTimestamp(),
            });
            batch.set(doc(db, 'users', id), {
              ...data,
              auditId: entry.id,
              createdAt: serverTimestamp(),
              updatedAt: serverTimestamp(),
              createdBy: caller.uid,
              updatedBy: caller.uid,
            });
            return batch.commit();
          },
        });
      }
    }
    for (const to of USER_TYPES.filter((t) => t !== type)) {
      for (const caller of callersOf([...new Set([path, USER_TYPE_PATH[to]])])) {
        out.push({
          write: `users: re-type ${type} to ${to}`,
          ...caller,
          docs: () => ({ ...baseDocs(), [`users/${caller.uid}`]: staffDoc(caller), [`users/${SUBJECT}`]: before }),
          run: (db) =>
            personChange(db, caller.uid, SUBJECT, before, typeChangeFields(before, to, PERSON_FIELDS_BY_TYPE), 'type'),
        });
      }
    }
  }
  return out;
}

/** The owner path of a validated collection. */
const ownerOf = (name: Validated): string => COLLECTION_OWNERS[name][0] ?? '';

/** The writes on the collections of the definitions. */
function entityWrites(): BudgetWrite[] {
  const out: BudgetWrite[] = [];
  for (const def of DEFINITIONS) {
    const name = def.collection as Validated;
    const id = def.id?.singleton ?? 'SEEDED';
    // An assigned document names its people (an order's customer, supplier and city):
    // the assignment's field checks take the whole part they are in.
    const named = assignmentOf(def) ? { userId: 'customer', supplierId: 'supplier', cityId: REFS.city } : {};
    const own = (): Record<string, DocumentData> =>
      def.writes.create !== 'panel' || onlyCreated(def) ? { [`${name}/${id}`]: stored(name, id, named) } : {};
    const staffWrites: {
      write: string;
      run: (db: Firestore, uid: string) => Promise<unknown>;
      /** The stored document the write starts from, when not `own()`'s. */
      own?: () => Record<string, DocumentData>;
    }[] = [];
    if (def.writes.create === 'panel' && !def.id?.singleton) {
      staffWrites.push({
        write: `${name}: create`,
        run: (db, uid) => createDoc(db, name, uid, 'NEW10', { parentId: PARENT_ID }),
      });
    }
    // A refund is proposed, then only decided (made then decided): no edit, no delete. A
    // definition whose form edits nothing (supplier amounts) has no edit; one under
    // maker-checker (bank details) changes by its proposal's first step (stepOf).
    if (policyOf(def, {}).writes.edit || def.proposal) {
      const write = `${name}: ${def.proposal ? 'proposal' : 'edit'}`;
      staffWrites.push({ write, run: (db, uid) => updateDoc(db, name, uid, id) });
    }
    if (def.writes.delete === 'panel') {
      staffWrites.push({ write: `${name}: delete into the trash`, run: (db, uid) => deleteDoc(db, name, uid, id) });
    }
    const state = stored(name, id, named);
    for (const [label, transition] of Object.entries(transitionsOf(name))) {
      if (!transition.from.includes(state[transition.field] as never)) continue;
      staffWrites.push({
        write: `${name}: decision ${label}`,
        run: (db, uid) => decide(db, name, uid, id, transition),
      });
    }
    // An assignment (dispatch, issue 32): the stored document's people set anew, audited.
    const assignment = assignmentOf(def);
    if (assignment && Object.entries(assignment.when).every(([f, values]) => values?.includes(state[f] as never))) {
      staffWrites.push({
        write: `${name}: assignment ${assignment.people.join(' and ')}`,
        run: (db, uid) => assignDoc(db, name, uid, id, state, assignment),
      });
    }
    // Its release (issue 50 item 3): an assignment made long ago taken back.
    const release = releaseOf(def);
    if (assignment && release) {
      const assigned = assignedState(state, assignment, release);
      staffWrites.push({
        write: `${name}: release ${assignment.people.join(' and ')}`,
        run: (db, uid) => releaseDoc(db, name, uid, id, assigned, assignment, release),
        own: () => ({ [`${name}/${id}`]: assigned }),
      });
    }
    // The path whose holders write it: the owner's, or the path of the type a document
    // names (a notification's audience, a review's subject), as the audit trail says.
    const path = auditPath(name, state) === 'All' ? ownerOf(name) : auditPath(name, state);
    for (const staff of staffWrites) {
      for (const caller of callersOf([path])) {
        out.push({
          write: staff.write,
          ...caller,
          docs: () => ({ ...baseDocs(), ...(staff.own ?? own)(), [`users/${caller.uid}`]: staffDoc(caller) }),
          run: (db) => staff.run(db, caller.uid),
        });
      }
    }
    const creator = CREATORS[def.name];
    if (def.writes.create === 'apps' && creator && def.name !== 'review') {
      out.push({
        write: `${name}: create (apps)`,
        caller: `app: ${String(PEOPLE[creator]?.['type'])}`,
        uid: creator,
        docs: () => baseDocs(),
        run: (db) => createDoc(db, name, creator, 'NEW10', { parentId: PARENT_ID }),
      });
    }
  }
  return out;
}

/**
 * Every legitimate write the meter measures.
 * @returns the writes, people first
 */
export function legitimateWrites(): readonly BudgetWrite[] {
  return [...peopleWrites(), ...entityWrites()];
}
