/**
 * The data provider's writes beyond a form and a decision (issue 46 item 2; docs/architecture.md
 * "The data provider"): a definition's proposal steps, the people's sensitive changes,
 * the translations, a write-only secret, the trash's purge, saved views and the
 * sign-in policies. Each is a method of the provider (./provider.ts spreads
 * `actionProvider` into it); screens call them through `providerWrite`
 * (./queries.ts), which marks stale the keys `ACTION_REFRESH` derives from the call's
 * own arguments, so no screen names a key after a write. Each method loads its module on
 * first use unless the first screens load it anyway (people, saved views, the trash and the
 * second-factor setting are read there). Every method throws what the function
 * it runs throws (DataError with its i18n key, FirebaseError permission-denied); nothing
 * is written on a refusal, so the screen says why and the person may retry.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { UserType } from '@/config/collections';
import { appKeys, BADGE_KEY, collectionKey, historyKey, TRASH_KEY } from '@/lib/query/keys';
import { changeType, createEmployee, setAccess, setBlocked, type NewEmployee } from './people';
import type { ProposedEntity, ProposedValues, SeenProposal } from './proposal';
import { createSavedView, deleteSavedView, updateSavedView, type SavedView, type SavedViewInput } from './savedViews';
import {
  confirmSecondFactorChange,
  dropSecondFactorChange,
  proposeSecondFactorChange,
  type SecondFactorProposal,
} from './secondFactorSetting';
import type { SecretTarget } from './secrets';
import { purgeExpiredTrash, purgeTrashEntry } from './trash';
import type { ImportChange, TranslationEntry } from './translations/model';
import type { ImportPlan as TranslationImportPlan, TranslationChange } from './translations/write';

/** A saved view as a write names it: its id, and its list's path (whose views it refreshes). */
export type SavedViewRef = Pick<SavedView, 'id' | 'path'>;

/** How a translation import ended (its record's counts and status). */
export interface TranslationImportResult {
  readonly applied: number;
  readonly failed: number;
  readonly status: 'done' | 'cancelled';
}

/** The provider's writes beyond an entity's form and decisions (see the module's comment). */
export interface ActionProvider {
  /** Proposes new values of a definition's `proposal` (src/lib/data/proposal.ts `propose`). */
  propose(def: ProposedEntity, id: string, values: ProposedValues): Promise<void>;
  /** Confirms the pending proposal seen (`confirmProposal`); refused to its proposer. */
  confirmProposal(def: ProposedEntity, id: string, seen: SeenProposal): Promise<void>;
  /** Rejects the pending proposal seen, with an optional reason (`rejectProposal`). */
  rejectProposal(def: ProposedEntity, id: string, seen: SeenProposal, reason: string | null): Promise<void>;
  /** Blocks or unblocks a person, with an optional reason (./people.ts `setBlocked`). */
  setBlocked(uid: string, blocked: boolean, reason: string | null): Promise<void>;
  /** Sets an employee's Access: menu paths or `['All']` (./people.ts `setAccess`). */
  setAccess(uid: string, access: readonly string[]): Promise<void>;
  /** Changes a person's type (./people.ts `changeType`: the fields each type stores, a claimed value's definition). */
  changeType(
    uid: string,
    type: UserType,
    fieldsByType: Readonly<Record<UserType, readonly string[]>>,
    claimed?: Parameters<typeof changeType>[3],
  ): Promise<void>;
  /** Creates an employee: the Auth account, then the users document (./people.ts `createEmployee`); returns the uid. */
  createEmployee(employee: NewEmployee): Promise<string>;
  /** Saves one key's texts ('add' or 'edit'; ./translations/write.ts `saveTranslation`). */
  saveTranslation(entry: TranslationEntry, mode: 'add' | 'edit'): Promise<void>;
  /** Deletes one key from both languages (`deleteTranslation`). */
  deleteTranslation(key: string): Promise<void>;
  /** Puts a key's text back as it was before a change (`restoreTranslation`); returns the text written. */
  restoreTranslation(change: TranslationChange): Promise<string | null>;
  /** Starts a CSV import's record (All holders); returns its id. */
  startTranslationImport(plan: TranslationImportPlan): Promise<string>;
  /** Writes one key of a running import, if its texts are still as the dry run read them. */
  applyTranslationImportChange(change: ImportChange, importId: string): Promise<void>;
  /** Finishes an import's record with its counts. */
  finishTranslationImport(importId: string, result: TranslationImportResult): Promise<void>;
  /** Stores a write-only secret and its flag in one batch (./secrets.ts `writeSecret`). */
  writeSecret(target: SecretTarget, value: string): Promise<void>;
  /** Deletes a trash entry forever, with its entry and images (./trash.ts `purgeTrashEntry`). */
  purge(entryId: string): Promise<void>;
  /** Purges the entries past their days in the trash; returns how many (./trash.ts `purgeExpiredTrash`). */
  purgeExpired(): Promise<number>;
  /** Saves a view of the signed-in person; returns its id (./savedViews.ts). */
  createSavedView(input: SavedViewInput): Promise<string>;
  /** Changes one's own view: name, query or published. */
  updateSavedView(
    view: SavedViewRef,
    changes: Partial<Pick<SavedViewInput, 'name' | 'query' | 'published'>>,
  ): Promise<void>;
  /** Deletes one's own view. */
  deleteSavedView(view: SavedViewRef): Promise<void>;
  /** Proposes turning the second-factor requirement on or off (./secondFactorSetting.ts). */
  proposeSecondFactorChange(required: boolean): Promise<void>;
  /** Confirms another All holder's pending change. */
  confirmSecondFactorChange(proposal: SecondFactorProposal): Promise<void>;
  /** Drops the pending change. */
  dropSecondFactorChange(): Promise<void>;
  /** Sets the idle minutes before a signed-in person is signed out (./sessionPolicy.ts). */
  writeIdleMinutes(minutes: number): Promise<void>;
}

