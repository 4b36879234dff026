/**
 * CSV import, the reads before a batch is written (docs/import.md): the referenced
 * documents a row names by id or by name (remembered for the whole import), and the rows
 * already stored by `id` column or natural key (skipped, so a file run again creates no
 * duplicates). Used by ./import.ts `runImport`.
 */
import type { Fields, ReferenceField } from '@/lib/entity/fields';
import { storeField } from '@/lib/entity/define';
import { getByIds, getWhereIn } from './api';
import type { ImportPlan } from './import';
import { isDocumentId, naturalKey, type ImportDef, type ParsedRow } from './importModel';
import type { Filter } from './types';

/** Looks references up by id or by name, remembering the answers for the whole import. */
export class References {
  private readonly known = new Map<string, Map<string, string[]>>();

  constructor(private readonly entityByName: (name: string) => ImportDef) {}

  /**
   * The documents of these ids. The rules may refuse a batch holding an id that is no
   * document of a scoped entity (they cannot see its type): then each id is read alone,
   * a refused one being no document.
   */
  private async byIds(def: ImportDef, ids: readonly string[]): Promise<readonly { readonly id: string }[]> {
    if (!ids.length) return [];
    try {
      return await getByIds(def, ids);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
      const each = await Promise.all(ids.map((id) => getByIds(def, [id]).catch(() => [])));
      return each.flat();
    }
  }

  /** The ids each value stands for in the referenced entity: the id itself, or the documents of that name. */
  async resolve(entity: string, values: readonly string[]): Promise<Map<string, string[]>> {
    let cache = this.known.get(entity);
    if (!cache) {
      cache = new Map();
      this.known.set(entity, cache);
    }
    const missing = [...new Set(values)].filter((v) => !cache.has(v));
    if (missing.length) {
      const def = this.entityByName(entity);
      const found = new Map<string, Set<string>>(missing.map((v) => [v, new Set<string>()]));
      for (const row of await this.byIds(def, missing.filter(isDocumentId))) found.get(row.id)?.add(row.id);
      const names = missing.filter((v) => !found.get(v)?.size);
      const fields = def.searchFields.filter((f) => (def.fields as Fields)[f]?.kind === 'text');
      for (const field of names.length ? fields : []) {
        const rows = await getWhereIn(def, field, names);
        for (const row of rows) {
          const name = (row as unknown as Record<string, unknown>)[field];
          if (typeof name === 'string') found.get(name)?.add(row.id);
        }
      }
      for (const [value, ids] of found) cache.set(value, [...ids]);
    }
    return cache;
  }
}

/** The names of the reference fields a mapping fills (the page's fixed values are ids already). */
function mappedReferences(plan: ImportPlan): [string, ReferenceField][] {
  const fields = plan.def.fields as Fields;
  return Object.entries(plan.mapping)
    .filter(([name, index]) => index !== null && fields[name]?.kind === 'reference')
    .map(([name]) => [name, fields[name] as ReferenceField]);
}

/** Puts the referenced documents' ids into the rows, or a problem where none or several match. */
export async function resolveReferences(plan: ImportPlan, rows: readonly ParsedRow[], refs: References): Promise<void> {
  for (const [name, field] of mappedReferences(plan)) {
    const values = rows.map((r) => r.values[name]).filter((v): v is string => typeof v === 'string' && v !== '');
    if (!values.length) continue;
    const ids = await refs.resolve(field.entity, values);
    for (const row of rows) {
      const value = row.values[name];
      if (typeof value !== 'string' || value === '') continue;
      const matches = ids.get(value) ?? [];
      if (matches.length === 1) row.values[name] = matches[0];
      else {
        row.problems.push({
          field: name,
          message: {
            key: matches.length ? 'import.validation.ambiguous' : 'import.validation.reference',
            values: { value },
          },
        });
      }
    }
  }
}

/**
 * The natural keys (and ids) of the given rows that are already stored, read with
 * `in` queries of at most 30 values, grouped by the key's other fields.
 */
export async function storedKeys(
  def: ImportDef,
  rows: readonly ParsedRow[],
): Promise<{ keys: Set<string>; ids: Set<string> }> {
  const ids = new Set<string>();
  const withId = rows.map((r) => r.id).filter(Boolean);
  if (withId.length) for (const row of await getByIds(def, withId)) ids.add(row.id);
  const keys = new Set<string>();
  const key = (def.import?.key ?? []) as readonly string[];
  const last = key[key.length - 1];
  if (!last) return { keys, ids };
  const fields = def.fields as Fields;
  const groups = new Map<string, { filters: Filter[]; values: (string | number)[] }>();
  for (const row of rows) {
    if (naturalKey(def, row.values) === null) continue;
    const stored = key.map((name) => storeField(fields[name]!, row.values[name]) as string | number);
    const filters = key.slice(0, -1).map((field, i) => ({ field, value: stored[i] ?? null }));
    const group = JSON.stringify(stored.slice(0, -1));
    const entry = groups.get(group) ?? { filters, values: [] };
    entry.values.push(stored[stored.length - 1] ?? '');
    groups.set(group, entry);
  }
  for (const { filters, values } of groups.values()) {
    const found = await getWhereIn(def, last, values, filters);
    for (const row of found) {
      const k = naturalKey(def, row as unknown as Record<string, unknown>);
      if (k) keys.add(k);
    }
  }
  return { keys, ids };
}
