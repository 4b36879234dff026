import DeleteForever from '@mui/icons-material/DeleteForever';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/feedback/useConfirm';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { useStepUp } from '@/components/secondFactor/useStepUp';
import { COLLECTION_OWNERS } from '@/config/collections';
import { ENTITY_LIST } from '@/entities/registry';
import { staffEntity } from '@/entities/staff';
import { can, type Caller } from '@/lib/access';
import { dataProvider } from '@/lib/data/provider';
import { afterWrite, providerWrite, trashQueries } from '@/lib/data/queries';
import { TRASH_DAYS, type TrashCursor, type TrashEntry } from '@/lib/data/trash';
import type { EntityDef } from '@/lib/entity/define';
import type { Fields } from '@/lib/entity/fields';
import { errorText } from '@/lib/errors';
import { formatDate, formatNumber } from '@/lib/format';
import { useNotify } from '@/lib/notify/useNotify';
import { useCan } from '@/lib/session/useCan';
import { appKeys } from '@/lib/query/keys';

/** Entries per page. */
const PAGE_SIZE = 20;

/** The definition of an entry's collection (the one the panel deletes from). */
function definitionOf(entry: TrashEntry): EntityDef<Fields> | undefined {
  return ENTITY_LIST.find(
    (def) =>
      def.collection === entry.collection &&
      def.writes.delete === 'panel' &&
      (!def.scope || entry.data[def.scope.field] === def.scope.value),
  );
}

/** An entry's heading: its definition's title of the stored data, else its id. */
function entryTitle(entry: TrashEntry, locale: string): string {
  const def = definitionOf(entry);
  if (!def) return entry.docId;
  try {
    return def.title(def.fromFirestore(entry.docId, entry.data), locale) || entry.docId;
  } catch {
    return entry.docId;
  }
}

/**
 * The menu paths whose entries a person sees: the owner paths of collections they hold
 * (firestore.rules: an entry's `path` is its collection's owner), or 'all' for All holders.
 */
function readablePaths(caller: Caller): readonly string[] | 'all' {
  if (can(caller, 'read', { task: 'readWholeTrail' })) return 'all';
  const owners = new Set<string>(Object.values(COLLECTION_OWNERS).flatMap((paths) => paths.slice(0, 1)));
  return [...owners].filter((path) => can(caller, 'open', path));
}

/**
 * /trash (docs/data-model.md "Trash", docs/access.md "Trash"): what was deleted in the
 * last TRASH_DAYS days, newest first, paged by cursor; each holder of a screen sees the
 * entries of its collections, All holders every entry. Restore puts a document back
 * exactly as it was (a sub-category or area only while its parent exists); All holders
 * delete an entry forever (its images too) and purge the expired ones.
 */
