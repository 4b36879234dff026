/**
 * The command palette's entry for the signed-in shell (docs/performance.md: its code
 * and texts load on first use, never with the login page or the dashboard): the lazy
 * component and the keyboard shortcut that opens it.
 */
import type { ComponentType } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { lazyWithPreload } from '@/lib/lazy';
import type { StaffUser } from '@/lib/session/types';

/** What the palette shows its results and actions with: its own texts and the screens' words. */
const NAMESPACES = ['palette', 'entity', 'people', 'orders', 'coupons', 'products'];

/** Props of the palette dialog. */
export interface PaletteProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly user: StaffUser;
}

/** The palette dialog, loaded with its texts the first time it opens (or is preloaded). */
export const commandPalette = lazyWithPreload<PaletteProps>(() =>
  Promise.all([import('./CommandPalette'), loadNamespaces(NAMESPACES)]).then(
    ([module]) => module.default as ComponentType<PaletteProps>,
  ),
);

/** Whether the platform's shortcut modifier is ⌘ (Apple) rather than Ctrl. */
export function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);
}

/**
 * Whether a key press is the palette's shortcut: Ctrl+K, or ⌘K on Apple devices (the K
 * key whatever the keyboard's language: an Arabic layout types ن there).
 */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  if (event.altKey || event.shiftKey) return false;
  if (!(event.ctrlKey || event.metaKey)) return false;
  return event.code === 'KeyK' || event.key.toLowerCase() === 'k';
}
