/**
 * Deterministic helpers of the seed: a seeded pseudo-random generator (so every run
 * writes the same documents), OMR rounding, ids and time offsets.
 */
import { ibanCountryDigits, mod97 } from '../../src/lib/entity/iban';

/** A pseudo-random generator (mulberry32) that yields the same sequence for a seed. */
export class Rng {
  private state: number;

  /** @param seed any 32-bit integer; equal seeds give equal sequences */
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** @returns a float in [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** @returns an integer in [min, max] (both included) */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** @returns one element of a non-empty list */
  pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.next() * list.length)];
    if (item === undefined) throw new Error('Rng.pick on an empty list');
    return item;
  }

  /** @returns true with probability p */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** @returns `count` distinct elements of `list` (all of them when it is shorter) */
  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy.slice(0, Math.min(count, copy.length));
  }
}

/** Rounds an OMR amount to 3 decimals (1 OMR = 1000 baisa), as docs/data-model.md asks. */
export function omr(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Left-pads a number with zeros: pad(7, 4) === '0007'. */
export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The percent discount of a sale price against the original price (0 when none). */
export function discountPercent(price: number, salePrice: number | null): number {
  if (salePrice === null || price <= 0 || salePrice >= price) return 0;
  return Math.round(((price - salePrice) / price) * 100);
}

/**
 * An Omani IBAN with valid ISO 13616 check digits: "OM" + 2 check digits + 3-digit
 * bank code + 16-character account number (23 characters).
 */
export function omanIban(bankCode: string, accountNumber: string): string {
  const bban = `${bankCode}${accountNumber}`;
  if (bban.length !== 19) throw new Error(`Omani BBAN must be 19 characters, got ${bban}`);
  return `OM${pad(98 - mod97(`${bban}${ibanCountryDigits('OM')}00`), 2)}${bban}`;
}

/** @returns text safe inside an XML element or attribute (&, <, >, quotes escaped). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A tiny inline SVG picture (works offline), used where an image is required. The
 * label is XML-escaped, so names with "&" still make a valid picture.
 */
export function svgImage(label: string, background: string, foreground = '#ffffff'): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
    `<rect width="640" height="360" fill="${escapeXml(background)}"/>` +
    `<text x="320" y="190" font-family="sans-serif" font-size="36" fill="${foreground}" text-anchor="middle">${escapeXml(label)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
