/**
 * The confirmation dialog (src/components/feedback/useConfirm.tsx; spec §4, §8) keeps what
 * it asked while it fades out after an answer: its title, message and confirm button keep
 * their text until the dialog is gone. Emptied at once, the confirm button was, for its
 * closing fade, a button without a name (axe's `button-name`, met by
 * tests/e2e/adjustments.test.ts right after an approval).
 */
import Button from '@mui/material/Button';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useConfirm, type ConfirmAnswer } from '@/components/feedback/useConfirm';
import { i18n, loadLocale } from '@/lib/i18n';

beforeAll(async () => {
  await loadLocale('en');
  await i18n.changeLanguage('en');
});

/** A screen with one button that asks for a confirmation and writes down the answer. */
function Asker() {
  const [dialog, confirm] = useConfirm();
  const [answer, setAnswer] = useState<ConfirmAnswer | null>(null);
  const ask = async () =>
    setAnswer(await confirm({ title: 'Approve the adjustment?', message: 'It moves money.', confirmLabel: 'Approve' }));
  return (
    <>
      <Button onClick={() => void ask()}>Ask</Button>
      <output>{answer === null ? 'none' : answer === false ? 'cancelled' : 'confirmed'}</output>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('keeps its title, message and confirm button named while it fades out after an answer', async () => {
    render(<Asker />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const confirmButton = await screen.findByRole('button', { name: 'Approve' });
    // The click and what it renders, with no turn of the event loop after it: the fade's
    // timer (195 ms) cannot have ended, however slow the machine, so what is checked here
    // is the dialog while it fades out.
    act(() => {
      fireEvent.click(confirmButton);
    });
    expect(screen.getByRole('button', { name: 'Approve', hidden: true })).toBeTruthy();
    expect(screen.getByText('Approve the adjustment?')).toBeTruthy();
    expect(screen.getByText('It moves money.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status', { hidden: true }).textContent).toBe('confirmed'));
    await waitFor(() => expect(screen.queryByText('Approve the adjustment?')).toBeNull());
  });

  it('asks again with the new texts after a cancel', async () => {
    render(<Asker />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status', { hidden: true }).textContent).toBe('cancelled'));
    fireEvent.click(screen.getByRole('button', { name: 'Ask', hidden: true }));
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
