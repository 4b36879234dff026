/**
 * firestore.rules, products (docs/data-model.md `products`, docs/access.md): /Products
 * holders and All create, edit and delete well-formed products; the price is whole baisa
 * above 0, the discount 0–100, the stock a whole number of 0 or more, and the supplier a
 * users document of type supplier. Other roles cannot write, /supplier holders only read.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { createData, createDoc, deleteDoc as trashDoc, stored, updateDoc, updateData } from './fixtures';
import { dbAs, UID, setUpRulesFile } from './helpers';

const SUPPLIER_READER = 'supplierReader';

const rules = setUpRulesFile(() => ({
  [`users/${SUPPLIER_READER}`]: { type: 'employee', Access: ['/supplier'] },
  'products/SEEDED': stored('products'),
}));

let created = 0;
/** Creates a new product (a new id each time) the way the data layer does, `extra` overriding fields. */
const create = (uid: string, extra: Record<string, unknown> = {}) => {
  const id = `P${++created}`;
  return createDoc(dbAs(rules.env, uid), 'products', uid, id, {
    data: { ...createData('products', uid, id), ...extra },
  });
};

describe('products', () => {
  it('are created, edited and deleted by /Products holders and All', async () => {
    await assertSucceeds(create(UID.limited));
    await assertSucceeds(create(UID.admin));
    await assertSucceeds(updateDoc(dbAs(rules.env, UID.limited), 'products', UID.limited, 'SEEDED'));
    await assertSucceeds(trashDoc(dbAs(rules.env, UID.limited), 'products', UID.limited));
  });

  it('are read but never written by /supplier holders; other roles neither', async () => {
    await assertSucceeds(getDoc(doc(dbAs(rules.env, SUPPLIER_READER), 'products', 'SEEDED')));
    for (const uid of [SUPPLIER_READER, UID.hr, UID.translator, UID.customer, UID.fakeAdmin, UID.supplier]) {
      await assertFails(create(uid));
      await assertFails(trashDoc(dbAs(rules.env, uid), 'products', uid));
    }
  });

  it('refuse a negative, zero, fractional or non-number price', async () => {
    for (const price of [-1000, 0, 12.5, '1000', null]) await assertFails(create(UID.limited, { price }));
    await assertFails(
      updateDoc(dbAs(rules.env, UID.limited), 'products', UID.limited, 'SEEDED', {
        ...updateData('products', UID.limited),
        price: -5,
      }),
    );
  });

  it('refuse a discount above 100 or below 0, and a negative or fractional quantity', async () => {
    for (const discount of [100.5, 150, -1, '10']) await assertFails(create(UID.limited, { discount }));
    for (const quantity of [-1, 2.5]) await assertFails(create(UID.limited, { quantity }));
    await assertSucceeds(create(UID.limited, { discount: 100, quantity: 0 }));
  });

  it('refuse a supplier that is not a supplier or does not exist', async () => {
    for (const supplierId of [UID.customer, UID.rider, 'nobody'])
      await assertFails(create(UID.limited, { supplierId }));
    await assertFails(
      updateDoc(dbAs(rules.env, UID.limited), 'products', UID.limited, 'SEEDED', {
        ...updateData('products', UID.limited),
        supplierId: UID.customer,
      }),
    );
  });
});
