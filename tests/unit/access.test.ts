import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '@/config/navigation';
import { ENTITIES } from '@/entities/registry';
import { can, canAccess, normaliseAccess, visibleNavItems } from '@/lib/access';

/** A staff member holding `access`. */
const as = (access: readonly string[]) => ({ uid: 'me', access });
const paths = (access: readonly string[]) => visibleNavItems(as(access)).map((i) => i.path);

describe('Access (spec §6)', () => {
  it('shows every item to All', () => {
    expect(paths(['All'])).toEqual(NAV_ITEMS.map((i) => i.path));
  });

  it('shows dashboard, the listed paths and translation to a limited employee', () => {
    expect(paths(['/user', '/Products'])).toEqual(['/dashboard', '/user', '/Products', '/translation', '/trash']);
  });

  it('shows the Trash with a screen that deletes, never on its own (docs/access.md, Trash)', () => {
    expect(canAccess(as(['/coupon']), '/trash')).toBe(true);
    expect(canAccess(as(['/user']), '/trash')).toBe(false);
    expect(canAccess(as(['/dashboard']), '/trash')).toBe(false);
  });

  it('shows only dashboard and translation to a translator', () => {
    expect(paths(['/dashboard'])).toEqual(['/dashboard', '/translation']);
    expect(paths([])).toEqual(['/dashboard', '/translation']);
  });

  it('guards routes with the same check as the menu', () => {
    expect(canAccess(as(['/user']), '/user')).toBe(true);
    expect(canAccess(as(['/user']), '/coupon')).toBe(false);
    expect(canAccess(as(['/user']), '/translation')).toBe(true);
    expect(canAccess(as(['All']), '/Admins')).toBe(true);
  });

  it('is exact about capitals, as paths are in the Access list', () => {
    expect(canAccess(as(['/products']), '/Products')).toBe(false);
  });

  it('normalises stored values', () => {
    expect(normaliseAccess('All')).toEqual(['All']);
    expect(normaliseAccess(['/user', 3, null])).toEqual(['/user']);
    expect(normaliseAccess(undefined)).toEqual([]);
    expect(normaliseAccess({ All: true })).toEqual([]);
  });
});

describe('can(access, action, target): the one client check', () => {
  const { category, subCategory, order, notification, appInfo, supplier, coupon } = ENTITIES;

  it('lets the owner path write an entity, its reading paths only read it', () => {
    for (const action of ['read', 'create', 'edit', 'delete'] as const) {
      expect(can(as(['/Category']), action, category), action).toBe(true);
    }
    // A category has no transitions: the rules generate no decision to offer.
    expect(can(as(['/Category']), 'decide', category)).toBe(false);
    expect(can(as(['/Products']), 'read', category)).toBe(true);
    for (const action of ['create', 'edit', 'delete', 'decide'] as const) {
      expect(can(as(['/Products']), action, category), action).toBe(false);
      expect(can(as(['/Products']), action, subCategory), action).toBe(false);
    }
    expect(can(as(['/FAQs']), 'read', category)).toBe(false);
    expect(can(as(['All']), 'delete', coupon)).toBe(true);
  });

  it('never writes what the panel only decides, edits what is written once, or deletes a singleton', () => {
    expect(can(as(['/allOrders']), 'decide', order)).toBe(true);
    for (const action of ['create', 'edit', 'delete'] as const)
      expect(can(as(['All']), action, order), action).toBe(false);
    expect(can(as(['All']), 'create', notification)).toBe(true);
    expect(can(as(['All']), 'edit', notification)).toBe(false);
    expect(can(as(['All']), 'delete', notification)).toBe(false);
    expect(can(as(['/about']), 'edit', appInfo)).toBe(true);
    expect(can(as(['/about']), 'delete', appInfo)).toBe(false);
  });

  it('writes nothing through a read-only lookup (people definitions)', () => {
    expect(can(as(['All']), 'create', supplier)).toBe(false);
    expect(can(as(['All']), 'decide', supplier)).toBe(false);
  });

  it('handles people by the menu path of their type', () => {
    expect(can(as(['/supplier']), 'handle', { userType: 'supplier' })).toBe(true);
    expect(can(as(['/supplier']), 'handle', { userType: 'rider' })).toBe(false);
    expect(can(as(['/Admins']), 'handle', { userType: 'employee' })).toBe(true);
    expect(can(as(['All']), 'handle', { userType: 'user' })).toBe(true);
  });

  it('decides on one person as the people rules do (compared with the emulator in tests/integration/can-people)', () => {
    const rider = { person: { id: 'rider-1', type: 'rider' } } as const;
    const boss = { person: { id: 'boss', type: 'employee', holdsAll: true } } as const;
    const hr = { uid: 'hr', access: ['/Admins'] };
    const all = { uid: 'root', access: ['All'] };
    expect(can({ uid: 'desk', access: ['/rider'] }, 'block', rider)).toBe(true);
    expect(can({ uid: 'rider-1', access: ['/rider'] }, 'block', rider)).toBe(false);
    expect(can({ uid: null, access: ['/rider'] }, 'block', rider)).toBe(false);
    expect(can(hr, 'block', boss)).toBe(false);
    expect(can(hr, 'edit', boss)).toBe(false);
    expect(can(hr, 'resetPassword', boss)).toBe(true);
    expect(can(all, 'block', boss)).toBe(true);
    expect(can(hr, 'setAccess', { person: { id: 'emp', type: 'employee' } })).toBe(true);
    expect(can(hr, 'grantAll', { person: { id: 'emp', type: 'employee' } })).toBe(false);
    expect(can(all, 'grantAll', { person: { id: 'root', type: 'employee', holdsAll: true } })).toBe(false);
    expect(can(all, 'setAccess', rider)).toBe(false);
    expect(can(all, 'notify', rider)).toBe(true);
    expect(can(all, 'notify', { person: { id: 'emp', type: 'employee' } })).toBe(false);
    // Reading the document: the type's readers too (the rules' typeReaders); opening the page: the type's path.
    expect(can({ uid: 'desk', access: ['/allOrders'] }, 'read', rider)).toBe(true);
    expect(can({ uid: 'desk', access: ['/allOrders'] }, 'open', rider)).toBe(false);
    expect(can({ uid: 'desk', access: ['/FAQs'] }, 'read', rider)).toBe(false);
    // Created by the panel: employees only, by /Admins (an All holder only by All); deleted by nobody.
    expect(can(hr, 'create', { person: { id: 'new', type: 'employee' } })).toBe(true);
    expect(can(hr, 'create', { person: { id: 'new', type: 'employee', holdsAll: true } })).toBe(false);
    expect(can(all, 'create', rider)).toBe(false);
    expect(can(all, 'delete', rider)).toBe(false);
  });

  it("leaves the rules' All-only tasks to All holders", () => {
    for (const task of [
      'importTranslations',
      'purgeTrash',
      'publishViews',
      'readWholeTrail',
      'setSignInPolicies',
      'searchAllPeople',
    ] as const) {
      expect(can(as(['All']), 'create', { task })).toBe(true);
      expect(can(as(['/Admins', '/translation', '/coupon']), 'create', { task })).toBe(false);
    }
  });

  it('opens the same screens the menu shows', () => {
    for (const item of NAV_ITEMS) {
      expect(can(as(['/user']), 'open', item.path), item.path).toBe(paths(['/user']).includes(item.path));
    }
  });
});
