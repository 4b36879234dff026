/**
 * A refused control says why (issue 46 item 1; src/components/feedback/RefusedControl.tsx):
 * a table row's Edit and Delete, refused for that row only (an approved reward that moved
 * money), show disabled with canOnDocument's reason as their accessible description, as a
 * tooltip over them, written out in a touch screen's list of a row's actions; a
 * tap on them opens nothing, not the row under them.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RowActionsLayout } from '@/components/entity/layout';
import { RowActions } from '@/components/entity/RowActions';
import { i18n, loadLocale } from '@/lib/i18n';

const FROZEN = 'An approved fine or reward has moved money: it can no longer be edited or deleted.';

beforeAll(async () => {
  await loadLocale('en');
  await i18n.changeLanguage('en');
  // MUI's Tooltip module is transformed once here, not inside the first test's wait.
  await import('@mui/material/Tooltip');
}, 60_000);

describe('RowActions with a refusal', () => {
  it('shows Edit and Delete disabled, described by the reason, and a click reaches nothing', () => {
    const onRow = vi.fn();
    render(
      <div onClick={onRow}>
        <RowActions editRefused={FROZEN} deleteRefused={FROZEN} />
      </div>,
    );
    for (const name of ['Edit', 'Delete']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(FROZEN);
      fireEvent.click(button.parentElement as HTMLElement);
    }
    expect(onRow).not.toHaveBeenCalled();
  });

  it('shows the reason as a tooltip over its wrapper, which takes the focus', async () => {
    render(<RowActions editRefused={FROZEN} />);
    const wrapper = screen.getByRole('button', { name: 'Edit' }).parentElement as HTMLElement;
    expect(wrapper.tabIndex).toBe(0);
    fireEvent.mouseOver(wrapper);
    expect((await screen.findByRole('tooltip', {}, { timeout: 5000 })).textContent).toBe(FROZEN);
  });

  it('offers a working Edit where the row is not refused, and nothing where neither is given', () => {
    const onEdit = vi.fn();
    const { unmount } = render(<RowActions onEdit={onEdit} />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(edit).toHaveProperty('disabled', false);
    fireEvent.click(edit);
    expect(onEdit).toHaveBeenCalledTimes(1);
    unmount();
    const { container } = render(
      <RowActionsLayout.Provider value="menu">
        <RowActions />
      </RowActionsLayout.Provider>,
    );
    expect(container.textContent).toBe('');
  });

  it('keeps a refused action in the menu of a touch screen, disabled with its reason, and a tap on it keeps the menu', () => {
    render(
      <RowActionsLayout.Provider value="menu">
        <RowActions editRefused={FROZEN} deleteRefused={FROZEN} />
      </RowActionsLayout.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const dialog = screen.getByRole('dialog', { name: 'Actions' });
    const del = within(dialog).getByRole('button', { name: 'Delete' });
    expect(del).toHaveProperty('disabled', true);
    expect(document.getElementById(del.getAttribute('aria-describedby') ?? '')?.textContent).toBe(FROZEN);
    // Written out once in the list (a touch screen shows no tooltip), as a paragraph.
    const written = within(dialog)
      .getAllByText(FROZEN)
      .filter((element) => element.tagName === 'P');
    expect(written).toHaveLength(1);
    expect(written[0]?.id).toBe(del.getAttribute('aria-describedby'));
    // A tap on it shows the reason; it does not close the list as a chosen action does.
    fireEvent.click(del.parentElement as HTMLElement);
    // (The Actions button is hidden from assistive technology while the modal list is open.)
    expect(screen.getByRole('button', { name: 'Actions', hidden: true }).getAttribute('aria-expanded')).toBe('true');
  });
});
