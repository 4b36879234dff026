/** Phone numbers as stored (src/lib/entity/phone.ts; docs/data-model.md "users/{uid}"). */
import { describe, expect, it } from 'vitest';
import { E164_PATTERN, latinDigits, normalisePhone, telHref, whatsAppHref } from '@/lib/entity/phone';
import { phone } from '@/lib/entity/fields';
import { storeField } from '@/lib/entity/define';

describe('phone numbers', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits as Latin digits', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('stores E.164, a local Omani number with +968', () => {
    for (const [typed, stored] of [
      ['٩١٢٣ ٤٥٦٧', '+96891234567'],
      ['9123-4567', '+96891234567'],
      ['968 9123 4567', '+96891234567'],
      ['00968 9123 4567', '+96891234567'],
      ['+44 20 7946 0958', '+442079460958'],
      ['', ''],
    ] as const) {
      expect(normalisePhone(typed), typed).toBe(stored);
      expect(storeField(phone('p'), typed), typed).toBe(stored);
    }
    expect(new RegExp(E164_PATTERN).test(normalisePhone('912345'))).toBe(false);
  });

  it('links a stored number to a call (tel:+E.164) and a WhatsApp chat (wa.me and the E.164 digits)', () => {
    expect(telHref('+96891234567')).toBe('tel:+96891234567');
    expect(whatsAppHref('+96891234567')).toBe('https://wa.me/96891234567');
    expect(whatsAppHref('+442079460958')).toBe('https://wa.me/442079460958');
    // Typed or legacy values are normalised first; what is not a phone number links nowhere.
    expect(telHref('٩١٢٣ ٤٥٦٧')).toBe('tel:+96891234567');
    expect(whatsAppHref('00968 9123 4567')).toBe('https://wa.me/96891234567');
    expect(telHref('call me')).toBe('');
    expect(whatsAppHref('')).toBe('');
  });
});
