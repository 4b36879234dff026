/**
 * The second-factor setting and its maker-checked change (docs/access.md, "Second
 * factor"; issue 51 item 1; the rules: scripts/rules/secondFactorRules.ts): while
 * `secondFactor/required` exists, the writes of src/config/secondFactor.ts need a session
 * signed in with a second factor. One All holder proposes turning it on or off
 * (`secondFactor/proposal`); another confirms, in one batch that writes or deletes the
 * setting and deletes the proposal. Every staff member reads both.
 */
import { queryOptions } from '@tanstack/react-query';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, writeBatch, type Timestamp } from 'firebase/firestore/lite';
import { SECOND_FACTOR_PROPOSAL, SECOND_FACTOR_SETTING } from '@/config/secondFactor';
import { auth } from '@/lib/firebase/auth';
import { appKeys } from '@/lib/query/keys';
import { db } from '@/lib/firebase/firestore';

/** A pending change of the setting. */
export interface SecondFactorProposal {
  /** The state asked for: true turns the requirement on. */
  readonly required: boolean;
  /** The All holder who asked (uid). */
  readonly proposedBy: string;
  /** When, or null while the server time is not known yet. */
  readonly proposedAt: Date | null;
}

/** The setting as stored. */
export interface SecondFactorSetting {
  /** Whether a second factor is required now. */
  readonly required: boolean;
  /** The pending change, if any. */
  readonly proposal: SecondFactorProposal | null;
}

const settingRef = () => doc(db, SECOND_FACTOR_SETTING.collection, SECOND_FACTOR_SETTING.id);
const proposalRef = () => doc(db, SECOND_FACTOR_SETTING.collection, SECOND_FACTOR_PROPOSAL);

/** The signed-in person's uid. @throws Error coded permission-denied when nobody is signed in */
function caller(): string {
  const uid = auth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('Not signed in'), { code: 'permission-denied' });
  return uid;
}

/**
 * Reads the setting and its pending change (two document reads).
 * @returns the setting
 * @throws FirebaseError permission-denied (not staff), unavailable
 */
export async function readSecondFactorSetting(): Promise<SecondFactorSetting> {
  const [setting, proposal] = await Promise.all([getDoc(settingRef()), getDoc(proposalRef())]);
  const asked = proposal.data();
  return {
    required: setting.exists(),
    proposal:
      asked && typeof asked['required'] === 'boolean' && typeof asked['proposedBy'] === 'string'
        ? {
            required: asked['required'],
            proposedBy: asked['proposedBy'],
            proposedAt: (asked['proposedAt'] as Timestamp | null)?.toDate?.() ?? null,
          }
        : null,
  };
}

/** The setting's query (TanStack Query), its key from what it reads. */
export const secondFactorSettingQuery = () =>
  queryOptions({
    queryKey: appKeys.secondFactor,
    queryFn: readSecondFactorSetting,
    staleTime: 60_000,
  });

/**
 * Proposes turning the requirement on or off (All holders; always the other state).
 * @param required the state asked for
 * @throws FirebaseError permission-denied (not an All holder, a proposal already pending,
 *   the state already set)
 */
export async function proposeSecondFactorChange(required: boolean): Promise<void> {
  await setDoc(proposalRef(), { required, proposedBy: caller(), proposedAt: serverTimestamp() });
}

/**
 * Confirms the pending change: writes or deletes the setting and deletes the proposal, in
 * one batch (never by the person who proposed it).
 * @param proposal the change as read (its state and proposer)
 * @throws FirebaseError permission-denied (one's own proposal, not an All holder, the
 *   proposal gone or changed meanwhile)
 */
export async function confirmSecondFactorChange(proposal: SecondFactorProposal): Promise<void> {
  const uid = caller();
  const batch = writeBatch(db);
  if (proposal.required) {
    batch.set(settingRef(), { proposedBy: proposal.proposedBy, confirmedBy: uid, at: serverTimestamp() });
  } else {
    batch.delete(settingRef());
  }
  batch.delete(proposalRef());
  await batch.commit();
}

/**
 * Withdraws (the proposer) or rejects (another All holder) the pending change.
 * @throws FirebaseError permission-denied (not an All holder)
 */
export async function dropSecondFactorChange(): Promise<void> {
  caller();
  await deleteDoc(proposalRef());
}
