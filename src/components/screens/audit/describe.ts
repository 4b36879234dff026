/**
 * The audit trail in words (docs/access.md, "Audit trail"), pure: which descriptor of
 * the entity definitions (src/entities/) labels a recorded field, how its recorded
 * value reads in the locale (the formatters of the screens: src/components/entity/
 * display.tsx), which people a viewer may name and open, and where a document opens.
 */
import type { TFunction } from 'i18next';
import { COLLECTION_OWNERS, USER_TYPE_PATH, USER_TYPE_READERS, USER_TYPES, type UserType } from '@/config/collections';
import { NAV_ITEMS } from '@/config/navigation';
import { ENTITY_LIST } from '@/entities/registry';
import { ALL_ACCESS } from '@/lib/access';
import { readDate } from '@/lib/data/convert';
import type { EntityDef } from '@/lib/entity/define';
import type { Field, Fields } from '@/lib/entity/fields';
import { isNoValue } from '@/lib/entity/parse';
import { formatDate, formatNumber } from '@/lib/format';
import { fieldText } from '@/components/entity/display';

export { PERSON_ENTITY } from '@/entities/peopleByType';

/** Fields of users documents that no lookup definition declares (written by the people screens). */
const PEOPLE_FIELD_LABELS: Readonly<Record<string, string>> = {
  type: 'audit.fields.type',
  Access: 'people.access.title',
};

/**
 * The types of people whose names a viewer may read, as firestore.rules decide it
 * (`match /users`: the type's owner path, or a path of USER_TYPE_READERS, or All):
 * asking only for these keeps the trail from sending a query the rules refuse.
 * @param holds whether the viewer's Access holds a menu path (or All)
 * @returns the readable types
 */
export function readablePersonTypes(holds: (path: string) => boolean): UserType[] {
  return USER_TYPES.filter(
    (type) => holds(USER_TYPE_PATH[type]) || USER_TYPE_READERS[type].some((reader) => holds(reader.path)),
  );
}

/** @returns the definitions storing documents in `collection` (several for users). */
function definitionsOf(collection: string): EntityDef<Fields>[] {
  return ENTITY_LIST.filter((def) => def.collection === collection);
}

/**
 * The descriptor of a recorded field, from the first definition of its collection that
 * declares it.
 * @returns the descriptor, or undefined for a field no definition declares
 */
export function fieldOf(collection: string, field: string): Field | undefined {
  for (const def of definitionsOf(collection)) {
    const found = (def.fields as Readonly<Record<string, Field>>)[field];
    if (found) return found;
  }
  return undefined;
}

/** @returns the i18n key of a recorded field's label (its descriptor's, or the trail's own). */
export function fieldLabelKey(collection: string, field: string): string {
  return fieldOf(collection, field)?.label ?? PEOPLE_FIELD_LABELS[field] ?? `audit.fields.${field}`;
}

/** A recorded value as the trail shows it: text, or a document to name. */
export type ShownValue =
  | { readonly kind: 'text'; readonly text: string; readonly dir?: 'ltr' | 'rtl' | 'auto' }
  | { readonly kind: 'reference'; readonly entity: string; readonly id: string }
  | { readonly kind: 'empty' };

/** @returns a menu path's label key, or null for an unknown path. */
function pathLabel(path: string): string | null {
  return NAV_ITEMS.find((item) => item.path === path)?.labelKey ?? null;
}

/**
 * A recorded value in words, through the formatters of the screens: enum and boolean
 * labels, OMR amounts with 3 decimals, dates, numbers in the locale's digits, menu
 * paths by their menu names, types of people by name, references as documents to name.
 * @param collection the changed document's collection
 * @param field the recorded field's name
 * @param value the value as stored (a Firestore Timestamp for dates)
 * @returns what to show
 */
