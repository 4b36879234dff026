import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Public from '@mui/icons-material/Public';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useConfirm } from '@/components/feedback/useConfirm';
import { NAV_ITEMS } from '@/config/navigation';
import { can } from '@/lib/access';
import { MAX_VIEW_NAME, MAX_VIEW_QUERY, viewQuery, type SavedView } from '@/lib/data/savedViews';
import { errorText } from '@/lib/errors';
import { loadNamespaces } from '@/lib/i18n';
import { useNotify } from '@/lib/notify/useNotify';
import { useSession } from '@/lib/session/useSession';
import { providerWrite, savedViewQueries } from '@/lib/data/queries';

/** The URL of a view: its list with its state. */
function viewUrl(view: Pick<SavedView, 'path' | 'query'>): string {
  return view.query ? `${view.path}?${view.query}` : view.path;
}

/** What the name dialog is doing: saving a new view, or renaming one. */
type NameDialog = { readonly mode: 'create' } | { readonly mode: 'rename'; readonly view: SavedView } | null;

/**
 * A person's saved views of a list (docs/access.md, "Saved views"), beside the list's
 * title: one chip per view (their own, then those published to the screen's holders)
 * that opens it with one click, "Save view" (a name, and for All holders "publish"),
 * and for the view on screen a menu: save the current state into it, rename, copy its
 * link, publish or stop publishing (All holders), delete. A view is the list's URL
 * state (src/lib/data/savedViews.ts), so its link can be shared as it is.
 * Memoized: the list's read re-renders its page several times; the views re-render
 * only with their own state.
 * @param path the list's path; nothing shows unless it is a menu path
 */
