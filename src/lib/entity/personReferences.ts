/**
 * What the rules generator reads of a definition (scripts/rules/matchRules.ts) and the
 * people references among its fields, which the CSV import checks too
 * (src/lib/data/importModel.ts): one reading of a definition for both.
 */
import type { EntityDef } from './define';
import type { Field, Fields } from './fields';

const D = 'request.resource.data';
const quote = (s: string): string => `'${s}'`;

/** What a match block is generated from. */
export type MatchShape = Pick<
  EntityDef,
  | 'name'
  | 'collection'
  | 'fields'
  | 'transitions'
  | 'audit'
  | 'id'
  | 'writes'
  | 'apps'
  | 'createdFor'
  | 'proposal'
  | 'hierarchy'
  | 'scope'
  | 'access'
  | 'frozen'
>;

/**
 * The people references of a definition: fields naming a users document of a known type.
 * @param defs every definition (the people definitions give a referenced entity's type)
 * @returns field name → the rules expression of the type the person must have
 */
export function personReferences(def: MatchShape, defs: readonly MatchShape[]): [string, string, Field][] {
  const out: [string, string, Field][] = [];
  for (const [name, field] of Object.entries(def.fields as Fields)) {
    if (field.kind !== 'reference' || field.collection !== 'users' || field.readOnly) continue;
    if (name === def.apps?.ownerField) continue;
    if (field.typeField) {
      out.push([name, `${D}.${field.typeField}`, field]);
      continue;
    }
    const target = defs.find((d) => d.name === field.entity);
    if (target?.scope?.field !== 'type')
      throw new Error(`${def.name}.${name}: ${field.entity} is not a people definition`);
    out.push([name, quote(String(target.scope.value)), field]);
  }
  return out;
}
