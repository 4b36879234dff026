import { Global } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { DataGrid } from '@mui/x-data-grid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n';
import { AppThemeProvider } from '@/lib/theme/AppThemeProvider';

const UNSAFE = /potentially unsafe when doing server-side rendering/;

/** The console.error messages about unsafe selectors while rendering `ui` in Arabic. */
async function unsafeSelectorErrors(ui: React.ReactNode): Promise<string[]> {
  await setLocale('ar');
  const error = vi.spyOn(console, 'error');
  render(<AppThemeProvider>{ui}</AppThemeProvider>);
  return error.mock.calls.map((call) => String(call[0])).filter((message) => UNSAFE.test(message));
}

describe('the Arabic (right-to-left) Emotion cache', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await setLocale('en');
  });

  it('renders a Data Grid without the ":first-child is potentially unsafe" error', async () => {
    const errors = await unsafeSelectorErrors(
      <DataGrid rows={[{ id: 1, name: 'مسقط' }]} columns={[{ field: 'name' }]} pageSizeOptions={[10]} />,
    );
    expect(errors).toEqual([]);
  });

  it('still reports an unsafe selector that has no opt-out comment', async () => {
    const errors = await unsafeSelectorErrors(<Box sx={{ '& > p:first-child': { color: 'red' } }} />);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('still flips left and right', async () => {
    await unsafeSelectorErrors(<Global styles={{ '.flip-probe': { paddingLeft: 3, borderTopLeftRadius: 2 } }} />);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/\.flip-probe\{padding-right:3px;border-top-right-radius:2px;\}/);
  });
});
