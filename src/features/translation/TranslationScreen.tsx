import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { Fragment, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { RowActions } from '@/components/entity/RowActions';
import { useConfirm } from '@/components/feedback/useConfirm';
import { useGridLocale } from '@/components/entity/useGridLocale';
import { errorKey } from '@/lib/errors';
import { applyTranslationEntry, removeTranslationEntry } from '@/lib/i18n/remote';
import { useNotify } from '@/lib/notify/useNotify';
import { deleteTranslation, readTranslations, saveTranslation, type TranslationChange } from './api';
import {
  buildRows,
  filterRows,
  withEntry,
  withoutEntry,
  type TranslationEntry,
  type TranslationMaps,
  type TranslationRow,
} from './rows';
import { TranslationDialog } from './TranslationDialog';
import { TranslationHistoryDialog } from './TranslationHistoryDialog';

/** Which dialog is open: none, add, edit of one entry, or the history of one key. */
type DialogState =
  | { readonly mode: 'closed' }
  | { readonly mode: 'add' }
  | { readonly mode: 'edit'; entry: TranslationEntry }
  | { readonly mode: 'history'; key: string };

/**
 * /translation (spec §2, §3, §6): the translation editor. Lists every key of the two
 * Translation documents with its English and Arabic text side by side in a Data Grid
 * (client-side pages, Rows per page 10/25/50/100: the data is two documents), with a
 * search on key and texts, Add, and per row History (the key's recorded changes, each
 * restorable in one step, docs/access.md "Translation"), Edit and Delete (after a
 * confirmation). A saved, restored or deleted entry shows in the running panel at once.
 * Open to every signed-in staff member.
 */
export default function TranslationScreen() {
  const { t } = useTranslation();
  const { localeText, pageSizeOptions } = useGridLocale();
  const notify = useNotify();
  const [confirmDialog, confirm] = useConfirm();
  const [maps, setMaps] = useState<TranslationMaps | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [pagination, setPagination] = useState({ page: 0, pageSize: 10 });

  useEffect(() => {
    let live = true;
    setLoadError(null);
    readTranslations().then(
      (loaded) => live && setMaps(loaded),
      (e: unknown) => live && setLoadError(e),
    );
    return () => {
      live = false;
    };
  }, [version]);

  const allRows = useMemo(() => (maps ? buildRows(maps) : []), [maps]);
  const rows = useMemo(() => filterRows(allRows, search), [allRows, search]);
  const existingKeys = useMemo(() => new Set(allRows.map((r) => r.key)), [allRows]);
  // A new search starts again from the first page.
  useEffect(() => setPagination((p) => ({ ...p, page: 0 })), [search]);

  const save = useCallback(
    async (entry: TranslationEntry, mode: 'add' | 'edit') => {
      await saveTranslation(entry, mode);
      applyTranslationEntry(entry.key, { en: entry.en, ar: entry.ar });
      setMaps((current) => withEntry(current ?? { en: {}, ar: {} }, entry));
      notify({ message: t(mode === 'add' ? 'message.inserted' : 'message.updated'), severity: 'success' });
    },
    [notify, t],
  );

  // A restored text: the table and the running panel show it at once.
  const restored = useCallback(
    (change: TranslationChange, text: string | null) => {
      setMaps((current) => {
        const maps = current ?? { en: {}, ar: {} };
        const texts = { ...maps[change.locale] };
        if (text === null) delete texts[change.key];
        else texts[change.key] = text;
        return { ...maps, [change.locale]: texts };
      });
      const next = { en: maps?.en[change.key] ?? null, ar: maps?.ar[change.key] ?? null, [change.locale]: text };
      if (next.en !== null && next.ar !== null) applyTranslationEntry(change.key, { en: next.en, ar: next.ar });
      else if (next.en === null && next.ar === null) removeTranslationEntry(change.key);
      notify({ message: t('translation.restored'), severity: 'success' });
    },
    [maps, notify, t],
  );

  const remove = useCallback(
    async (row: TranslationRow) => {
      const ok = await confirm({
        title: t('common.delete'),
        message: t('confirm.delete'),
        confirmLabel: t('common.delete'),
        danger: true,
      });
      if (!ok) return;
      try {
        await deleteTranslation(row.key);
        removeTranslationEntry(row.key);
        setMaps((current) => (current ? withoutEntry(current, row.key) : current));
        notify({ message: t('message.deleted'), severity: 'success' });
      } catch (error) {
        notify({ message: t(errorKey(error)), severity: 'error', autoHideMs: 6000 });
      }
    },
    [confirm, notify, t],
  );

  const columns = useMemo<GridColDef<TranslationRow>[]>(
    () => [
      {
        field: 'key',
        headerName: t('translation.key'),
        flex: 1,
        minWidth: 200,
        // A long key wraps after its dots (a break opportunity after each), not mid-word.
        renderCell: ({ row }) => (
          <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'break-word' }}>
            {row.key.split('.').map((part, i, parts) => (
              <Fragment key={i}>
                {part}
                {i < parts.length - 1 && (
                  <>
                    .<wbr />
                  </>
                )}
              </Fragment>
            ))}
          </Box>
        ),
      },
      {
        field: 'en',
        headerName: t('translation.english'),
        flex: 1.5,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box component="span" dir="ltr" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {row.en}
          </Box>
        ),
      },
      {
        field: 'ar',
        headerName: t('translation.arabic'),
        flex: 1.5,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box component="span" dir="rtl" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {row.ar}
          </Box>
        ),
      },
      {
        field: '__actions',
        headerName: t('common.actions'),
        width: 150,
        sortable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <RowActions onEdit={() => setDialog({ mode: 'edit', entry: row })} onDelete={() => void remove(row)}>
            <Tooltip title={t('translation.history')}>
              <IconButton
                size="small"
                aria-label={t('translation.history')}
                onClick={() => setDialog({ mode: 'history', key: row.key })}
              >
                <HistoryIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </RowActions>
        ),
      },
    ],
    [remove, t],
  );

  const NoRows = useMemo(
    () =>
      function NoRowsOverlay() {
        return (
          <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 2 }}>
            <Typography color="text.secondary">{t('translation.notFound')}</Typography>
          </Box>
        );
      },
    [t],
  );
  const heading = t('navbar.translation');

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {heading}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <OutlinedInput
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('translation.search')}
          inputProps={{ 'aria-label': t('common.search'), type: 'search' }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          sx={{ minWidth: { sm: 320 } }}
        />
        <Box sx={{ flex: 1 }} />
        {/* Greyed out while the texts load (a new key is checked against them): it says why. */}
        <Tooltip
          title={maps === null ? t(loadError === null ? 'translation.addWaiting' : 'translation.addFailed') : ''}
        >
          <span>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={maps === null}
              aria-describedby={maps === null ? 'translation-add-why' : undefined}
              onClick={() => setDialog({ mode: 'add' })}
            >
              {t('translation.add')}
            </Button>
            {maps === null && (
              <Box id="translation-add-why" component="span" sx={visuallyHidden}>
                {t(loadError === null ? 'translation.addWaiting' : 'translation.addFailed')}
              </Box>
            )}
          </span>
        </Tooltip>
      </Stack>
      {loadError !== null && (
        <RetryAlert severity="error" onRetry={() => setVersion((v) => v + 1)}>
          {t(errorKey(loadError))}
        </RetryAlert>
      )}
      <DataGrid<TranslationRow>
        aria-label={heading}
        rows={rows}
        columns={columns}
        loading={maps === null && loadError === null}
        disableColumnFilter
        disableRowSelectionOnClick
        pageSizeOptions={pageSizeOptions}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        initialState={{ sorting: { sortModel: [{ field: 'key', sort: 'asc' }] } }}
        getRowHeight={() => 'auto'}
        slots={{ noRowsOverlay: NoRows, noResultsOverlay: NoRows }}
        localeText={localeText}
        autoHeight
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-cell': { py: 1 } }}
      />
      {dialog.mode === 'history' && (
        <TranslationHistoryDialog
          entryKey={dialog.key}
          onRestored={restored}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      {(dialog.mode === 'add' || dialog.mode === 'edit') && (
        <TranslationDialog
          entry={dialog.mode === 'edit' ? dialog.entry : null}
          existingKeys={existingKeys}
          onSubmit={(entry) => save(entry, dialog.mode === 'edit' ? 'edit' : 'add')}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      {confirmDialog}
    </Stack>
  );
}
