import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** The progress bar shown while a route's code loads (spec §9). */
export function RouteProgress() {
  const { t } = useTranslation();
  return (
    <LinearProgress
      aria-label={t('common.loading')}
      sx={{ position: 'fixed', top: 0, insetInlineStart: 0, width: '100%', zIndex: (th) => th.zIndex.appBar + 2 }}
    />
  );
}
