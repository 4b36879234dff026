/**
 * The About App singleton through the data layer and the real rules (a staff member
 * holding /about; docs/data-model.md `appInfo`): the definition's `id.singleton` creates
 * appInfo/main when it is missing and edits it afterwards (what EntityFormPage does for
 * a singleton), money stored in baisa; the secret key written with writeSecret and
 * never readable, the flag showing "set"; another staff member cannot write either.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/config/collections';
import { APP_INFO_ID, appInfoEntity as entity } from '@/entities/appInfo';
import { appInfoScreen } from '@/features/about/AboutScreen';
import { createOne, getOne, updateOne } from '@/lib/data/api';
import { writeSecret } from '@/lib/data/secrets';
import type { FormValues } from '@/lib/entity/fields';
import { doc, getDoc } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase/firestore';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

type Values = FormValues<typeof entity.fields>;
const TARGET = {
  secret: { collection: COLLECTIONS.appSecrets, id: APP_INFO_ID, field: 'secretKey' },
  flag: { collection: COLLECTIONS.appInfo, id: APP_INFO_ID, field: 'secretKeySet' },
} as const;

const values = (extra: Partial<Values> = {}): Values => ({
  ...entity.emptyValues,
  publishableKey: 'pk_test_demo',
  phone: '+96824501234',
  email: 'support@demo.om',
  vatPercent: 5,
  missionEn: 'Stores to doors.',
  missionAr: 'المتاجر إلى الأبواب.',
  visionEn: 'Trusted first.',
  visionAr: 'الأكثر ثقة.',
  aboutUsEn: '<p>An Omani marketplace.</p>',
  aboutUsAr: '<p>سوق عماني.</p>',
  privacyPolicyEn: '<p>Private.</p>',
  privacyPolicyAr: '<p>خاص.</p>',
  termsEn: '<p>Terms.</p>',
  termsAr: '<p>الشروط.</p>',
  refundPolicyEn: '<p>Refunds.</p>',
  refundPolicyAr: '<p>الاسترداد.</p>',
  facebookUrl: 'https://www.facebook.com/demo.om',
  minOrderPrice: 2,
  deliveryFee: '1.250',
  riderDeliveryFee: 0.7,
  riderCashLimit: 500,
  proposePauses: true,
  riderOrderTimerSeconds: 60,
  deliveryTimeMinutes: 45,
  minRadiusMeters: 500,
  maxRadiusMeters: 15000,
  ...extra,
});

describe('the About App singleton through the rules', () => {
  beforeEach(async () => {
    await signInStaff(['/about']);
  });

  it('is created under its one id when missing, then edited', async () => {
    expect(appInfoScreen.entity.id?.singleton).toBe(APP_INFO_ID);
    await expect(getOne(entity, APP_INFO_ID)).rejects.toMatchObject({ code: 'not-found' });
    // EntityFormPage: no document yet → createOne with the definition's singleton id.
    const id = await createOne(entity, values(), appInfoScreen.entity.id?.singleton);
    expect(id).toBe('main');
    const row = await getOne(entity, APP_INFO_ID);
    expect(row).toMatchObject({ deliveryFee: 1250, riderDeliveryFee: 700, secretKeySet: false });
    await updateOne(entity, APP_INFO_ID, values({ maxRadiusMeters: 20000 }), row.updatedAt);
    expect((await adminDb().doc('appInfo/main').get()).get('maxRadiusMeters')).toBe(20000);
    // A second create under the same id is refused (it exists).
    await expect(createOne(entity, values(), APP_INFO_ID)).rejects.toMatchObject({ code: 'exists' });
  });

  it('refuses a minimum radius above the maximum even past the form', async () => {
    await createOne(entity, values(), APP_INFO_ID);
    const row = await getOne(entity, APP_INFO_ID);
    await expect(
      updateOne(entity, APP_INFO_ID, values({ minRadiusMeters: 20000, maxRadiusMeters: 15000 }), row.updatedAt),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('stores the secret key write-only: "set" shows, the key never reads', async () => {
    await createOne(entity, values(), APP_INFO_ID);
    await writeSecret(TARGET, '  sk_live_51Hdemo_secret  ');
    expect((await getOne(entity, APP_INFO_ID)).secretKeySet).toBe(true);
    expect((await adminDb().doc('appSecrets/main').get()).get('secretKey')).toBe('sk_live_51Hdemo_secret');
    await expect(getDoc(doc(db, 'appSecrets', 'main'))).rejects.toMatchObject({ code: 'permission-denied' });
    await switchStaff('admin-1', ['All']);
    await expect(getDoc(doc(db, 'appSecrets', 'main'))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('cannot be written by staff without /about', async () => {
    await switchStaff('content-1', ['/FAQs', '/banners']);
    await expect(createOne(entity, values(), APP_INFO_ID)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(writeSecret(TARGET, 'sk_live_51Hdemo_secret')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
