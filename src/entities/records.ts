/**
 * The records: collections the panel writes outside the entity screens, declared for the
 * rules generator only (src/lib/entity/record.ts; docs/adding-an-entity.md, "Records").
 * Not part of the entity registry: no menu, screen, list, index or `can()` answer reads
 * them. The code writing each one writes exactly the fields declared here
 * (src/lib/data/savedViews.ts, src/lib/data/translations/write.ts,
 * src/features/about/SecretKeyCard.tsx); tests/rules prove both sides.
 */
import { COLLECTIONS, type CollectionName } from '@/config/collections';
import { IDLE_MINUTES, SESSION_POLICY_COLLECTION, SESSION_POLICY_ID } from '@/config/session';
import { SECRET_KEY_LENGTH } from './appInfo';
import { NAV_ITEMS } from '@/config/navigation';
import {
  TRANSLATION_HISTORY_COLLECTION,
  TRANSLATION_IMPORT_COUNTS,
  TRANSLATION_IMPORT_NAME_LENGTH,
  TRANSLATION_IMPORTS_COLLECTION,
  TRANSLATION_LIMITS,
} from '@/config/translation';
import { MAX_VIEW_NAME, MAX_VIEW_QUERY, VIEW_QUERY_CHARACTERS } from '@/lib/data/savedViewsModel';
import { lte, minus } from '@/lib/entity/checks';
import { boolean, date, enumeration, integer, reference, text } from '@/lib/entity/fields';
import { counts, defineRecord } from '@/lib/entity/record';

/**
 * The import records' collection as a reference's target: not in COLLECTIONS (whose
 * collections the entity registry and the owners' map walk), since its rules are a
 * record's; a record's reference is only checked to be a document id.
 */
const IMPORTS = TRANSLATION_IMPORTS_COLLECTION as string as CollectionName;

/** Most keys an import plans (far above what a Translation document may hold). */
const MAX_PLANNED = 1_000_000;

/**
 * Saved views (docs/access.md, "Saved views"): a staff member's named list state of a
 * menu path they hold; All holders publish one to every holder of its path.
 */
export const savedViewRecord = defineRecord({
  name: 'savedView',
  collection: COLLECTIONS.savedViews,
  writers: 'staff',
  readers: 'owner',
  owner: 'ownerId',
  stamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' },
  publish: { flag: 'published', path: 'path' },
  edit: true,
  remove: true,
  fields: {
    ownerId: reference('savedViews.owner', COLLECTIONS.users, 'employee', { fixed: true }),
    name: text('savedViews.name', MAX_VIEW_NAME, { notBlank: true }),
    // A menu path of the navigation (never All).
    path: enumeration(
      'savedViews.path',
      NAV_ITEMS.map((item) => item.path),
      'navbar',
    ),
    query: text('savedViews.query', MAX_VIEW_QUERY, {
      required: false,
      pattern: { source: `[${VIEW_QUERY_CHARACTERS}]*`, messageKey: 'savedViews.query' },
    }),
    published: boolean('savedViews.published'),
    createdAt: date('savedViews.createdAt', { fixed: true }),
    updatedAt: date('savedViews.updatedAt'),
  },
});

/**
 * The record of a CSV import of texts (docs/access.md, "Translation"): created by an All
 * holder as it starts (the file's name, the dry run's counts, the keys it plans to
 * write), then finished once by them (applied and failed within the plan).
 */
export const translationImportRecord = defineRecord({
  name: 'translationImport',
  collection: TRANSLATION_IMPORTS_COLLECTION,
  writers: 'All',
  readers: 'staff',
  owner: 'by',
  stamps: { createdAt: 'at' },
  finish: {
    field: 'status',
    from: ['running'],
    to: ['done', 'cancelled'],
    at: 'finishedAt',
    sets: ['applied', 'failed'],
  },
  fields: {
    by: reference('translation.import.by', COLLECTIONS.users, 'employee', { fixed: true }),
    at: date('translation.import.at', { fixed: true }),
    fileName: text('translation.import.fileName', TRANSLATION_IMPORT_NAME_LENGTH, { fixed: true }),
    counts: counts('translation.import.counts', TRANSLATION_IMPORT_COUNTS),
    planned: integer('translation.import.planned', 0, MAX_PLANNED, { fixed: true }),
    applied: integer('translation.import.applied', 0, MAX_PLANNED, { readOnly: true, initial: 0 }),
    failed: integer('translation.import.failed', 0, MAX_PLANNED, { readOnly: true, initial: 0 }),
    status: enumeration('translation.import.status', ['running', 'done', 'cancelled'], 'translation.import.statuses', {
      readOnly: true,
    }),
    finishedAt: date('translation.import.finishedAt', { required: false, readOnly: true }),
  },
  checks: [lte('applied', ['planned', minus('failed')], { key: 'translation.import.overPlanned', on: 'applied' })],
});

