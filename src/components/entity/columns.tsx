/**
 * The default list columns of an entity, derived from its field descriptors
 * (docs/adding-an-entity.md): the screen's first columns, one column per field with a
 * column hint, then the screen's extra columns, then "Created". Widths keep the key columns and the row
 * actions visible at 1440 px; secondary fields start hidden and are offered in the
 * grid's column menu.
 */
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { Field } from '@/lib/entity/fields';
import { isNumberField } from '@/lib/entity/fields';
import { formatDate } from '@/lib/format';
import { FieldValue, fieldText } from './display';
import type { AnyScreen } from './types';

type AnyRow = GridValidRowModel;

/** The default width of a column of this kind, in px. */
function defaultWidth(field: Field): number {
  if (isNumberField(field) || field.kind === 'counter') return 120;
  if (field.kind === 'date') return 130;
  if (field.kind === 'enum' || field.kind === 'boolean') return 120;
  return 160;
}

/** One derived column. */
function column(name: string, field: Field, t: TFunction, locale: string): GridColDef<AnyRow> {
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
    renderCell: ({ value }) => <FieldValue field={field} value={value} t={t} locale={locale} />,
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
 * The columns of a screen's list.
 * @returns the grid columns and which start hidden
 */
export function screenColumns(
  screen: AnyScreen,
  t: TFunction,
  locale: string,
): { columns: GridColDef<AnyRow>[]; hidden: GridColumnVisibilityModel } {
  const columns: GridColDef<AnyRow>[] = [...((screen.columns?.first?.(t, locale) ?? []) as GridColDef<AnyRow>[])];
  const hidden: GridColumnVisibilityModel = {};
  for (const [name, field] of Object.entries(screen.entity.fields as Record<string, Field>)) {
    const override = screen.columns?.override?.[name];
    if (override === false || (field.column === false && !override)) continue;
    const render = screen.render?.[name];
    const shown = render ? { renderCell: ({ row }: { row: AnyRow }) => render(row as never, t, locale) } : {};
    columns.push({
      ...column(name, field, t, locale),
      ...shown,
      ...(override as Partial<GridColDef<AnyRow>> | undefined),
    } as GridColDef<AnyRow>);
    if (field.column && field.column.hidden) hidden[name] = false;
  }
  columns.push(...((screen.columns?.extra?.(t, locale) ?? []) as GridColDef<AnyRow>[]));
  columns.push(createdAtColumn(t, locale));
  return { columns, hidden };
}
