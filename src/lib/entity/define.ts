/**
 * `defineEntity`: one declaration per entity (docs/adding-an-entity.md). From the
 * field descriptors of ./fields.ts it derives the inferred row and form types, the
 * pure Firestore converters, empty values, the form values of a row, and the list
 * shape (search, sorts, filters) from which the data layer queries and the composite
 * indexes follow (./indexes.ts). The yup schema is ./schema.ts, the rules' field
 * validation ./rules.ts, columns, details and form fields src/components/entity/.
 *
 * What a definition declares is ./config.ts (with ./decision.ts, ./transfer.ts and
 * ./assignment.ts for its decisions); a field's values ./values.ts; the list's sorts
 * ./listSort.ts. This module re-exports them, the import path every caller uses.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import { readAudit, readDate, readNullableString } from '@/lib/data/convert';
import { MAKER_FIELD } from '@/lib/data/maker';
import type { EntityDefinition, WriteMode } from '@/lib/data/types';
import { isNumberField, type Field, type Fields, type FormValues } from './fields';
import { checkFields } from './checks';
import { PANEL_WRITES, type EntityConfig, type Writes } from './config';
import {
  CONVERSATION_FIELDS,
  kindOf,
  stateTransitions,
  transitionsOfKind,
  type AnyTransition,
  type DeclaredTransitions,
  type Row,
  type TransitionsOf,
} from './decision';
import { allowedSorts } from './listSort';
import { transfersOf } from './transfer';
import { emptyValue, formValue, isEdited, readObject, storeField } from './values';

export * from './assignment';
export * from './config';
export * from './decision';
export * from './listSort';
export * from './transfer';
export { endOfDay, isEdited, mayBeMissing, readField, storeField } from './values';
export { MAKER_FIELD };

/** A defined entity: its declaration plus everything derived from it. */
export interface EntityDef<F extends Fields = Fields, D extends TransitionsOf<F> = TransitionsOf<F>>
  extends
    EntityDefinition<Row<F>, FormValues<F>>,
    Omit<
      EntityConfig<F, D>,
      'id' | 'hierarchy' | 'audit' | 'scope' | 'resetOnEdit' | 'claims' | 'writes' | 'transitions'
    > {
  /** The transitions by the names declared, each typed by its kind (DeclaredTransitions). */
  readonly transitions?: DeclaredTransitions<F, D>;
  /** The declared lifecycle, PANEL_WRITES when none is declared. */
  readonly writes: Writes<keyof F & string>;
  readonly emptyValues: FormValues<F>;
  readonly toValues: (row: Row<F>) => FormValues<F>;
  /** Fields the form edits, in declaration order. */
  readonly formFields: readonly (keyof F & string)[];
  /** The sorts a list may use with a search and these filter fields (allowedSorts). */
  readonly sortsFor: (searching: boolean, filterFields: readonly string[]) => readonly string[];
  /** The date field a list range limits (`list.dateRange`). */
  readonly dateRangeField?: string;
  /** A filter's value as typed in a URL, converted to the stored type. */
  readonly filterValue: (field: string, text: string) => string | number | boolean | null;
}

/**
 * Declares an entity and derives its converters and values (docs/adding-an-entity.md).
 * @param config fields, collection, list shape and options
 * @returns the definition, usable by the data layer, the generic screens and scripts
 * @throws Error when the declaration names a field it does not have (caught by the
 *   registry test at once)
 */
