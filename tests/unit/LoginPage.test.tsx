import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import LoginPage from '@/features/auth/LoginPage';
import { loadSchemas, validateWith } from '@/features/auth/validate';
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

describe('Login page while its checks are still running', () => {
  it('never shows an error about a value no longer there when the focus leaves a field just filled', async () => {
    renderLogin(vi.fn());
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      if (screen.queryByText('Password is required')) shown.push('Password is required');
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    // The email typed first: its check ends with "Password is required", not shown yet
    // (the password was not touched).
    fireEvent.change(email(), { target: { value: 'admin@demo.om' } });
    fireEvent.blur(email());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' }).getAttribute('disabled')).toBeNull());
    await act(() => loadSchemas().then(() => undefined));
    // Then the password, and at once the pointer down on Login (the field's blur): the
    // password's check must be over before the next event, or the old message shows,
    // moves the button down by its line and the click lands beside it.
    fireEvent.change(password(), { target: { value: 'Admin#2026' } });
    // The next event comes in a task of its own: what the change started in microtasks is over.
    await act(async () => {});
    fireEvent.blur(password());
    await act(() => Promise.resolve());
    observer.disconnect();
    expect(shown).toEqual([]);
  });

  it('checks in the same task once the schemas are in (a check that waits a task is overtaken by the next event)', async () => {
    const validate = validateWith<{ email: string; password: string }>((schemas) => schemas.loginSchema);
    await loadSchemas();
    const errors = validate({ email: 'admin@demo.om', password: '' });
    expect(errors).not.toBeInstanceOf(Promise);
    expect(errors).toEqual({ password: 'login.validation.passwordRequired' });
    expect(validate({ email: 'admin@demo.om', password: 'Admin#2026' })).toEqual({});
  });
});