/**
 * One change of one key of one language (docs/access.md, "Translation"): its text before
 * and after (null: absent), who and when, and the import that wrote it, if any (its
 * record must be the caller's and still running). Staff read the history; nobody edits
 * or deletes it. That it records truly the write of the Translation document that names
 * it is `isTranslationChangeOf`, an exception of firestore.rules (it reads that
 * document before and after the write).
 */
export const translationHistoryRecord = defineRecord({
  name: 'translationHistoryEntry',
  collection: TRANSLATION_HISTORY_COLLECTION,
  writers: 'staff',
  readers: 'staff',
  owner: 'by',
  stamps: { createdAt: 'at' },
  fields: {
    key: text('translation.history.key', TRANSLATION_LIMITS.keyLength, { fixed: true }),
    language: enumeration('translation.history.language', ['English', 'Arabic'], 'translation.languages', {
      fixed: true,
    }),
    before: text('translation.history.before', TRANSLATION_LIMITS.textCharacters, {
      required: false,
      nullable: true,
      fixed: true,
    }),
    after: text('translation.history.after', TRANSLATION_LIMITS.textCharacters, {
      required: false,
      nullable: true,
      fixed: true,
    }),
    by: reference('translation.history.by', COLLECTIONS.users, 'employee', { fixed: true }),
    at: date('translation.history.at', { fixed: true }),
    importId: reference('translation.history.import', IMPORTS, 'translationImport', {
      required: false,
      fixed: true,
    }),
  },
  optional: ['importId'],
  opens: [{ field: 'importId', record: translationImportRecord }],
  linked: 'isTranslationChangeOf(id)',
});

/**
 * The secret key (spec §3): write-only, nobody reads it (the marketplace's server reads
 * it with the Admin SDK). Holders of /about replace it, raising appInfo/main's
 * secretKeySet in the same batch (`raises`: checked on both documents).
 */
export const appSecretRecord = defineRecord({
  name: 'appSecret',
  collection: COLLECTIONS.appSecrets,
  writers: '/about',
  readers: 'none',
  id: { singleton: 'main' },
  stamps: { updatedAt: 'updatedAt', updatedBy: 'updatedBy' },
  edit: true,
  fields: {
    secretKey: text('appInfo.secretKey', SECRET_KEY_LENGTH.max, {
      min: SECRET_KEY_LENGTH.min,
      // Printable ASCII without spaces (secretKeyProblem checks the same).
      pattern: { source: '[!-~]*', messageKey: 'appInfo.validation.secretShape' },
    }),
    updatedAt: date('appInfo.updatedAt'),
    updatedBy: reference('appInfo.updatedBy', COLLECTIONS.users, 'employee'),
  },
  raises: { collection: COLLECTIONS.appInfo, id: 'main', flag: 'secretKeySet' },
});

/**
 * The session policy (docs/access.md, "Sessions"): the minutes without input before an
 * open panel signs out. Every staff member reads it (their panel applies it); All
 * holders write it from the About App screen. Absent, the panel uses 30 minutes.
 */
export const sessionPolicyRecord = defineRecord({
  name: 'sessionPolicy',
  collection: SESSION_POLICY_COLLECTION,
  writers: 'All',
  readers: 'staff',
  id: { singleton: SESSION_POLICY_ID },
  stamps: { updatedAt: 'updatedAt', updatedBy: 'updatedBy' },
  edit: true,
  fields: {
    idleMinutes: integer('session.idleMinutes', IDLE_MINUTES.min, IDLE_MINUTES.max, { unit: 'minute' }),
    updatedAt: date('session.updatedAt'),
    updatedBy: reference('session.updatedBy', COLLECTIONS.users, 'employee'),
  },
});

/** Every record the rules generator writes a match for. */
export const RECORDS = [
  savedViewRecord,
  translationImportRecord,
  translationHistoryRecord,
  appSecretRecord,
  sessionPolicyRecord,
] as const;
