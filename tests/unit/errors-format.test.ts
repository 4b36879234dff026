import { describe, expect, it } from 'vitest';
import { errorKey, TimeoutError, withTimeout } from '@/lib/errors';
import { formatCurrency, formatDate, formatNumber, formatPercent } from '@/lib/format';

describe('errorKey', () => {
  it('maps a wrong password to the spec message key', () => {
    expect(errorKey({ code: 'auth/invalid-credential' })).toBe('login.error.invalid');
  });
  it('says "cannot reach the server" only for a request that failed, "offline" when the browser is', () => {
    expect(errorKey({ code: 'auth/network-request-failed' })).toBe('error.network');
    expect(errorKey({ code: 'unavailable' })).toBe('error.network');
    // Firestore Lite's fetch that threw (Chromium's words), and a server's own error.
    expect(errorKey({ code: 'unknown', message: 'Request failed with error: Failed to fetch' })).toBe('error.network');
    expect(errorKey({ code: 'unknown', message: 'Request failed with error: Internal error' })).toBe('error.unknown');
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      expect(errorKey({ code: 'unavailable' })).toBe('error.offline');
      expect(errorKey({ code: 'permission-denied' })).toBe('error.permission');
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      if (onLine) expect(navigator.onLine).toBe(true);
    }
  });
  it('calls a time-out what it is, not a failure to reach the server', () => {
    expect(errorKey(new TimeoutError(5))).toBe('error.timeout');
  });
  it('falls back to the unknown message', () => {
    expect(errorKey(new Error('boom'))).toBe('error.unknown');
    expect(errorKey('text')).toBe('error.unknown');
  });
});

describe('withTimeout', () => {
  it('rejects with TimeoutError when the promise is slower', async () => {
    await expect(withTimeout(new Promise(() => {}), 10)).rejects.toBeInstanceOf(TimeoutError);
  });
  it('passes the value through', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000)).resolves.toBe(7);
  });
});

describe('formatting (spec §9)', () => {
  it('shows OMR with three decimals', () => {
    expect(formatCurrency(1.5, 'en')).toMatch(/OMR\s?1\.500/);
  });
  it('groups thousands in English', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });
  it('uses Arabic conventions in Arabic, with Latin digits and "." and "," (docs/numbers.md)', () => {
    expect(formatNumber(1254.381, 'ar')).toBe('1,254.381');
    expect(formatCurrency(75.5, 'ar')).toMatch(/^\u200f?75\.500\sر\.ع\.\u200f?$/);
    expect(formatCurrency(1254.381, 'ar')).toMatch(/^\u200f?1,254\.381\sر\.ع\.\u200f?$/);
    expect(formatDate(new Date('2026-11-22T09:30:00Z'), 'ar')).toMatch(/^22\u200f?\/11\u200f?\/2026$/);
  });
  it('keeps each locale and options apart in its cache of formatters', () => {
    const at = new Date('2026-11-22T09:30:00Z');
    // Same locale, other options, in either order: each call gets its own formatter.
    expect(formatDate(at, 'en', true)).not.toBe(formatDate(at, 'en'));
    expect(formatDate(at, 'en')).toBe(new Intl.DateTimeFormat('en-OM', { dateStyle: 'medium' }).format(at));
    expect(formatNumber(1.5, 'en')).toBe('1.5');
    expect(formatCurrency(1.5, 'en')).toMatch(/OMR\s?1\.500/);
    expect(formatPercent(10, 'en')).toBe('10%');
    expect(formatCurrency(1.5, 'ar')).not.toBe(formatCurrency(1.5, 'en'));
    expect(formatNumber(1.5, 'en')).toBe('1.5');
  });
});
