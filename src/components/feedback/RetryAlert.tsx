import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An alert that says why something could not be read, with a "Retry" button
 * (docs/adding-an-entity.md, lists: a failed read says why and can be retried).
 * @param severity 'error' when nothing could be shown, 'warning' when only a part is missing
 * @param onRetry reads again
 * @param children the translated reason
 */
export function RetryAlert(props: {
  readonly severity: AlertColor;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity={props.severity}
      action={
        <Button color="inherit" size="small" onClick={props.onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {props.children}
    </Alert>
  );
}
