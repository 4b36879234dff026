/**
 * The command palette's results, pure: what a result, a source's group and a listbox
 * option are, an option's id, the people types the person may search, a source's query
 * state as a group, and a person's detail line. Used by ./usePaletteGroups.ts and
 * ./CommandPalette.tsx.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { USER_TYPES, type UserType } from '@/config/collections';
import { can, type Caller } from '@/lib/access';
import type { FoundPerson } from '@/lib/data/find';

/** The sources of results, in the order their groups show. */
export type SourceId = 'screens' | 'people' | 'orders' | 'products' | 'coupons';

/** Something a result offers besides opening it (block, approve …), after the usual confirmation. */
export interface ResultAction {
  readonly key: string;
  readonly label: string;
  readonly danger?: boolean;
  readonly run: () => Promise<unknown>;
}

/** One result: a screen or a record, and where choosing it goes. */
export interface Result {
  readonly key: string;
  readonly title: string;
  /** The title's direction: user content `auto`, ids and codes `ltr`. */
  readonly titleDir?: 'auto' | 'ltr';
  /** The detail line's parts (each kept in its own direction, joined by a dot). */
  readonly detail?: readonly string[];
  readonly badge?: string;
  readonly to: string;
  readonly actions: readonly ResultAction[];
}

/** A source's part of the list: its results, or why it has none yet. */
export interface Group {
  readonly source: SourceId;
  readonly status: 'loading' | 'error' | 'done';
  readonly results: readonly Result[];
  readonly error?: unknown;
  readonly retry?: () => void;
}

/** What the listbox holds, in order: results, and a retry for each failed source. */
export type Option =
  | { readonly kind: 'result'; readonly id: string; readonly source: SourceId; readonly result: Result }
  | { readonly kind: 'retry'; readonly id: string; readonly source: SourceId; readonly group: Group };

/**
 * A result's option id, from its key (the same result keeps its id however the list
 * changes around it, so `aria-activedescendant` never names another result).
 * @param key the result's key, e.g. `screen:/coupon` or `person:user-0014`
 * @returns an id of letters, digits, `-` and `_`
 */
export function optionId(key: string): string {
  return `palette-option-${key.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.codePointAt(0)?.toString(16) ?? ''}`)}`;
}

/**
 * The users types whose screens the person opens (people results open there).
 * @returns null for All holders (every type), else the types of their people paths
 */
export function peopleTypes(caller: Caller): UserType[] | null {
  if (can(caller, 'read', { task: 'searchAllPeople' })) return null;
  return USER_TYPES.filter((type) => can(caller, 'read', { userType: type }));
}

/**
 * A record source's query state as a group (a source the person may not search: null).
 * While the text typed differs from the one searched (`settled` false), the group is
 * loading: its results of an older text are not shown, so Enter cannot open one.
 */
export function groupOf<T>(
  source: SourceId,
  query: UseQueryResult<T[]> | null,
  toResult: (row: T) => Result,
  active: boolean,
  settled: boolean,
): Group | null {
  if (!query || !active) return null;
  if (!settled) return { source, status: 'loading', results: [] };
  if (query.isError)
    return { source, status: 'error', results: [], error: query.error, retry: () => void query.refetch() };
  if (query.isPending || query.isFetching) return { source, status: 'loading', results: [] };
  return { source, status: 'done', results: (query.data ?? []).map(toResult) };
}

/** The person's line under a result: their type, e-mail and phone, as stored. */
export function personDetail(person: FoundPerson, t: TFunction): string[] {
  return [person.type ? t(`people.types.${person.type}`) : '', person.email, person.phone].filter(Boolean);
}
