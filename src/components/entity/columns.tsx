/**
 * The default list columns of an entity, derived from its field descriptors
 * (docs/adding-an-entity.md): the screen's first columns, one column per field with a
 * column hint, then the screen's extra columns, then "Created". Widths keep the key columns and the row
 * actions visible at 1440 px; secondary fields start hidden and are offered in the
 * grid's column menu.
 */
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ColumnPriority, Field } from '@/lib/entity/fields';
import { columnPriority, isNumberField } from '@/lib/entity/fields';
import { formatDate } from '@/lib/format';
import { FieldValue, fieldText } from './display';
import type { AnyScreen, ListColumn } from './types';

type AnyRow = GridValidRowModel;

/** The default width of a column of this kind, in px. */
function defaultWidth(field: Field): number {
  if (isNumberField(field) || field.kind === 'counter') return 120;
  if (field.kind === 'date') return 130;
  if (field.kind === 'enum' || field.kind === 'boolean') return 120;
  return 160;
}

/**
 * One derived column.
 * @param title a row's title (whose phone or e-mail a contact link in the cell reaches)
 */
function column(
  name: string,
  field: Field,
  t: TFunction,
  locale: string,
  title: (row: AnyRow) => string,
): GridColDef<AnyRow> {
  const hint = field.column || {};
  const numeric = isNumberField(field) || field.kind === 'counter';
  return {
    field: name,
    headerName: t(hint.header ?? field.label),
    ...(hint.flex
      ? { flex: hint.flex, minWidth: hint.width ?? defaultWidth(field) }
      : { width: hint.width ?? defaultWidth(field) }),
    ...(numeric ? { type: 'number' as const } : {}),
    valueFormatter: (value: unknown) => fieldText(field, value, t, locale),
    renderCell: ({ value, row }) => (
      <FieldValue
        field={field}
        value={value}
        t={t}
        locale={locale}
        title={field.kind === 'phone' || field.kind === 'email' ? title(row) : undefined}
      />
    ),
  };
}

/** The "Created" column every entity list shows (the audit field `createdAt`). */
export function createdAtColumn<T extends GridValidRowModel>(t: TFunction, locale: string): GridColDef<T> {
  return {
    field: 'createdAt',
    headerName: t('common.createdAt'),
    width: 130,
    valueFormatter: (value: Date | null) => (value ? formatDate(value, locale) : ''),
  };
}

/**
 * A field's column priority in this language: one of a bilingual pair (`<base>En`,
 * `<base>Ar`) not in the page's language ranks one lower than its definition says, so
 * on a narrow screen the name in the reader's language stays and the other folds first.
 */
function languagePriority(
  name: string,
  field: Field,
  fields: Readonly<Record<string, Field>>,
  locale: string,
): ColumnPriority {
  const given = columnPriority(field);
  const pair = /^(.+)(En|Ar)$/.exec(name);
  if (!pair || field.kind !== 'text' || !fields[`${pair[1]}${pair[2] === 'En' ? 'Ar' : 'En'}`]) return given;
  const other = (pair[2] === 'En') !== locale.startsWith('en');
  return other ? (Math.min(3, given + 1) as ColumnPriority) : given;
}

/** How much each column matters on a narrow screen, by field (ColumnPriority). */
export type ColumnPriorities = Readonly<Record<string, ColumnPriority>>;

/**
 * The columns of a screen's list.
 * @returns the grid columns, which start hidden, and each column's priority on a narrow
 *   screen (a field's from its definition, a screen's own column's from its declaration,
 *   "Created" from the definition's `list.createdPriority`)
 */
export function screenColumns(
  screen: AnyScreen,
  t: TFunction,
  locale: string,
): { columns: GridColDef<AnyRow>[]; hidden: GridColumnVisibilityModel; priorities: ColumnPriorities } {
  const priorities: Record<string, ColumnPriority> = {};
  // A screen's own column: its priority is kept aside, the rest goes to the grid.
  const own = (list: readonly ListColumn<AnyRow>[] | undefined): GridColDef<AnyRow>[] =>
    (list ?? []).map(({ priority, ...col }) => {
      priorities[col.field] = priority ?? 2;
      return col as GridColDef<AnyRow>;
    });
  const columns: GridColDef<AnyRow>[] = own(screen.columns?.first?.(t, locale) as ListColumn<AnyRow>[] | undefined);
  const hidden: GridColumnVisibilityModel = {};
  for (const [name, field] of Object.entries(screen.entity.fields as Record<string, Field>)) {
    const override = screen.columns?.override?.[name];
    if (override === false || (field.column === false && !override)) continue;
    const render = screen.render?.[name];
    const shown = render ? { renderCell: ({ row }: { row: AnyRow }) => render(row as never, t, locale) } : {};
    columns.push({
      ...column(name, field, t, locale, (row) => screen.entity.title(row as never, locale)),
      ...shown,
      ...(override as Partial<GridColDef<AnyRow>> | undefined),
    } as GridColDef<AnyRow>);
    if (field.column && field.column.hidden) hidden[name] = false;
    priorities[name] = languagePriority(name, field, screen.entity.fields as Record<string, Field>, locale);
  }
  columns.push(...own(screen.columns?.extra?.(t, locale) as ListColumn<AnyRow>[] | undefined));
  columns.push(createdAtColumn(t, locale));
  priorities['createdAt'] = screen.entity.list.createdPriority ?? 1;
  return { columns, hidden, priorities };
}
