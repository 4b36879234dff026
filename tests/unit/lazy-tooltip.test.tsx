/**
 * LazyTooltip (src/components/feedback/LazyTooltip.tsx; docs/performance.md, "The first
 * screens"): the top bar's hints load MUI's Tooltip when first wanted, and the control
 * they describe stays the same element while it loads and shows.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LazyTooltip } from '@/components/feedback/LazyTooltip';

/** jsdom has no PointerEvent: one that carries its pointerType, as browsers' do. */
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init?: MouseEventInit & { pointerType?: string }) {
    super(type, init);
    this.pointerType = init?.pointerType ?? '';
  }
}

beforeAll(async () => {
  if (typeof window.PointerEvent === 'undefined') {
    Object.assign(window, { PointerEvent: TestPointerEvent });
  }
  // MUI's Tooltip module is transformed once here, not inside the first test's wait.
  await import('@mui/material/Tooltip');
}, 60_000);

function renderHint() {
  render(
    <LazyTooltip title="Search (Ctrl+K)">
      <button type="button" aria-label="Search">
        S
      </button>
    </LazyTooltip>,
  );
  return screen.getByRole('button', { name: 'Search' });
}

describe('LazyTooltip', () => {
  it('shows nothing until wanted, and nothing of MUI Tooltip is rendered', () => {
    renderHint();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.body.querySelector('span[hidden]')).toBeNull();
  });

  it('shows the title under a mouse pointer and hides it when the pointer leaves, on the same button', async () => {
    const button = renderHint();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip', {}, { timeout: 5000 })).textContent).toBe('Search (Ctrl+K)');
    expect(screen.getByRole('button', { name: 'Search' })).toBe(button);
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(screen.getByRole('button', { name: 'Search' })).toBe(button);
  });

  it('closes on Escape', async () => {
    const button = renderHint();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    await screen.findByRole('tooltip', {}, { timeout: 5000 });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(screen.getByRole('button', { name: 'Search' })).toBe(button);
  });

  it('does not open for a touch', async () => {
    const button = renderHint();
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    await act(async () => {});
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
