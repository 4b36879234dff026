/**
 * Products, pure parts (docs/data-model.md `products`): the derived prices (sale price
 * from the original price and the discount, rounded to the baisa; total amount = sale
 * price × quantity; in stock or sold out), the converters (OMR typed, baisa stored) and
 * the form schema's messages for a price of 0 or less, a discount outside 0–100 and a
 * fractional quantity.
 */
import { describe, expect, it } from 'vitest';
import { productEntity, productPrices } from '@/entities/product';
import type { FormValues } from '@/lib/entity/fields';
import { entitySchema } from '@/lib/entity/schema';
import ar from '@/locales/ar/products.json';
import en from '@/locales/en/products.json';
import { errorKeys } from './support/validate';

type ProductValues = FormValues<typeof productEntity.fields>;
const schema = entitySchema(productEntity);

const valid = (extra: Partial<ProductValues> = {}): ProductValues => ({
  ...productEntity.emptyValues,
  nameEn: 'Omani dates (1 kg)',
  nameAr: 'تمر عماني (1 كغ)',
  price: 2.45,
  discount: 10,
  quantity: 40,
  supplierId: 'supplier-1',
  categoryId: 'category-1',
  ...extra,
});

describe('product prices', () => {
  it('derive the sale price and the total amount in whole baisa', () => {
    expect(productPrices({ price: 2450, discount: 10, quantity: 40 })).toEqual({
      originalPrice: 2450,
      salePrice: 2205,
      discount: 10,
      totalAmount: 88_200,
      inStock: true,
    });
    // 0.650 less 15.38% is 0.550 (rounded to the baisa), not a float like 0.5500300.
    expect(productPrices({ price: 650, discount: 15.38, quantity: 3 }).salePrice).toBe(550);
  });

  it('tell a sold-out product from one in stock', () => {
    expect(productPrices({ price: 1000, discount: 0, quantity: 0 })).toMatchObject({
      salePrice: 1000,
      totalAmount: 0,
      inStock: false,
    });
    expect(productPrices({ price: 1000, discount: 0, quantity: 1 }).inStock).toBe(true);
  });
});

describe('product form', () => {
  it('stores the price typed in OMR as whole baisa, the discount as typed', () => {
    const stored = productEntity.toFirestore(valid({ price: '1.255' }), 'create');
    expect(stored).toMatchObject({ price: 1255, discount: 10, quantity: 40, subCategoryId: null, active: true });
  });

  it('accepts a valid product', async () => {
    expect(await errorKeys(schema, valid())).toEqual({});
    expect(await errorKeys(schema, valid({ discount: '' }))).toEqual({});
  });

  it('refuses a price of 0 or less, a discount outside 0–100 and a fractional or negative quantity', async () => {
    expect(await errorKeys(schema, valid({ price: -1 }))).toEqual({ price: 'product.validation.pricePositive' });
    expect(await errorKeys(schema, valid({ price: 0 }))).toEqual({ price: 'product.validation.pricePositive' });
    expect(await errorKeys(schema, valid({ discount: 101 }))).toEqual({ discount: 'product.validation.discount' });
    expect(await errorKeys(schema, valid({ discount: -5 }))).toEqual({ discount: 'product.validation.discount' });
    expect(await errorKeys(schema, valid({ quantity: 1.5 }))).toEqual({ quantity: 'product.validation.quantity' });
    expect(await errorKeys(schema, valid({ quantity: -1 }))).toEqual({ quantity: 'product.validation.quantity' });
    expect(await errorKeys(schema, valid({ supplierId: '', categoryId: '' }))).toEqual({
      supplierId: 'product.validation.supplier',
      categoryId: 'product.validation.category',
    });
  });

  it('has every text in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });
});
