/**
 * The related lists of documents' pages (docs/adding-an-entity.md, docs/access.md "A
 * person's page"): each filters by a field its definition lists by (so Firestore has
 * the index the list's query needs) and can sort that way by default, and the people
 * pages list what belongs to each type.
 */
import { describe, expect, it } from 'vitest';
import type { AnyScreen } from '@/components/entity/types';
import { orderScreen } from '@/domains/orders/list/screen';
import { categoryScreen } from '@/features/categories/CategoriesScreen';
import { cityScreen } from '@/features/cities/CitiesScreen';
import { customerScreen } from '@/features/people/CustomersScreen';
import { deliveryCompanyScreen } from '@/features/people/DeliveryCompaniesScreen';
import { riderScreen } from '@/features/people/RidersScreen';
import { supplierScreen } from '@/features/people/SuppliersScreen';

const SCREENS: Record<string, AnyScreen> = {
  category: categoryScreen,
  city: cityScreen,
  customer: customerScreen,
  supplier: supplierScreen,
  deliveryCompany: deliveryCompanyScreen,
  rider: riderScreen,
};

const segments = (screen: AnyScreen) => (screen.related ?? []).map((r) => r.segment);

describe('related lists', () => {
  it.each(Object.entries(SCREENS))('%s: each filters by a listed field, sorted by its default sort', (_, screen) => {
    for (const related of screen.related ?? []) {
      const def = related.screen.entity;
      const listed = Object.keys(def.list.filters ?? {});
      expect([...listed, def.hierarchy?.parent?.field].includes(related.field), `${def.name}.${related.field}`).toBe(
        true,
      );
      expect(def.sortsFor(false, [related.field]), def.name).toContain(def.list.defaultSort.field);
    }
  });

  it("people's pages list their orders, what their type adds, and their notifications", () => {
    expect(segments(customerScreen)).toEqual(['orders', 'prizesFines', 'reviews', 'notifications']);
    expect(segments(supplierScreen)).toEqual([
      'orders',
      'products',
      'subCategories',
      'prizesFines',
      'reviews',
      'notifications',
    ]);
    expect(segments(deliveryCompanyScreen)).toEqual(['orders', 'prizesFines', 'notifications']);
    expect(segments(riderScreen)).toEqual(['orders', 'reports', 'prizesFines', 'reviews', 'notifications']);
    const ordersOf = (screen: AnyScreen) => screen.related?.find((r) => r.segment === 'orders');
    expect(ordersOf(customerScreen)?.field).toBe('userId');
    expect(ordersOf(riderScreen)?.field).toBe('riderId');
    // Read-only from a person's page; an order opens its own page. Reviews are only
    // decided there (hidden or shown again: docs/access.md "Reviews"), never written.
    for (const screen of [customerScreen, supplierScreen, deliveryCompanyScreen, riderScreen]) {
      for (const related of screen.related ?? []) {
        expect(related.readOnly || related.screen.entity.writes.create !== 'panel', related.segment).toBe(true);
      }
    }
    expect(ordersOf(supplierScreen)?.screen).toBe(orderScreen);
    expect(orderScreen.showPage).toBeDefined();
    expect(riderScreen.related?.find((r) => r.segment === 'prizesFines')?.summary).toBeDefined();
  });
});
