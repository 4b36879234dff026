import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { FullPageMessage } from '@/components/feedback/FullPageMessage';

/**
 * Whether an error is a screen's code (or texts) that did not arrive: a failed dynamic
 * import, in the words Chromium, Firefox and Safari use for it.
 * @param error what the route threw
 */
export function isLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    message,
  );
}

/**
 * The error element of the panel's routes (docs/performance.md, "Errors"): in place of
 * React Router's English "Unexpected Application Error", a translated page says that
 * this page could not be opened and why (its code did not arrive, or it failed while
 * showing), with "Try again". A load failure is retried by reloading the page (the
 * browser may keep a failed module import until then; nothing was typed on a page that
 * never showed); a failure while showing remounts the route by navigating to the same
 * address (React Router clears the error on a new navigation). The menu and the top
 * bar stay: the element renders inside the layout's outlet.
 * @returns the message page
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const load = isLoadFailure(error);
  if (!load) console.error('Admin Panel: a page failed while showing', error);
  const retry = () => {
    if (load) window.location.reload();
    else navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  return (
    <FullPageMessage
      icon={<ErrorOutline />}
      title={t('page.routeError.title')}
      text={t(load ? 'page.routeError.load' : 'page.routeError.crash')}
      action={
        <Button variant="contained" onClick={retry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