export function defineEntity<const F extends Fields, const D extends TransitionsOf<F> = TransitionsOf<F>>(
  config: EntityConfig<F, D>,
): EntityDef<F, D> {
  const entries = Object.entries(config.fields) as [keyof F & string, Field][];
  const known = new Set<string>([...entries.map(([name]) => name), 'createdAt']);
  const named = [
    ...config.list.sorts,
    config.list.defaultSort.field,
    ...(config.list.search?.fields ?? []),
    ...(config.resetOnEdit ? [...config.resetOnEdit.fields, config.resetOnEdit.field] : []),
    ...(config.list.search?.sorts ?? []),
    ...Object.keys(config.list.filters ?? {}),
    ...Object.values(config.list.filters ?? {}).flat(),
    ...(config.id?.field ? [config.id.field] : []),
    ...(config.hierarchy?.parent ? [config.hierarchy.parent.field] : []),
    ...(config.hierarchy?.childCounter ? [config.hierarchy.childCounter] : []),
    ...(config.list.dateRange ? [config.list.dateRange] : []),
    ...(config.import?.key ?? []),
    ...(config.apps ? [config.apps.ownerField] : []),
    ...(config.apps?.conversation ? [config.apps.conversation.list, config.apps.conversation.field] : []),
    ...(config.access?.ownerTypeField ? [config.access.ownerTypeField] : []),
    ...(config.createdFor
      ? [
          config.createdFor.idField,
          ...Object.keys(config.createdFor.same ?? {}),
          ...(config.createdFor.fits ? [config.createdFor.fits.amount] : []),
          ...(config.createdFor.idOf ?? []),
          ...(config.createdFor.callerType ? [config.createdFor.callerType] : []),
          ...(config.createdFor.parties
            ? [
                config.createdFor.parties.author,
                config.createdFor.parties.subject.type,
                config.createdFor.parties.subject.id,
              ]
            : []),
        ]
      : []),
    ...(config.writes?.deleteAtZero ?? []),
    ...(config.audit?.subject ? [config.audit.subject] : []),
    ...(config.proposal
      ? [...Object.entries(config.proposal.fields).flat(), config.proposal.by, config.proposal.at]
      : []),
    ...(config.checks ?? []).flatMap(checkFields),
    ...entries.flatMap(([, f]) => (f.kind === 'reference' && f.typeField ? [f.typeField] : [])),
    ...Object.values<AnyTransition>(config.transitions ?? {}).flatMap(transitionFields),
  ];
  for (const name of named) {
    if (typeof name === 'string' && !known.has(name)) throw new Error(`${config.name}: no field ${name}`);
  }
  for (const step of config.stored?.migrations ?? []) {
    const field = (config.fields as Fields)[step.field];
    if (!field) throw new Error(`${config.name}: no field ${step.field} to migrate`);
    // A searched field's prefixes are written with it (src/lib/data/convert.ts): a
    // migration writes one field only, so it cannot keep them.
    if (config.list.search?.fields.includes(step.field))
      throw new Error(`${config.name}: a migration cannot fill the searched field ${step.field}`);
    if (field.kind === 'date' && step.value !== null) throw new Error(`${config.name}: migrate a date to null only`);
  }
  checkKinds(config.name, config.transitions ?? {});
  for (const [key, tr] of transitionsOfKind(config, 'state')) {
    if (!tr.append) continue;
    const target = (config.fields as Fields)[tr.append];
    const items = target?.kind === 'list' ? Object.keys(target.of).sort().join() : '';
    if (items !== [...CONVERSATION_FIELDS].sort().join() || !tr.reasonRequired) {
      throw new Error(`${config.name}.${key}: append needs a list of ${CONVERSATION_FIELDS.join(', ')} and a reason`);
    }
  }
  if ((config.writes?.create === 'apps') !== Boolean(config.apps)) {
    throw new Error(`${config.name}: apps create it (writes.create 'apps') if and only if it names the apps`);
  }
  if (config.id?.singleton && config.writes?.delete !== 'none') {
    throw new Error(`${config.name}: a singleton is never deleted (writes.delete 'none')`);
  }
  const formFields = entries.filter(([, f]) => isEdited(f)).map(([name]) => name);
  const emptyValues = Object.fromEntries(entries.map(([name, f]) => [name, emptyValue(f)])) as FormValues<F>;

  const fromFirestore = (id: string, data: DocumentData): Row<F> =>
    ({
      id,
      ...readAudit(data),
      decidedAt: readDate(data['decidedAt']),
      decidedBy: readNullableString(data['decidedBy']),
      decisionReason: readNullableString(data['decisionReason']),
      editedBy: readNullableString(data[MAKER_FIELD]),
      ...readObject(config.fields, data),
    }) as Row<F>;

  const toFirestore = (values: FormValues<F>, mode: WriteMode = 'create'): DocumentData => {
    const out: DocumentData = {};
    const given = values as Record<string, unknown>;
    for (const [name, field] of entries) {
      const edited = isEdited(field);
      if (mode === 'update' && (!edited || field.fixed)) continue;
      out[name] = storeField(field, edited ? given[name] : emptyValue(field));
    }
    if (mode === 'create' && config.scope) out[config.scope.field] = config.scope.value;
    return out;
  };

  const toValues = (row: Row<F>): FormValues<F> =>
    Object.fromEntries(
      entries.map(([name, f]) => [name, formValue(f, (row as Record<string, unknown>)[name])]),
    ) as FormValues<F>;

  const idField = config.id?.field;
  const filterValue = (field: string, text: string) => {
    const descriptor = (config.fields as Fields)[field];
    if (descriptor?.kind === 'boolean') return text === 'true';
    if (descriptor && isNumberField(descriptor)) return Number(text);
    return text;
  };
  const writes = config.writes ?? PANEL_WRITES;
  const makerChecked = stateTransitions(config).some((t) => t.makerChecker);
  const { transitions, ...declared } = config;
  const def = {
    ...declared,
    // The same objects, typed each by its kind.
    ...(transitions ? { transitions: transitions as unknown as DeclaredTransitions<F, D> } : {}),
    writes,
    ...(makerChecked && writes.create === 'panel' ? { makerField: MAKER_FIELD } : {}),
    filterValue,
    emptyValues,
    toValues,
    formFields,
    fromFirestore,
    toFirestore,
    searchFields: config.list.search?.fields ?? [],
    defaultSort: config.list.defaultSort,
    sortableFields: config.list.sorts,
    ...(config.list.dateRange ? { dateRangeField: config.list.dateRange } : {}),
    ...(idField
      ? {
          idFrom: (values: FormValues<F>) =>
            String(storeField(config.fields[idField] as Field, (values as Record<string, unknown>)[idField])),
        }
      : {}),
  };
  return { ...def, sortsFor: (searching, filterFields) => allowedSorts(def, searching, filterFields) };
}

