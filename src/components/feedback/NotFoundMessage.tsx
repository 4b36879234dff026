import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '@/config/navigation';
import { FullPageMessage } from './FullPageMessage';

/**
 * The not-found page (spec §2): a path no route matches, at the top level or under a
 * screen (`/coupon/foo/bar`), with the way back: to the screen's list when there is one,
 * and to the dashboard.
 * @param back the screen's list and its translated name, when the path was under one
 */
export function NotFoundMessage(props: { readonly back?: { readonly to: string; readonly label: string } }) {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      icon={<SearchOff />}
      title={t('page.notFound.title')}
      text={t('page.notFound.text')}
      action={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
          {props.back && (
            <Button component={Link} to={props.back.to} variant="contained">
              {props.back.label}
            </Button>
          )}
          <Button component={Link} to={HOME_PATH} variant={props.back ? 'outlined' : 'contained'}>
            {t('common.backToDashboard')}
          </Button>
        </Stack>
      }
    />
  );
}
