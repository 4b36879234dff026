/**
 * When the panel re-renders for texts (src/lib/i18n/index.ts, addTexts; docs/performance.md
 * "Texts and re-renders"): every react-i18next consumer re-renders on i18next's "added"
 * event, so a screen's bundled texts arrive silently (the screen renders once they are
 * in) and texts that may be on screen already re-render once per task, in the language
 * shown only.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18nModule from '@/lib/i18n';
import enFaqs from '@/locales/en/faqs.json';

/** @returns after the tasks queued so far */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('re-renders for texts', () => {
  // The unit tests share one module registry (vitest.config.ts, isolate false), where other
  // files have loaded screens' texts: these tests start from a fresh i18n module, as the panel
  // does, and leave it behind them (the files after them import their own).
  let addTexts: typeof I18nModule.addTexts;
  let i18n: typeof I18nModule.i18n;
  let loadNamespaces: typeof I18nModule.loadNamespaces;
  beforeAll(async () => {
    vi.resetModules();
    const fresh = await import('@/lib/i18n');
    await fresh.i18nReady;
    ({ addTexts, i18n, loadNamespaces } = fresh);
  });
  afterAll(() => {
    vi.resetModules();
  });
  let added = 0;
  const onAdded = () => (added += 1);
  beforeEach(async () => {
    // The switch re-renders once its screens' texts are in (the "languageChanged" handler).
    await i18n.changeLanguage('en');
    await loadNamespaces(['common'], 'en');
    await nextTask();
    await nextTask();
    added = 0;
    i18n.store.on('added', onAdded);
  });
  afterEach(() => i18n.store.off('added', onAdded));

  it('none when a screen’s bundled texts load (menu prefetch, a screen opening)', async () => {
    const [key, text] = Object.entries(enFaqs)[0] as [string, string];
    expect(i18n.exists(key)).toBe(false);
    await loadNamespaces(['faqs'], 'en');
    await loadNamespaces(['faqs'], 'ar');
    await nextTask();
    expect(i18n.t(key)).toBe(text);
    expect(added).toBe(0);
  });

  it('one for several texts that may be on screen, added in the same task', async () => {
    addTexts('en', { 'test.one': 'One' }, { merge: true, overwrite: true, rerender: true });
    addTexts('en', { 'test.two': 'Two' }, { merge: true, overwrite: true, rerender: true });
    expect(added).toBe(0);
    await nextTask();
    expect(added).toBe(1);
    expect(i18n.t('test.two')).toBe('Two');
  });

  it('none for texts of the language not shown', async () => {
    addTexts('ar', { 'test.three': 'ثلاثة' }, { merge: true, overwrite: true, rerender: true });
    await nextTask();
    expect(added).toBe(0);
    expect(i18n.getFixedT('ar')('test.three')).toBe('ثلاثة');
  });
});