export const SavedViews = memo(function SavedViews({ path }: { readonly path: string }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const isMenuPath = NAV_ITEMS.some((item) => item.path === path);
  const [textsIn, setTextsIn] = useState(false);
  useEffect(() => {
    let live = true;
    loadNamespaces(['views']).then(
      () => live && setTextsIn(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const views = useQuery({
    ...savedViewQueries.list(path),
    enabled: isMenuPath && user !== null,
  });
  if (!isMenuPath || !user || !textsIn) return null;
  return (
    <ViewsBar
      path={path}
      uid={user.uid}
      isAdmin={can(user, 'edit', { task: 'publishViews' })}
      views={views.data ?? []}
      error={views.error}
      onRetry={() => void views.refetch()}
      t={t}
    />
  );
});

function ViewsBar(props: {
  readonly path: string;
  readonly uid: string;
  readonly isAdmin: boolean;
  readonly views: readonly SavedView[];
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly t: ReturnType<typeof useTranslation>['t'];
}) {
  const { path, uid, isAdmin, views, t } = props;
  const location = useLocation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirmDialog, confirm] = useConfirm();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<NameDialog>(null);
  const current = viewQuery(location.search);
  const active = views.find((view) => view.query === current) ?? null;
  const own = active !== null && active.ownerId === uid;
  // A published view is edited and deleted only by its owner while they hold All (the rules).
  const editable = own && (!active.published || isAdmin);

  const run = async (action: () => Promise<unknown>, messageKey: string): Promise<boolean> => {
    try {
      await action();
      notify({ message: t(messageKey), severity: 'success' });
      return true;
    } catch (error) {
      notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
      return false;
    }
  };

  const copyLink = async (view: SavedView) => {
    const url = new URL(viewUrl(view), window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      notify({ message: t('views.copied'), severity: 'success' });
    } catch {
      notify({ message: t('views.copyFailed', { url }), severity: 'warning', autoHideMs: 10_000 });
    }
  };

  const remove = async (view: SavedView) => {
    const ok = await confirm({
      title: t('views.delete'),
      message: t('views.deleteConfirm', { name: view.name }),
      confirmLabel: t('views.delete'),
      danger: true,
    });
    if (ok) await run(() => providerWrite(queryClient, 'deleteSavedView', view), 'views.deleted');
  };

  const menuItem = (label: string, action: () => void) => (
    <MenuItem
      onClick={() => {
        setMenu(null);
        action();
      }}
    >
      {label}
    </MenuItem>
  );

  return (
    <Stack
      direction="row"
      component="nav"
      aria-label={t('views.label')}
      // One line that scrolls sideways, never a second line: the views arrive after the
      // list's first paint, and a wrapped line would push the list down (a layout shift).
      // No scrollbar either (it too would add height): a finger swipes, the keyboard's
      // focus brings a chip into view, a mouse wheel with Shift scrolls.
      sx={{
        alignItems: 'center',
        flexWrap: 'nowrap',
        gap: 1,
        minWidth: 0,
        overflowX: 'auto',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
      }}
    >
      {views.map((view) => (
        <Chip
          key={view.id}
          component={Link}
          to={viewUrl(view)}
          clickable
          label={<bdi>{view.name}</bdi>}
          icon={view.published ? <Public fontSize="small" titleAccess={t('views.published')} /> : undefined}
          color={view === active ? 'primary' : 'default'}
          variant={view === active ? 'filled' : 'outlined'}
          aria-current={view === active ? 'page' : undefined}
          sx={{ maxWidth: 240, flexShrink: 0 }}
        />
      ))}
      {active === null && (
        <Button
          size="small"
          startIcon={<BookmarkAddOutlined />}
          onClick={() => setDialog({ mode: 'create' })}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('views.save')}
        </Button>
      )}
      {active && (
        <>
          <Tooltip title={t('views.options', { name: active.name })}>
            <IconButton
              onClick={(event) => setMenu(event.currentTarget)}
              aria-label={t('views.options', { name: active.name })}
              aria-haspopup="menu"
              size="small"
              sx={{ flexShrink: 0, '@media (pointer: coarse)': { width: 44, height: 44 } }}
            >
              <MoreVert fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {menuItem(t('views.copyLink'), () => void copyLink(active))}
            {editable && menuItem(t('views.rename'), () => setDialog({ mode: 'rename', view: active }))}
            {own &&
              isAdmin &&
              menuItem(t(active.published ? 'views.unpublish' : 'views.publishAction'), () => {
                void run(
                  () => providerWrite(queryClient, 'updateSavedView', active, { published: !active.published }),
                  active.published ? 'views.unpublishedMessage' : 'views.publishedMessage',
                );
              })}
            {editable && menuItem(t('views.delete'), () => void remove(active))}
          </Menu>
        </>
      )}
      {props.error !== null && props.error !== undefined && (
        <Typography variant="body2" color="error">
          {t('views.loadFailed', { reason: errorText(t, props.error) })}{' '}
          <Button size="small" onClick={props.onRetry}>
            {t('common.retry')}
          </Button>
        </Typography>
      )}
      <ViewNameDialog
        key={dialog?.mode === 'rename' ? dialog.view.id : (dialog?.mode ?? 'none')}
        dialog={dialog}
        isAdmin={isAdmin}
        onClose={() => setDialog(null)}
        onSave={async (name, published) => {
          if (dialog?.mode === 'rename')
            return run(() => providerWrite(queryClient, 'updateSavedView', dialog.view, { name }), 'views.renamed');
          if (current.length > MAX_VIEW_QUERY) {
            notify({ message: t('views.tooLong'), severity: 'error', autoHideMs: 6000 });
            return false;
          }
          return run(
            () => providerWrite(queryClient, 'createSavedView', { name, path, query: current, published }),
            'views.saved',
          );
        }}
        t={t}
      />
      {confirmDialog}
    </Stack>
  );
}

/** The dialog asking a view's name (and, saving one as an All holder, whether to publish it). */
function ViewNameDialog(props: {
  readonly dialog: NameDialog;
  readonly isAdmin: boolean;
  readonly onClose: () => void;
  readonly onSave: (name: string, published: boolean) => Promise<boolean>;
  readonly t: ReturnType<typeof useTranslation>['t'];
}) {
  const { dialog, t } = props;
  const [name, setName] = useState(dialog?.mode === 'rename' ? dialog.view.name : '');
  const [published, setPublished] = useState(false);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const missing = !name.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    setSaving(true);
    const ok = await props.onSave(name.trim(), published);
    setSaving(false);
    if (ok) props.onClose();
  };
  return (
    <Dialog open={dialog !== null} onClose={props.onClose} maxWidth="xs" fullWidth aria-labelledby="view-name-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="view-name-title">
          {t(dialog?.mode === 'rename' ? 'views.renameTitle' : 'views.saveTitle')}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('views.name')}
            value={name}
            onChange={(event) => setName(event.target.value.slice(0, MAX_VIEW_NAME))}
            required
            error={touched && missing}
            helperText={touched && missing ? t('validation.text') : t('views.nameHelp')}
            slotProps={{ htmlInput: { dir: 'auto', maxLength: MAX_VIEW_NAME } }}
          />
          {props.isAdmin && dialog?.mode === 'create' && (
            <FormControlLabel
              control={<Checkbox checked={published} onChange={(event) => setPublished(event.target.checked)} />}
              label={t('views.publish')}
              sx={{ mt: 1 }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
