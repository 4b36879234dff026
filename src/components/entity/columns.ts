import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatDate } from '@/lib/format';

/**
 * The "Created" column every entity list shows (the audit field `createdAt`), as a
 * date in the locale.
 * @param t i18next's t
 * @param locale 'en' or 'ar'
 */
export function createdAtColumn<T extends GridValidRowModel>(t: TFunction, locale: string): GridColDef<T> {
  return {
    field: 'createdAt',
    headerName: t('common.createdAt'),
    width: 150,
    valueFormatter: (value: Date | null) => (value ? formatDate(value, locale) : ''),
  };
}