export function shownValue(
  collection: string,
  field: string,
  value: unknown,
  t: TFunction,
  locale: string,
): ShownValue {
  if (isNoValue(value)) return { kind: 'empty' };
  const descriptor = fieldOf(collection, field);
  if (descriptor?.kind === 'reference') {
    return typeof value === 'string' ? { kind: 'reference', entity: descriptor.entity, id: value } : { kind: 'empty' };
  }
  if (descriptor?.kind === 'image') return { kind: 'text', text: t('audit.imageChanged') };
  if (descriptor?.kind === 'date') {
    const date = readDate(value);
    return date ? { kind: 'text', text: formatDate(date, locale) } : { kind: 'empty' };
  }
  if (descriptor?.kind === 'text' && descriptor.rich) {
    const plain = String(value)
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return { kind: 'text', text: plain.length > 120 ? `${plain.slice(0, 119)}…` : plain, dir: 'auto' };
  }
  if (descriptor?.kind === 'enum' && !(descriptor.values as readonly unknown[]).includes(value)) {
    return { kind: 'text', text: String(value), dir: 'ltr' };
  }
  if (descriptor) {
    const text = fieldText(descriptor, value, t, locale);
    const dir = descriptor.kind === 'enum' || descriptor.kind === 'boolean' ? undefined : (descriptor.dir ?? 'auto');
    return text ? { kind: 'text', text, ...(dir ? { dir } : {}) } : { kind: 'empty' };
  }
  if (collection === 'users' && field === 'type' && typeof value === 'string') {
    return { kind: 'text', text: t(`people.types.${value}`, { defaultValue: value }) };
  }
  if (collection === 'users' && field === 'Access') {
    const paths = value === ALL_ACCESS ? [ALL_ACCESS] : Array.isArray(value) ? value.map(String) : [];
    if (paths.length === 0) return { kind: 'text', text: t('audit.noAccess') };
    const names = paths.map((path) => {
      if (path === ALL_ACCESS) return t('audit.allAccess');
      const key = pathLabel(path);
      return key ? t(key) : path;
    });
    return { kind: 'text', text: names.join(t('audit.listSeparator')) };
  }
  return { kind: 'text', text: plainText(value, locale), dir: 'auto' };
}

/** A value no descriptor declares, as plain text (numbers in the locale, dates, lists). */
function plainText(value: unknown, locale: string): string {
  if (typeof value === 'number') return formatNumber(value, locale);
  const date = typeof value === 'object' && value !== null && 'toDate' in value ? readDate(value) : null;
  if (date) return formatDate(date, locale, true);
  if (Array.isArray(value)) return value.map((item) => plainText(item, locale)).join(', ');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** A document an entry is about, other than a person: its definition and where it opens. */
export interface RecordTarget {
  /** Registry name of its definition (for its title). */
  readonly entity: string;
  /** i18n key of what it is ("Order", "Coupon"). */
  readonly kindKey: string;
  /** Its page, or null when the viewer may not open it. */
  readonly href: string | null;
  /** Whether the viewer may read it (its title). */
  readonly readable: boolean;
}

/**
 * Where the document of an entry opens (docs/adding-an-entity.md paths: `<owner>/id/<id>`).
 * People (users) and notifications are named by their person instead.
 * @param holds whether the viewer's Access holds a menu path (or All)
 * @returns the target, or null for people and collections without a definition
 */
export function recordTarget(collection: string, docId: string, holds: (path: string) => boolean): RecordTarget | null {
  if (collection === 'users' || collection === 'notifications') return null;
  const def = definitionsOf(collection)[0];
  const owners = (COLLECTION_OWNERS as Readonly<Record<string, readonly string[]>>)[collection];
  if (!def || !owners) return null;
  const owner = owners[0] ?? '';
  return {
    entity: def.name,
    kindKey: `audit.records.${collection}`,
    href: holds(owner) ? `${owner}/id/${encodeURIComponent(docId)}` : null,
    readable: owners.some((path) => holds(path)),
  };
}
