/**
 * The command palette's and saved views' pure parts (docs/access.md, "Command palette",
 * "Saved views"): digits folded, phones turned into the stored token, the shortcut,
 * a list's URL state as a view keeps it, and the columns parameter.
 */
import { describe, expect, it } from 'vitest';
import { isPaletteShortcut } from '@/app/palette';
import { peopleTypes } from '@/app/palette/CommandPalette';
import { foldDigits, phoneToken } from '@/lib/data/find';
import { searchPrefixes } from '@/lib/data/convert';
import { sameViewQuery, viewQuery } from '@/lib/data/savedViews';
import { columnsParam, parseColumnsParam } from '@/lib/data/useEntityList';

describe('command palette search terms', () => {
  it('folds Arabic-Indic and Eastern Arabic-Indic digits to Latin', () => {
    expect(foldDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(foldDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(foldDigits('order-h٠٠١٢')).toBe('order-h0012');
    expect(foldDigits('سالم 12')).toBe('سالم 12');
  });

  it('turns a typed phone into a token the stored E.164 prefixes hold', () => {
    const stored = searchPrefixes(['+96899112233']);
    for (const typed of [
      '99112233',
      '٩٩١١٢٢٣٣',
      '۹۹۱۱۲۲۳۳',
      '+968 9911 2233',
      '0096899112233',
      '099112233',
      '968 99112233',
      '+٩٦٨٩٩١١٢٢٣٣',
      '9911',
    ]) {
      const token = phoneToken(typed);
      expect(token, typed).not.toBeNull();
      expect(stored, typed).toContain(token);
    }
    expect(phoneToken('99112233')).toBe('96899112233');
    expect(phoneToken('+44 20 7946 0958')).toBe('442079460958');
  });

  it('leaves names, e-mails and ids to the text search', () => {
    expect(phoneToken('ali')).toBeNull();
    expect(phoneToken('ali99@demo.om')).toBeNull();
    expect(phoneToken('order-h0001')).toBeNull();
    expect(phoneToken('12')).toBeNull();
  });

  it('searches only the people types whose screens the person opens', () => {
    expect(peopleTypes({ uid: 'me', access: ['All'] })).toBeNull();
    expect(peopleTypes({ uid: 'me', access: ['/user', '/rider', '/coupon'] })).toEqual(['user', 'rider']);
    expect(peopleTypes({ uid: 'me', access: ['/coupon'] })).toEqual([]);
  });

  it('opens on Ctrl+K and ⌘K, whatever the keyboard layout', () => {
    const key = (over: Partial<KeyboardEvent>) => ({
      key: 'k',
      code: 'KeyK',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...over,
    });
    expect(isPaletteShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'ن' }))).toBe(true);
    expect(isPaletteShortcut(key({}))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'j', code: 'KeyJ' }))).toBe(false);
  });
});

describe('saved views', () => {
  it('keep the list state, not the page or its cursor, in a stable order', () => {
    expect(viewQuery('?size=25&q=salt&page=3&after=%5B1%5D&sort=createdAt.desc')).toBe(
      'q=salt&size=25&sort=createdAt.desc',
    );
    expect(viewQuery('')).toBe('');
    expect(sameViewQuery('?b=2&a=1&page=2', 'a=1&b=2')).toBe(true);
    expect(sameViewQuery('?a=1', '?a=2')).toBe(false);
  });

  it('write visible columns as a URL parameter and read them back', () => {
    const changes = { type: true, discountPercent: false };
    expect(columnsParam(changes)).toBe('-discountPercent,type');
    expect(parseColumnsParam(columnsParam(changes))).toEqual(changes);
    expect(parseColumnsParam('ok,-also_ok,<bad>,-,')).toEqual({ ok: true, also_ok: false });
    expect(columnsParam({})).toBe('');
  });
});
