import { describe, expect, it } from 'vitest';
import { MENU_BADGE_MAX } from '@/config/constants';
import { NAV_ITEMS, type NavItem } from '@/config/navigation';
import { ENTITY_LIST } from '@/entities/registry';
import { badgeText } from '@/lib/data/badges';

const plain = (n: number) => String(n);

describe('side-menu badges (spec §9)', () => {
  it('show nothing at 0, the number up to 99, then 99+', () => {
    expect(badgeText(0, plain)).toBe('');
    expect(badgeText(1, plain)).toBe('1');
    expect(badgeText(MENU_BADGE_MAX, plain)).toBe('99');
    expect(badgeText(MENU_BADGE_MAX + 1, plain)).toBe('99+');
    expect(badgeText(12_345, (n) => new Intl.NumberFormat('ar-OM').format(n))).toBe('٩٩+');
  });

  it('count pending withdrawals, refunds, coupons and banners, and new contact messages', () => {
    const badges = Object.fromEntries(
      (NAV_ITEMS as readonly NavItem[]).filter((item) => item.badge).map((item) => [item.path, item.badge]),
    );
    expect(Object.keys(badges).sort()).toEqual(['/banners', '/contact', '/coupon', '/refunds', '/withdraw']);
  });

  it('name a status value their collection’s definition really has', () => {
    for (const item of NAV_ITEMS as readonly NavItem[]) {
      if (!item.badge) continue;
      const def = ENTITY_LIST.find((d) => d.collection === item.badge?.collection);
      const field = def?.fields[item.badge.field];
      expect(field?.kind, item.path).toBe('enum');
      expect(field && 'values' in field ? field.values : [], item.path).toContain(item.badge.value);
    }
  });
});
