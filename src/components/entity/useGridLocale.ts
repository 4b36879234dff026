import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@/lib/data/pageSizes';
import { formatNumber } from '@/lib/format';

/**
 * The Data Grid's texts and page sizes in the panel's language (spec §9 "Rows per
 * page"): MUI X's Arabic texts, completed with the panel's own where MUI X has none
 * (a column's menu as screen readers name it, filter operators), with every number
 * (rows per page, "1–10 of 50", selected rows, active filters) written in the locale's
 * digits through Intl and counts in the language's plural forms.
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
          ? t('table.displayedRows', { from: n(from), to: n(to), total: n(count) })
          : t('table.displayedRowsMoreThan', {
              from: n(from),
              to: n(to),
              total: n(estimated && estimated > to ? estimated : to),
            }),
      footerRowSelected: (count) => t('list.selected', { count }),
      // What MUI X leaves in English in its Arabic texts, and its numbers in the locale's digits.
      columnMenuAriaLabel: (name) => t('table.columnMenu', { name }),
      noColumnsOverlayLabel: t('table.noColumns'),
      noColumnsOverlayManageColumns: t('table.manageColumns'),
      filterOperatorDoesNotContain: t('table.doesNotContain'),
      filterOperatorDoesNotEqual: t('table.doesNotEqual'),
      toolbarFiltersTooltipActive: (count) => t('table.activeFilters', { count }),
      columnHeaderFiltersTooltipActive: (count) => t('table.activeFilters', { count }),
      footerTotalVisibleRows: (visible, total) => t('table.visibleOfTotal', { visible: n(visible), total: n(total) }),
    };
    return { localeText, pageSizeOptions: PAGE_SIZES.map((value) => ({ value, label: n(value) })) };
  }, [locale, t]);
}
