import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as I18nModule from '@/lib/i18n';
import type * as RemoteModule from '@/lib/i18n/remote';
import arCoupons from '@/locales/ar/coupons.json';
import enCities from '@/locales/en/cities.json';
import enCommon from '@/locales/en/common.json';
import enCoupons from '@/locales/en/coupons.json';

const COUPON_KEY = Object.keys(enCoupons)[0] ?? '';
const CITY_KEY = Object.keys(enCities)[0] ?? '';

describe('bundled texts per namespace (docs/performance.md)', () => {
  // The unit tests share one module registry (vitest.config.ts, isolate false), where other
  // files have loaded screens' texts: these tests start from a fresh i18n module, as the panel
  // does, and leave it behind them (the files after them import their own).
  let BUNDLED_RESOURCES: typeof I18nModule.BUNDLED_RESOURCES;
  let i18n: typeof I18nModule.i18n;
  let loadNamespaces: typeof I18nModule.loadNamespaces;
  let setLocale: typeof I18nModule.setLocale;
  let applyTranslationEntry: typeof RemoteModule.applyTranslationEntry;
  beforeAll(async () => {
    vi.resetModules();
    const fresh = await import('@/lib/i18n');
    await fresh.i18nReady;
    ({ BUNDLED_RESOURCES, i18n, loadNamespaces, setLocale } = fresh);
    ({ applyTranslationEntry } = await import('@/lib/i18n/remote'));
  });
  afterAll(() => {
    vi.resetModules();
  });

  it('start with the common texts only', () => {
    expect(BUNDLED_RESOURCES.en['login.submit']).toBe(enCommon['login.submit']);
    expect(BUNDLED_RESOURCES.en[COUPON_KEY]).toBeUndefined();
    expect(BUNDLED_RESOURCES.ar).toEqual({});
    expect(i18n.exists(COUPON_KEY)).toBe(false);
  });

  it("load a screen's file when asked, as flat keys", async () => {
    await loadNamespaces(['coupons']);
    expect(i18n.t(COUPON_KEY)).toBe(enCoupons[COUPON_KEY as keyof typeof enCoupons]);
    expect(BUNDLED_RESOURCES.ar[COUPON_KEY]).toBeUndefined();
  });

  it('keep a stored text that arrived before the bundled file', async () => {
    applyTranslationEntry(CITY_KEY, { en: 'Stored first', ar: 'مخزن أولًا' });
    await loadNamespaces(['cities']);
    expect(i18n.t(CITY_KEY)).toBe('Stored first');
    expect(BUNDLED_RESOURCES.en[CITY_KEY]).toBe(enCities[CITY_KEY as keyof typeof enCities]);
  });

  it('load the open screens’ files in the other language on a switch', async () => {
    await setLocale('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t(COUPON_KEY)).toBe(arCoupons[COUPON_KEY as keyof typeof arCoupons]);
    expect(BUNDLED_RESOURCES.ar['login.submit']).toBeDefined();
    await setLocale('en');
  });

  it('refuse a namespace without a file', async () => {
    await expect(loadNamespaces(['noSuchScreen'])).rejects.toThrow(/noSuchScreen/);
  });
});
