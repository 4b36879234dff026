import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady } from '@/lib/i18n';

await i18nReady;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