/** The Firestore implementation: each method loads its module on first use. */
export const actionProvider: ActionProvider = {
  propose: async (def, id, values) => (await import('./proposal')).propose(def, id, values),
  confirmProposal: async (def, id, seen) => (await import('./proposal')).confirmProposal(def, id, seen),
  rejectProposal: async (def, id, seen, reason) => (await import('./proposal')).rejectProposal(def, id, seen, reason),
  setBlocked,
  setAccess,
  changeType,
  createEmployee,
  saveTranslation: async (entry, mode) => (await import('./translations/write')).saveTranslation(entry, mode),
  deleteTranslation: async (key) => (await import('./translations/write')).deleteTranslation(key),
  restoreTranslation: async (change) => (await import('./translations/write')).restoreTranslation(change),
  startTranslationImport: async (plan) => (await import('./translations/write')).startImport(plan),
  applyTranslationImportChange: async (change, importId) =>
    (await import('./translations/write')).applyImportChange(change, importId),
  finishTranslationImport: async (importId, result) =>
    (await import('./translations/write')).finishImport(importId, result),
  writeSecret: async (target, value) => (await import('./secrets')).writeSecret(target, value),
  purge: purgeTrashEntry,
  purgeExpired: () => purgeExpiredTrash(),
  createSavedView,
  updateSavedView: (view, changes) => updateSavedView(view.id, changes),
  deleteSavedView: (view) => deleteSavedView(view.id),
  proposeSecondFactorChange,
  confirmSecondFactorChange,
  dropSecondFactorChange,
  writeIdleMinutes: async (minutes) => (await import('./sessionPolicy')).writeIdleMinutes(minutes),
};

/** The name of one of these writes. */
export type ActionName = keyof ActionProvider;

/** What a write makes stale: keys derived from its arguments, and when. */
interface Refresh<K extends ActionName> {
  /** The key prefixes, from the call's own arguments. */
  readonly keys: (...args: Parameters<ActionProvider[K]>) => readonly QueryKey[];
  /**
   * Also after a refusal: the write was judged on what the screen showed, which may be
   * stale (someone blocked the person meanwhile), so the screen shows what is stored.
   */
  readonly onFailure?: true;
  /** The caller waits for the refetch (a card that shows the stored state as its answer). */
  readonly settle?: true;
}

/** A person's users queries, the menu's badges and their History. */
const person = (uid: string): QueryKey[] => [collectionKey('users'), [BADGE_KEY], historyKey(uid)];

/**
 * What each write makes stale (issue 31 item 2: every invalidation named in one place),
 * from the call's arguments: the person's lists, badges and History for the people's
 * changes; the definition's collection and the subject's History for a proposal step;
 * the trash; a list path's saved views; the setting read. The translations screen holds
 * its texts itself (it re-reads them after a write), so those writes mark nothing.
 */
export const ACTION_REFRESH: { readonly [K in ActionName]: Refresh<K> } = {
  propose: { keys: (def, id) => [collectionKey(def.collection), ...person(id)] },
  confirmProposal: { keys: (def, id) => [collectionKey(def.collection), ...person(id)], onFailure: true },
  rejectProposal: { keys: (def, id) => [collectionKey(def.collection), ...person(id)], onFailure: true },
  setBlocked: { keys: (uid) => person(uid), onFailure: true },
  setAccess: { keys: (uid) => [...person(uid), appKeys.access(uid)] },
  changeType: { keys: (uid) => person(uid) },
  createEmployee: { keys: () => [collectionKey('users'), [BADGE_KEY]] },
  saveTranslation: { keys: () => [] },
  deleteTranslation: { keys: () => [] },
  restoreTranslation: { keys: () => [] },
  startTranslationImport: { keys: () => [] },
  applyTranslationImportChange: { keys: () => [] },
  finishTranslationImport: { keys: () => [] },
  writeSecret: { keys: (target) => [collectionKey(target.flag.collection)] },
  purge: { keys: () => [[TRASH_KEY]], onFailure: true },
  purgeExpired: { keys: () => [[TRASH_KEY]], onFailure: true },
  createSavedView: { keys: (input) => [appKeys.savedViews(input.path)] },
  updateSavedView: { keys: (view) => [appKeys.savedViews(view.path)] },
  deleteSavedView: { keys: (view) => [appKeys.savedViews(view.path)] },
  proposeSecondFactorChange: { keys: () => [appKeys.secondFactor], onFailure: true, settle: true },
  confirmSecondFactorChange: { keys: () => [appKeys.secondFactor], onFailure: true, settle: true },
  dropSecondFactorChange: { keys: () => [appKeys.secondFactor], onFailure: true, settle: true },
  writeIdleMinutes: { keys: () => [appKeys.sessionPolicy], onFailure: true, settle: true },
};
