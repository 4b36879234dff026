import type { TFunction } from 'i18next';
import { StatusChip } from '@/components/entity/StatusChip';
import type { EntityScreen } from '@/components/entity/types';
import { productEntity, productPrices, type Product } from '@/entities/product';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency } from '@/lib/format';

/** In stock (green, filled) or sold out (outlined, red text): told apart at a glance. */
function StockChip({ row, t }: { readonly row: Product; readonly t: TFunction }) {
  const { inStock } = productPrices(row);
  return (
    <StatusChip
      label={t(inStock ? 'product.inStock' : 'product.soldOut')}
      color={inStock ? 'success' : 'error'}
      outlined={!inStock}
    />
  );
}

const money = (baisa: number, locale: string) => formatCurrency(baisaToOmr(baisa), locale);

/**
 * /Products (spec §2, §3 Product): list and detail of products with image, names,
 * original price, discount, sale price, quantity, total amount (sale price × quantity),
 * supplier and category; filtered by supplier or category; created, edited and deleted
 * by holders of /Products (docs/access.md). Each row says In stock or Sold out.
 */
export const productScreen: EntityScreen<typeof productEntity.fields> = {
  entity: productEntity,
  keys: {
    title: 'navbar.products',
    newTitle: 'product.new',
    editTitle: 'product.edit',
    notFound: 'product.notFound',
    deleteConfirm: 'product.deleteConfirm',
  },
  columns: {
    extra: (t, locale) => [
      {
        field: 'salePrice',
        headerName: t('product.salePrice'),
        priority: 1,
        type: 'number',
        width: 130,
        sortable: false,
        valueGetter: (_value, row) => productPrices(row).salePrice,
        valueFormatter: (value: number) => money(value, locale),
      },
      {
        field: 'totalAmount',
        headerName: t('product.totalAmount'),
        type: 'number',
        width: 140,
        sortable: false,
        valueGetter: (_value, row) => productPrices(row).totalAmount,
        valueFormatter: (value: number) => money(value, locale),
      },
      {
        field: 'stock',
        headerName: t('product.stock'),
        priority: 1,
        width: 120,
        sortable: false,
        valueGetter: (_value, row) => t(productPrices(row).inStock ? 'product.inStock' : 'product.soldOut'),
        renderCell: ({ row }) => <StockChip row={row} t={t} />,
      },
    ],
  },
  details: (row, t, locale) => {
    const prices = productPrices(row);
    return [
      { label: t('product.salePrice'), value: money(prices.salePrice, locale) },
      { label: t('product.totalAmount'), value: money(prices.totalAmount, locale) },
      { label: t('product.stock'), value: <StockChip row={row} t={t} /> },
    ];
  },
  form: {
    discount: { helpKey: 'product.discountHelp' },
  },
};