export default function TrashScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { caller, can: may } = useCan();
  const isAll = may('delete', { task: 'purgeTrash' });
  const paths = useMemo(() => readablePaths(caller), [caller]);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [dialog, confirm] = useConfirm();
  // The cursors of the pages seen: the last is the current page's start.
  const [cursors, setCursors] = useState<(TrashCursor | null)[]>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const [busy, setBusy] = useState(false);
  // A purge refused for want of a second factor offers the step-up (docs/access.md).
  const stepUp = useStepUp();

  const page = useQuery({ ...trashQueries.page(paths, PAGE_SIZE, cursor), placeholderData: keepPreviousData });
  const expired = useQuery({ ...trashQueries.expired(), enabled: isAll });
  const rows = page.data?.rows ?? [];
  const deleters = [...new Set(rows.map((row) => row.deletedBy))].filter((uid) => uid !== caller.uid);
  const names = useQuery({
    queryKey: appKeys.trashNames(deleters),
    // Only /Admins and All holders read staff documents; others see "A staff member".
    queryFn: () => dataProvider.getMany(staffEntity, deleters).catch(() => []),
    enabled: deleters.length > 0,
  });
  const nameOf = (uid: string) =>
    uid === caller.uid
      ? t('trash.you')
      : String((names.data ?? []).find((person) => person.id === uid)?.name ?? '') || t('trash.someone');

  // A purge changes the trash only; a restore also the restored document's lists, counts,
  // its parent's counter and the badges (the data provider's `invalidates`).
  const refresh = () => void queryClient.invalidateQueries({ queryKey: appKeys.trash });

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    stepUp.clear();
    try {
      notify({ message: await work(), severity: 'success' });
    } catch (error) {
      if (!(await stepUp.refusedForFactor(error))) {
        notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
      }
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const restore = async (entry: TrashEntry) => {
    const item = entryTitle(entry, locale);
    const ok = await confirm({
      title: t('trash.restore'),
      message: t('trash.restoreConfirm', { item }),
      confirmLabel: t('trash.restore'),
    });
    if (!ok) return;
    const def = definitionOf(entry);
    await run(async () => {
      await dataProvider.restore(entry.id, def?.hierarchy?.parent);
      if (def) void afterWrite(queryClient, def, 'restore');
      return t('trash.restored');
    });
  };

  const purge = async (entry: TrashEntry) => {
    const item = entryTitle(entry, locale);
    const ok = await confirm({
      title: t('trash.deleteForever'),
      message: t('trash.deleteForeverConfirm', { item }),
      confirmLabel: t('trash.deleteForever'),
      danger: true,
    });
    if (!ok) return;
    await run(async () => {
      await providerWrite(queryClient, 'purge', entry.id);
      return t('trash.deletedForever');
    });
  };

  const purgeExpired = async () => {
    const count = formatNumber(expired.data ?? 0, locale);
    const ok = await confirm({
      title: t('trash.purgeExpired'),
      message: t('trash.purgeExpiredConfirm', { count }),
      confirmLabel: t('trash.purgeExpired'),
      danger: true,
    });
    if (!ok) return;
    await run(async () => t('trash.purgedCount', { count: await providerWrite(queryClient, 'purgeExpired') }));
  };

  const pageNumber = cursors.length;
  const next = page.data?.next ?? null;

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('trash.title')}
      </Typography>
      <Typography color="text.secondary">{t('trash.intro', { days: formatNumber(TRASH_DAYS, locale) })}</Typography>
      {isAll && (expired.data ?? 0) > 0 && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" disabled={busy} onClick={() => void purgeExpired()} sx={{ minHeight: 44 }}>
              {t('trash.purgeExpired')}
            </Button>
          }
        >
          {t('trash.expiredCount', { count: expired.data ?? 0 })}
        </Alert>
      )}
      {stepUp.notice}
      {page.isError ? (
        <RetryAlert severity="error" onRetry={() => void page.refetch()}>
          {errorText(t, page.error)}
        </RetryAlert>
      ) : (
        <Paper variant="outlined">
          {(page.isFetching || busy) && <LinearProgress aria-hidden />}
          <TableContainer>
            <Table aria-label={t('trash.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('trash.item')}</TableCell>
                  <TableCell>{t('trash.kind')}</TableCell>
                  <TableCell>{t('trash.deletedBy')}</TableCell>
                  <TableCell>{t('trash.deletedAt')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('trash.expiresAt')}</TableCell>
                  <TableCell align="right">{t('trash.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((entry) => (
                  <TableRow key={entry.id} hover>
                    <TableCell>
                      <bdi dir="auto">{entryTitle(entry, locale)}</bdi>
                    </TableCell>
                    <TableCell>
                      {t(`trash.collections.${entry.collection}`, { defaultValue: entry.collection })}
                    </TableCell>
                    <TableCell>
                      <bdi dir="auto">{nameOf(entry.deletedBy)}</bdi>
                    </TableCell>
                    <TableCell>{entry.deletedAt ? formatDate(entry.deletedAt, locale, true) : ''}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                      {entry.expiresAt ? formatDate(entry.expiresAt, locale) : ''}
                    </TableCell>
                    <TableCell align="right">
                      <Stack
                        direction="row"
                        spacing={1}
                        sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}
                      >
                        <Button
                          size="small"
                          variant="outlined"
                          startIcon={<RestoreFromTrash />}
                          disabled={busy}
                          onClick={() => void restore(entry)}
                          sx={{ minHeight: 36, '@media (pointer: coarse)': { minHeight: 44 } }}
                          aria-label={`${t('trash.restore')}: ${entryTitle(entry, locale)}`}
                        >
                          {t('trash.restore')}
                        </Button>
                        {isAll && (
                          <Button
                            size="small"
                            color="error"
                            startIcon={<DeleteForever />}
                            disabled={busy}
                            onClick={() => void purge(entry)}
                            sx={{ minHeight: 36, '@media (pointer: coarse)': { minHeight: 44 } }}
                            aria-label={`${t('trash.deleteForever')}: ${entryTitle(entry, locale)}`}
                          >
                            {t('trash.deleteForever')}
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
                {!page.isPending && rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>
                      <Typography color="text.secondary" sx={{ py: 2 }}>
                        {t('trash.empty', { days: formatNumber(TRASH_DAYS, locale) })}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          {(pageNumber > 1 || next) && (
            <Stack
              direction="row"
              spacing={1}
              component="nav"
              aria-label={t('trash.title')}
              sx={{ p: 1, justifyContent: 'flex-end', alignItems: 'center' }}
            >
              <Typography variant="body2">{t('trash.page', { page: formatNumber(pageNumber, locale) })}</Typography>
              <Button
                disabled={pageNumber <= 1}
                onClick={() => setCursors((list) => list.slice(0, -1))}
                sx={{ minHeight: 44 }}
              >
                {t('trash.newer')}
              </Button>
              <Button
                disabled={!next}
                onClick={() => next && setCursors((list) => [...list, next])}
                sx={{ minHeight: 44 }}
              >
                {t('trash.older')}
              </Button>
            </Stack>
          )}
        </Paper>
      )}
      {dialog}
    </Stack>
  );
}
