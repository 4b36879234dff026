/**
 * A bank proposal's changed characters (src/features/people/ChangedText.tsx): only
 * what differs from the confirmed value is marked, and a screen reader hears whether
 * the value changed.
 */
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChangedText } from '@/features/people/ChangedText';
import { loadNamespaces } from '@/lib/i18n';

/** @returns the proposed value as shown, and the marked characters in order */
function shown(
  before: string,
  after: string,
  unit: 'chars' | 'words' = 'chars',
): { text: string; marked: string[]; spoken: string } {
  const { container, unmount } = render(<ChangedText before={before} after={after} dir="ltr" unit={unit} />);
  const bdi = container.querySelector('bdi');
  const result = {
    text: bdi?.textContent ?? '',
    marked: [...container.querySelectorAll('mark')].map((mark) => mark.textContent ?? ''),
    spoken: container.textContent ?? '',
  };
  unmount();
  return result;
}

describe('ChangedText', () => {
  beforeAll(() => loadNamespaces(['people']));

  it('marks the two digits that differ in a 23-character IBAN, nothing else', () => {
    const result = shown('OM810180000001299123456', 'OM810180000001299123476');
    expect(result.text).toBe('OM810180000001299123476');
    expect(result.marked.join('')).toBe('7');
    expect(result.spoken).toContain('(changed)');
  });

  it('marks a new name as whole words, not as a few new letters', () => {
    expect(shown('Sohar International', 'Bank Muscat', 'words').marked).toEqual(['Bank Muscat']);
    expect(shown('Faisal Al-Shukaili', 'Faisal Ali Al-Shukaili', 'words').marked.join('').trim()).toBe('Ali');
  });

  it('marks nothing when the value is the same, and says so', () => {
    const result = shown('Bank Muscat', 'Bank Muscat');
    expect(result.marked).toEqual([]);
    expect(result.spoken).toContain('(unchanged)');
  });

  it('shows a first value as it is, with nothing to compare', () => {
    expect(shown('', 'OM810180000001299123456')).toEqual({
      text: 'OM810180000001299123456',
      marked: [],
      spoken: 'OM810180000001299123456',
    });
  });
});
