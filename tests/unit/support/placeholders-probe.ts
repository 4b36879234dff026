// Read by tests/unit/placeholders.test.ts (never run): places that leave a value out.
import { t } from 'i18next';
import { errorKey } from '@/lib/errors';

export const missing = {
  withoutValues: t('refund.validation.aboveLeft'),
  emptyValues: { key: 'refund.validation.aboveLeft', values: {} },
  kept: ['refund.validation.aboveLeft'],
  given: t('refund.validation.aboveLeft', { left: 1 }),
  error: t(errorKey(new Error())),
};
