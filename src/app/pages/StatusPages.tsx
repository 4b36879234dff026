import Block from '@mui/icons-material/Block';
import CloudOff from '@mui/icons-material/CloudOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FullPageMessage } from '@/components/feedback/FullPageMessage';
import { NotFoundMessage } from '@/components/feedback/NotFoundMessage';
import { HOME_PATH } from '@/config/navigation';

function HomeButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={HOME_PATH} variant="contained">
      {t('common.backToDashboard')}
    </Button>
  );
}

/** Shown on a path outside the person's Access (route-level enforcement, docs/access.md). */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      icon={<Block />}
      title={t('page.noAccess.title')}
      text={t('page.noAccess.text')}
      action={<HomeButton />}
    />
  );
}

/** Shown for a path that no route matches (NotFoundMessage, with the way back to the dashboard). */
export function NotFoundPage() {
  return <NotFoundMessage />;
}

/**
 * Shown when the server does not answer (emulators stopped, network down). The
 * session keeps listening, so this page goes away by itself once the server is back.
 * @param onSignOut leaves the session
 */
export function UnreachablePage({ onSignOut }: { readonly onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      icon={<CloudOff />}
      title={t('page.unreachable.title')}
      text={t('page.unreachable.text')}
      action={
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
          <Button onClick={onSignOut}>{t('user.logout')}</Button>
        </Stack>
      }
    />
  );
}

/**
 * Shown to a signed-in account that is not a staff member.
 * @param onSignOut leaves the session
 */
export function DeniedPage({ onSignOut }: { readonly onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      icon={<Block />}
      title={t('page.denied.title')}
      text={t('page.denied.text')}
      action={
        <Button variant="contained" onClick={onSignOut}>
          {t('user.logout')}
        </Button>
      }
    />
  );
}
