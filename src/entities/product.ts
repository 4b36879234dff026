/**
 * Product (spec §3: image, name, price, sale price, discount, original price,
 * quantity, total amount; docs/data-model.md `products`). Stored: the original price
 * in baisa and the discount in percent as typed; the sale price and the total amount
 * are derived (productPrices), never stored, so they cannot disagree with each other.
 * A product belongs to a supplier, a category and optionally a sub-category.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { bilingual, boolean, image, integer, money, percentage, reference } from '@/lib/entity/fields';
import { byLocale } from './names';

/** Highest price of a product, in OMR (decision, docs/data-model.md). */
export const MAX_PRODUCT_PRICE = 100_000;

/** Most units of a product in stock (decision, docs/data-model.md). */
export const MAX_STOCK = 1_000_000;

/** The products collection. */
export const productEntity = defineEntity({
  name: 'product',
  collection: COLLECTIONS.products,
  access: {
    owner: '/Products',
    readers: [
      { path: '/supplier', reason: "a supplier's page lists their products" },
      { path: '/allOrders', reason: 'an order names its products' },
    ],
  },
  fields: {
    image: image('product.image', { column: { width: 80, priority: 3 } }),
    ...bilingual('name', 'product.name', 200, { column: { flex: 1, width: 180, priority: 1 } }),
    ...bilingual('description', 'product.description', 2000, {
      required: false,
      multiline: true,
      column: false,
    }),
    price: money('product.originalPrice', 0, MAX_PRODUCT_PRICE, {
      minExclusive: true,
      minKey: 'product.validation.pricePositive',
      maxKey: 'product.validation.priceMax',
      column: { width: 130 },
    }),
    discount: percentage('product.discount', 0, 100, {
      required: false,
      initial: 0,
      minKey: 'product.validation.discount',
      maxKey: 'product.validation.discount',
      column: { width: 110 },
    }),
    quantity: integer('product.quantity', 0, MAX_STOCK, {
      minKey: 'product.validation.quantity',
      decimalsKey: 'product.validation.quantity',
      maxKey: 'product.validation.quantityMax',
      column: { width: 110 },
    }),
    supplierId: reference('product.supplier', COLLECTIONS.users, 'supplier', {
      requiredKey: 'product.validation.supplier',
      column: { width: 170 },
    }),
    categoryId: reference('product.category', COLLECTIONS.categories, 'category', {
      requiredKey: 'product.validation.category',
      column: { width: 150, hidden: true },
    }),
    subCategoryId: reference('product.subCategory', COLLECTIONS.subCategories, 'subCategory', {
      required: false,
      column: false,
    }),
    active: boolean('product.active', true, {
      labels: ['product.hidden', 'product.shown'],
      colors: ['default', 'success'],
      column: { width: 110, hidden: true },
    }),
  },
  list: {
    sorts: ['nameEn', 'nameAr', 'price', 'quantity', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    search: { fields: ['nameEn', 'nameAr'], sorts: ['createdAt'] },
    filters: { supplierId: ['createdAt'], categoryId: ['createdAt'] },
    // A catalogue entry's date matters least; its name, prices and stock most.
    createdPriority: 3,
  },
  // A supplier's product is named once in English.
  import: { key: ['supplierId', 'nameEn'] },
  title: (row, locale) => byLocale(row.nameEn, row.nameAr, locale),
});

export type Product = Row<typeof productEntity.fields>;

/** The prices of a product as shown (spec §3), all in baisa. */
export interface ProductPrices {
  /** The price before the discount (the stored `price`). */
  readonly originalPrice: number;
  /** The price a customer pays per unit: the original price less the discount, rounded to the baisa. */
  readonly salePrice: number;
  /** Percent off, 0–100. */
  readonly discount: number;
  /** Worth of the stock: sale price × quantity. */
  readonly totalAmount: number;
  /** Whether the product has units to sell. */
  readonly inStock: boolean;
}

/**
 * The derived prices of a product (docs/data-model.md `products`).
 * @param product stored price (baisa), discount (percent) and quantity (units)
 * @returns original and sale price, discount, total amount (baisa) and whether it is in stock
 */
export function productPrices(product: Pick<Product, 'price' | 'discount' | 'quantity'>): ProductPrices {
  const discount = Math.min(100, Math.max(0, product.discount));
  const salePrice = Math.round((product.price * (100 - discount)) / 100);
  const quantity = Math.max(0, Math.trunc(product.quantity));
  return {
    originalPrice: product.price,
    salePrice,
    discount,
    totalAmount: salePrice * quantity,
    inStock: quantity > 0,
  };
}
