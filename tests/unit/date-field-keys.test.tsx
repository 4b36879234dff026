import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DayField } from '@/components/form/DayField';
// Loaded here, so DayField's lazy import of it does not wait for a chunk on a loaded machine.
import '@/components/form/DateField';
import '@/lib/i18n';

/** How long a step may take on a loaded machine (a wait for it, not a pause). */
const WAIT = { timeout: 15_000 };

/** Sets the Host's `min` from outside React's events (a read or a route would). */
let setMinOutside: (min: string) => void = () => {};

/** A report's To field: its day kept by the host, its first day given from outside. */
function Host() {
  const [min, setMin] = useState('2026-11-01');
  setMinOutside = setMin;
  const [value, setValue] = useState('2026-12-03');
  return <DayField label="To" value={value} onChange={setValue} min={min} allowEmpty={false} />;
}

const sections = () => screen.getAllByRole('spinbutton');
/** The field's text, its sections joined by "/" ("01/12/2026"). */
const shown = () =>
  sections()
    .map((section) => section.textContent)
    .join('/');
/** A key typed into a section, as the browser reports it to MUI X (the section's new text, then input). */
function type(section: Element, key: string) {
  section.textContent = key;
  fireEvent.input(section);
}
const focused = () => document.activeElement as HTMLElement;

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('A date field typed into (src/components/form/DateField.tsx)', () => {
  it('keeps the day typed when the month is typed right after a commit that drew the field, before its effects ran', async () => {
    render(<Host />);
    await waitFor(() => expect(sections()).toHaveLength(3), WAIT);
    // React's own scheduling, as in the browser: a commit's effects run in a later task.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    expect(shown()).toBe('03/12/2026');
    const day = sections()[0]!;
    day.focus();
    fireEvent.click(day);
    type(day, '0');
    type(sections()[0]!, '1');
    await waitFor(() => expect(shown()).toBe('01/12/2026'), WAIT);
    expect(focused()).toBe(sections()[1]);

    // The first day changes from outside (a render of its own, not a key's); the month's
    // first key arrives as that render reaches the page, before React ran its effects.
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        type(focused(), '0');
        resolve();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      setTimeout(() => setMinOutside('2024-02-29'));
    });
    await waitFor(() => expect(shown()).toBe('01/00/2026'), WAIT);
    type(focused(), '3');
    await waitFor(() => expect(shown()).toBe('01/03/2026'), WAIT);
    for (const key of ['2', '0', '2', '4']) type(focused(), key);
    await waitFor(() => expect(shown()).toBe('01/03/2024'), WAIT);
  }, 30_000);
});