/** The fields a transition of any kind names (checked against the definition's fields). */
function transitionFields(t: AnyTransition): readonly string[] {
  if (t.kind === 'assign') {
    return [
      ...t.people,
      ...Object.keys(t.when),
      ...Object.keys(t.sets),
      ...(t.links ?? []).flatMap((l) => [l.field, l.equals]),
      ...(t.stampedAt ? [t.stampedAt] : []),
      ...(t.limits ?? []).map((l) => l.field),
    ];
  }
  if (t.kind === 'release') return [...Object.keys(t.when), ...Object.keys(t.sets)];
  return [t.field, ...transfersOf(t).flatMap((m) => [m.idField, m.amountField, ...(m.when ? [m.when.field] : [])])];
}

/**
 * @throws Error when a definition declares more than one assignment or release (the rules
 *   name them `is<Name>Assignment` and `is<Name>Release`), or a release whose `of` names no
 *   assignment of its own
 */
function checkKinds(name: string, transitions: Readonly<Record<string, AnyTransition>>): void {
  const all = Object.values(transitions);
  for (const kind of ['assign', 'release'] as const) {
    if (all.filter((t) => kindOf(t) === kind).length > 1) throw new Error(`${name}: more than one ${kind} transition`);
  }
  for (const t of all) {
    if (t.kind === 'release' && transitions[t.of]?.kind !== 'assign') {
      throw new Error(`${name}: release of ${t.of}, which is no assign transition`);
    }
  }
}
