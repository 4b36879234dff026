/**
 * Saved views (docs/access.md, "Saved views"): a person's named list states. A view
 * holds the list's URL query (search, filters, sort, page size, visible columns, as
 * src/lib/data/useEntityList.ts keeps them) for one menu path, so opening it is
 * navigating to `<path>?<query>` and sharing it is sharing that URL. All holders may
 * publish a view to everyone holding its path. firestore.rules (`match
 * /savedViews/{id}`, generated from savedViewRecord of src/entities/records.ts) accepts
 * exactly the fields written here.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/collections';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import { readBoolean, readDate, readString } from './convert';
import { MAX_VIEW_NAME, MAX_VIEW_QUERY } from './savedViewsModel';

export { MAX_VIEW_NAME, MAX_VIEW_QUERY };

/** Most views read per list and kind (one's own, published): one small query each. */
export const MAX_VIEWS_READ = 50;

/** URL parameters of a list that are not its state (the page's cursor). */
const TRANSIENT = ['page', 'after'];

/** A saved view as the panel shows it. */
export interface SavedView {
  readonly id: string;
  readonly ownerId: string;
  readonly name: string;
  /** The menu path of its list, e.g. `/coupon`. */
  readonly path: string;
  /** The list's URL query without `?` (URLSearchParams form). */
  readonly query: string;
  /** Shown to every holder of `path` (only All holders publish). */
  readonly published: boolean;
  readonly updatedAt: Date | null;
}

/** What a person saves. */
export interface SavedViewInput {
  readonly name: string;
  readonly path: string;
  readonly query: string;
  readonly published: boolean;
}

/**
 * The state part of a list's URL query: every parameter but the page and its cursor
 * (a view opens on its first page), in URLSearchParams form.
 * @param search `location.search` (with or without `?`)
 * @returns the query to save, e.g. `q=salt&sort=createdAt.desc&size=25`
 */
export function viewQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) {
    if (TRANSIENT.some((t) => name === t || name.endsWith(`.${t}`))) params.delete(name);
  }
  params.sort();
  return params.toString();
}

/**
 * Whether two URL queries describe the same list state (order of parameters, the page
 * and the cursor do not count).
 */
export function sameViewQuery(a: string, b: string): boolean {
  return viewQuery(a) === viewQuery(b);
}

function fromFirestore(id: string, data: DocumentData): SavedView {
  return {
    id,
    ownerId: readString(data['ownerId']),
    name: readString(data['name']),
    path: readString(data['path']),
    query: readString(data['query']),
    published: readBoolean(data['published']),
    updatedAt: readDate(data['updatedAt']),
  };
}

function callerUid(): string {
  const uid = auth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('Not signed in'), { code: 'permission-denied' });
  return uid;
}

/** A name as stored: trimmed, at most MAX_VIEW_NAME characters. */
function cleanName(name: string): string {
  return name.trim().slice(0, MAX_VIEW_NAME);
}

/**
 * The views of one list the signed-in person sees: their own, and the published ones
 * of the path (two equality queries of at most MAX_VIEWS_READ documents each; the
 * rules let a person list only those two).
 * @param path a menu path, e.g. `/coupon`
 * @returns the views, own first then published, each group by name
 * @throws FirebaseError
 */
export async function listSavedViews(path: string): Promise<SavedView[]> {
  const uid = callerUid();
  const views = collection(db, COLLECTIONS.savedViews);
  const [own, published] = await Promise.all([
    getDocs(query(views, where('ownerId', '==', uid), where('path', '==', path), limit(MAX_VIEWS_READ))),
    getDocs(query(views, where('path', '==', path), where('published', '==', true), limit(MAX_VIEWS_READ))),
  ]);
  const byName = (a: SavedView, b: SavedView) => a.name.localeCompare(b.name);
  const mine = own.docs.map((d) => fromFirestore(d.id, d.data())).sort(byName);
  const shared = published.docs
    .filter((d) => d.get('ownerId') !== uid)
    .map((d) => fromFirestore(d.id, d.data()))
    .sort(byName);
  return [...mine, ...shared];
}

/**
 * Saves a view of the signed-in person.
 * @param input the name (trimmed, 1–60 characters), the menu path, the query
 *   (viewQuery; at most MAX_VIEW_QUERY characters) and whether it is published (All only)
 * @returns the new view's id
 * @throws FirebaseError permission-denied (a bound, a path not held, publishing without All)
 */
export async function createSavedView(input: SavedViewInput): Promise<string> {
  const ref = doc(collection(db, COLLECTIONS.savedViews));
  await setDoc(ref, {
    ownerId: callerUid(),
    name: cleanName(input.name),
    path: input.path,
    query: input.query,
    published: input.published,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/**
 * Changes one's own view: its name, its query (the list's state now) or whether it is
 * published (All holders only, as editing a published view).
 * @throws FirebaseError permission-denied (another person's view, a bound)
 */
export async function updateSavedView(
  id: string,
  changes: Partial<Pick<SavedViewInput, 'name' | 'query' | 'published'>>,
): Promise<void> {
  callerUid();
  await updateDoc(doc(db, COLLECTIONS.savedViews, id), {
    ...changes,
    ...(changes.name !== undefined ? { name: cleanName(changes.name) } : {}),
    updatedAt: serverTimestamp(),
  });
}

/**
 * Deletes one's own view (a published one: All holders only).
 * @throws FirebaseError permission-denied
 */
export async function deleteSavedView(id: string): Promise<void> {
  callerUid();
  await deleteDoc(doc(db, COLLECTIONS.savedViews, id));
}
