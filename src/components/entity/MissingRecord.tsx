import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorKey } from '@/lib/errors';
import { PageTrail, type TrailStep } from './PageTrail';

/**
 * What a detail or form page shows when its document cannot be read: a heading, the
 * reason, a way back to the list, and "Try again" unless the record is gone.
 * @param error what the read threw
 * @param backTo the list's path; `backLabel` its name
 * @param onRetry reads again
 * @param trail the page's breadcrumbs, shown above (the document's id as the last step)
 */
export function MissingRecord(props: {
  readonly error: unknown;
  readonly backTo: string;
  readonly backLabel: string;
  readonly onRetry: () => void;
  readonly trail: readonly TrailStep[];
}) {
  const { t } = useTranslation();
  const key = errorKey(props.error);
  const gone = key === 'error.notFound';
  return (
    <Stack spacing={2}>
      <PageTrail steps={props.trail} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h4" component="h1">
            {t(gone ? 'record.missingTitle' : 'record.unreadableTitle')}
          </Typography>
          <Typography role="alert">{t(key)}</Typography>
          <Stack direction="row" spacing={1}>
            <Button component={Link} to={props.backTo} variant="contained">
              {t('record.backTo', { list: props.backLabel })}
            </Button>
            {!gone && <Button onClick={props.onRetry}>{t('common.retry')}</Button>}
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
