/**
 * About App, pure parts (docs/data-model.md `appInfo`): rich texts sanitised before
 * display (no script, handler, style, link or frame survives; the text stays), the
 * form's bounds (minimum radius below the maximum, positive fees, units) and the
 * secret key's shape. Runs in jsdom (DOMPurify needs a DOM).
 */
import { describe, expect, it } from 'vitest';
import { appInfoEntity } from '@/entities/appInfo';
import { secretKeyProblem } from '@/features/about/schema';
import type { FormValues } from '@/lib/entity/fields';
import { isBlankHtml, sanitizeHtml } from '@/lib/html';
import { entitySchema } from '@/lib/entity/schema';
import { errorKeys } from './support/validate';

type Values = FormValues<typeof appInfoEntity.fields>;
const schema = entitySchema(appInfoEntity);
const html = (text: string) => `<p>${text}</p>`;

const valid = (extra: Partial<Values> = {}): Values => ({
  ...appInfoEntity.emptyValues,
  publishableKey: 'pk_test_demo',
  phone: '+96824501234',
  email: 'support@demo.om',
  vatPercent: 5,
  missionEn: 'Stores to doors.',
  missionAr: 'المتاجر إلى الأبواب.',
  visionEn: 'Trusted first.',
  visionAr: 'الأكثر ثقة.',
  aboutUsEn: html('An Omani marketplace.'),
  aboutUsAr: html('سوق عماني.'),
  privacyPolicyEn: html('Private.'),
  privacyPolicyAr: html('خاص.'),
  termsEn: html('Terms.'),
  termsAr: html('الشروط.'),
  refundPolicyEn: html('Refunds.'),
  refundPolicyAr: html('الاسترداد.'),
  minOrderPrice: 2,
  deliveryFee: 1,
  riderDeliveryFee: 0.7,
  riderCashLimit: 500,
  proposePauses: true,
  riderOrderTimerSeconds: 60,
  deliveryTimeMinutes: 45,
  minRadiusMeters: 500,
  maxRadiusMeters: 15000,
  ...extra,
});

describe('rich text sanitising', () => {
  it('keeps the editor formatting and drops scripts, handlers, styles, links and frames', () => {
    const dirty =
      '<p dir="rtl" style="color:red" onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script>' +
      '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil"></iframe>' +
      '<ul><li>one</li></ul>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toBe('<p dir="rtl">Hi <strong>there</strong></p>link<ul><li>one</li></ul>');
  });

  it('leaves a script typed as text escaped, and gives "" for nothing', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(5)).toBe('');
  });

  it('tells an empty editor from a text', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });
});

describe('About App form', () => {
  it('accepts complete settings and writes money in baisa, the secret flag off on create', () => {
    return errorKeys(schema, valid(), 'edit').then((errors) => {
      expect(errors).toEqual({});
      const stored = appInfoEntity.toFirestore(valid(), 'create');
      expect(stored).toMatchObject({
        deliveryFee: 1000,
        riderDeliveryFee: 700,
        riderCashLimit: 500_000,
        minOrderPrice: 2000,
      });
      expect(stored['secretKeySet']).toBe(false);
      expect('secretKeySet' in appInfoEntity.toFirestore(valid(), 'update')).toBe(false);
      expect('secretKey' in stored).toBe(false);
    });
  });

  it('refuses a minimum radius not below the maximum, Arabic digits included', async () => {
    expect(await errorKeys(schema, valid({ minRadiusMeters: 20000, maxRadiusMeters: 15000 }), 'edit')).toEqual({
      minRadiusMeters: 'appInfo.validation.radius',
    });
    expect(await errorKeys(schema, valid({ minRadiusMeters: '١٥٠٠٠', maxRadiusMeters: '15000' }), 'edit')).toEqual({
      minRadiusMeters: 'appInfo.validation.radius',
    });
    expect(await errorKeys(schema, valid({ minRadiusMeters: 0, maxRadiusMeters: 1 }), 'edit')).toEqual({});
  });

  it('refuses a rider cash limit of 0 (issue 49: a limit is more than 0)', async () => {
    expect(await errorKeys(schema, valid({ riderCashLimit: 0 }), 'edit')).toEqual({
      riderCashLimit: 'appInfo.validation.cashLimitPositive',
    });
  });

  it('refuses fees of 0 and empty policies', async () => {
    const errors = await errorKeys(schema, valid({ deliveryFee: 0, riderDeliveryFee: -1, termsAr: '' }), 'edit');
    expect(errors).toEqual({
      deliveryFee: 'appInfo.validation.feePositive',
      riderDeliveryFee: 'appInfo.validation.feePositive',
      termsAr: 'validation.text',
    });
  });

  it('shows each number with its unit', () => {
    const f = appInfoEntity.fields;
    expect([f.riderOrderTimerSeconds.unit, f.deliveryTimeMinutes.unit, f.minRadiusMeters.unit]).toEqual([
      'second',
      'minute',
      'meter',
    ]);
    expect(f.deliveryFee.kind).toBe('money');
  });
});

describe('secret key shape', () => {
  it.each([
    ['', 'appInfo.validation.secretRequired'],
    ['short', 'appInfo.validation.secretShape'],
    ['sk live with spaces', 'appInfo.validation.secretShape'],
    ['sk_live_مفتاح_123', 'appInfo.validation.secretShape'],
    ['sk_live_51Hdemo_abcdef', null],
  ])('%s → %s', (value, problem) => {
    expect(secretKeyProblem(value)).toBe(problem);
  });
});
