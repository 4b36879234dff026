import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@/lib/data/useEntityList';
import { formatNumber } from '@/lib/format';

/**
 * The Data Grid's texts and page sizes in the panel's language (spec §9 "Rows per
 * page"): MUI X's Arabic texts, with every number (rows per page, "1–10 of 50",
 * selected rows) written in the locale's digits through Intl.
 * @returns `localeText` and `pageSizeOptions` for a DataGrid
 */
export function useGridLocale(): {
  localeText: Partial<GridLocaleText>;
  pageSizeOptions: { value: number; label: string }[];
} {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const n = (value: number) => formatNumber(value, locale);
    const localeText: Partial<GridLocaleText> = {
      ...(locale === 'ar' ? arSD.components.MuiDataGrid.defaultProps.localeText : {}),
      paginationRowsPerPage: t('table.rowsPerPage'),
      paginationDisplayedRows: ({ from, to, count, estimated }) =>
        count !== -1
          ? t('table.displayedRows', { from: n(from), to: n(to), count: n(count) })
          : t('table.displayedRowsMoreThan', {
              from: n(from),
              to: n(to),
              count: n(estimated && estimated > to ? estimated : to),
            }),
      footerRowSelected: (count) => t('list.selected', { n: n(count) }),
    };
    return { localeText, pageSizeOptions: PAGE_SIZES.map((value) => ({ value, label: n(value) })) };
  }, [locale, t]);
}
