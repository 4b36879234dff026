/**
 * The per-collection tables of docs/access.md and docs/data-model.md, generated from the
 * entity definitions (`npm run generate`) between `<!-- BEGIN GENERATED <name> -->` and
 * `<!-- END GENERATED <name> -->` lines, so the docs say what the rules do: who owns and
 * reads each collection and why, what each role may do, and which fields each holds.
 */
import type { EntityDef } from '@/lib/entity/define';
import type { Field, Fields } from '@/lib/entity/fields';
import { accessPaths } from './ownersFile';

/** What the tables are written from. */
export type DocsShape = Pick<
  EntityDef,
  'name' | 'collection' | 'fields' | 'access' | 'writes' | 'apps' | 'audit' | 'transitions'
>;

const code = (s: string) => `\`${s}\``;
const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

/** What the owner path (and All) may do: R read, C create, U update, D delete; † decisions only, § by type. */
export function ownerCell(def: DocsShape): string {
  const { create, edit, decide, delete: remove } = def.writes;
  if (create !== 'panel') return 'R U†';
  const update = edit === 'panel' ? ['U'] : decide === 'panel' ? ['U†'] : [];
  const ops = ['R', 'C', ...update, ...(remove === 'panel' ? ['D'] : [])];
  return ops.join(' ') + (def.access?.ownerTypeField ? '§' : '');
}

/** What a signed-in person of the apps may do (their own documents only). */
function appsCell(def: DocsShape): string {
  if (!def.apps) return '—';
  const ops = [...(def.apps.readOwn ? ['R'] : []), 'C', ...(def.apps.conversation ? ['U'] : [])];
  return `${ops.join(' ')} own‡ (${def.apps.types.map(code).join(', ')})`;
}

/** docs/access.md: each collection's owner, readers and what each role may do. */
export function accessTable(defs: readonly DocsShape[]): string {
  const rows = defs.map((def) => {
    const [owner, ...readers] = accessPaths(def);
    return [
      code(def.collection),
      def.access?.ownerTypeField ? `by ${code(def.access?.ownerTypeField)}§` : code(owner ?? ''),
      readers.length ? readers.map(code).join(', ') : '—',
      '—',
      appsCell(def),
      '—',
      readers.length ? 'R' : '—',
      ownerCell(def),
      ownerCell(def),
      def.audit ? (def.audit?.of === 'all' ? 'every write' : 'decisions') : '—',
    ];
  });
  return table(
    [
      'Collection',
      'Owner path',
      'Also reads (R only)',
      'Visitor',
      'Non-staff',
      'Staff',
      'Reader',
      'Owner',
      'All',
      'Audited',
    ],
    rows,
  );
}

/** docs/data-model.md: each collection's definition, owner and readers with why. */
export function ownersTable(defs: readonly DocsShape[]): string {
  const rows = defs.map((def) => {
    const readers = def.access?.readers ?? [];
    return [
      code(def.collection),
      code(def.name),
      def.access?.ownerTypeField
        ? `the path of its ${code(def.access?.ownerTypeField)}'s type`
        : code(def.access?.owner ?? ''),
      readers.length ? readers.map((r) => `${code(r.path)}: ${r.reason}`).join('; ') : '—',
    ];
  });
  return table(['Collection', 'Definition', 'Owner (reads + writes)', 'Also reads (why)'], rows);
}

/** A field's kind as the table shows it: `text ≤ 100`, `money 0–100`, `→ users`… */
function kindOf(field: Field): string {
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'phone':
    case 'url':
      return `${field.kind} ≤ ${field.max}`;
    case 'integer':
    case 'decimal':
    case 'money':
    case 'percentage':
      return `${field.kind} ${field.minExclusive ? '>' : ''}${field.min}–${field.max}`;
    case 'enum':
      return field.values.map(code).join(' \\| ');
    case 'reference':
      return `→ ${field.collection}`;
    case 'list':
      return `list ≤ ${field.maxItems}`;
    default:
      return field.kind;
  }
}

/** docs/data-model.md: every field of every definition, as declared. */
export function fieldsTable(defs: readonly DocsShape[]): string {
  const rows = defs.map((def) => [
    code(def.collection),
    Object.entries(def.fields as Fields)
      .map(([name, field]) => {
        const notes = [
          kindOf(field),
          ...(field.required ? [] : ['optional']),
          ...(field.readOnly ? ['read-only'] : []),
          ...(field.fixed ? ['fixed'] : []),
        ];
        return `${code(name)} (${notes.join(', ')})`;
      })
      .join('; '),
  ]);
  return table(['Collection', 'Fields (from the definition)'], rows);
}

/**
 * Replaces a generated block of a Markdown file.
 * @throws Error when its markers are missing
 */
export function replaceDocBlock(doc: string, name: string, body: string, label: string): string {
  const begin = `<!-- BEGIN GENERATED ${name}`;
  const end = `<!-- END GENERATED ${name} -->`;
  const start = doc.indexOf(begin);
  const stop = doc.indexOf(end, start);
  if (start < 0 || stop < 0) throw new Error(`${label} has no BEGIN/END GENERATED ${name} markers`);
  const block = `${begin} (npm run generate, from src/entities) -->\n\n${body}\n\n`;
  return doc.slice(0, start) + block + doc.slice(stop);
}
