import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import LoginPage from '@/features/auth/LoginPage';
import '@/lib/i18n';
import { NotifierProvider } from '@/lib/notify/NotifierProvider';
import { SessionContext } from '@/lib/session/context';
import type { SessionContextValue } from '@/lib/session/types';

/** Renders the login page with a session whose signIn is the given function. */
function renderLogin(signIn: SessionContextValue['signIn']) {
  const session: SessionContextValue = {
    session: { status: 'signedOut' },
    signIn,
    logout: async () => {},
    finishLogout: () => {},
  };
  render(
    <SessionContext.Provider value={session}>
      <NotifierProvider>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<LoginPage />} />
            <Route path="/dashboard" element={<p>Dashboard screen</p>} />
          </Routes>
        </MemoryRouter>
      </NotifierProvider>
    </SessionContext.Provider>,
  );
}

const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('Login page (spec §2, §5, §8)', () => {
  it('shows the welcome message and the forgot-password link', () => {
    renderLogin(vi.fn());
    expect(screen.getByRole('heading', { name: /Welcome to Admin Panel/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-pass');
  });

  it('says what is missing and sends nothing when both fields are empty', async () => {
    const signIn = vi.fn();
    renderLogin(signIn);
    submit();
    expect(await screen.findByText('Please Input Email and Password')).toBeTruthy();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and a short password', async () => {
    const signIn = vi.fn();
    renderLogin(signIn);
    fireEvent.change(email(), { target: { value: 'aisha@' } });
    fireEvent.change(password(), { target: { value: 'short' } });
    submit();
    expect(await screen.findByText('Please enter valid email address')).toBeTruthy();
    expect(screen.getByText('Password should be of minimum 8 characters length')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('keeps what was typed and says why when sign-in fails', async () => {
    const signIn = vi.fn().mockRejectedValue({ code: 'auth/invalid-credential' });
    renderLogin(signIn);
    fireEvent.change(email(), { target: { value: 'aisha@demo.om' } });
    fireEvent.change(password(), { target: { value: 'wrong-password' } });
    submit();
    expect(await screen.findByText('Invalid User Email and Password')).toBeTruthy();
    expect(signIn).toHaveBeenCalledWith('aisha@demo.om', 'wrong-password');
    expect((email() as HTMLInputElement).value).toBe('aisha@demo.om');
    expect((password() as HTMLInputElement).value).toBe('wrong-password');
  });

  it('drops the refusal once a field is edited, so new field messages stand alone', async () => {
    const signIn = vi.fn().mockRejectedValue({ code: 'auth/invalid-credential' });
    renderLogin(signIn);
    fireEvent.change(email(), { target: { value: 'aisha@demo.om' } });
    fireEvent.change(password(), { target: { value: 'wrong-password' } });
    submit();
    expect(await screen.findByText('Invalid User Email and Password')).toBeTruthy();
    fireEvent.change(password(), { target: { value: 'short' } });
    expect(screen.queryByText('Invalid User Email and Password')).toBeNull();

    fireEvent.change(password(), { target: { value: 'wrong-password' } });
    submit();
    expect(await screen.findByText('Invalid User Email and Password')).toBeTruthy();
    // A resubmit that fails validation sends nothing and shows only the field message.
    fireEvent.input(email(), { target: { value: 'aisha@' } });
    submit();
    expect(await screen.findByText('Please enter valid email address')).toBeTruthy();
    expect(screen.queryByText('Invalid User Email and Password')).toBeNull();
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it('says Login Successfully and opens the dashboard on success', async () => {
    renderLogin(vi.fn().mockResolvedValue(undefined));
    fireEvent.change(email(), { target: { value: ' aisha@demo.om ' } });
    fireEvent.change(password(), { target: { value: 'Admin#2026' } });
    submit();
    expect(await screen.findByText('Login Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Dashboard screen')).toBeTruthy());
  });
});
