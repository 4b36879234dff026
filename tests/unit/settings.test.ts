import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings } from '@/lib/theme/settings';

describe('theme settings (spec §3, §9)', () => {
  it('default to light, boxed', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.mode).toBe('light');
    expect(DEFAULT_SETTINGS.contentWidth).toBe('boxed');
  });

  it('keep valid stored values', () => {
    expect(parseSettings('{"mode":"dark","themeColor":"#123abc","contentWidth":"full"}')).toEqual({
      mode: 'dark',
      themeColor: '#123abc',
      contentWidth: 'full',
    });
  });

  it('replace malformed values by defaults', () => {
    expect(parseSettings('{"mode":"purple","themeColor":"red"}')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
  });
});
