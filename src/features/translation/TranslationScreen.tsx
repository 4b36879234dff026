/**
 * /translation, the translator's screen (TranslationScreen): the texts read, the URL's
 * filter, the table, the toolbar's export, import and add, and the writes' effects on the
 * running panel. Its filters are ./TranslationFilters.tsx (with ./showFilter.ts), its
 * dialogs ./TranslationDialogs.tsx.
 */
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { useConfirm } from '@/components/feedback/useConfirm';
import { errorText } from '@/lib/errors';
import { applyTranslationEntry, removeTranslationEntry } from '@/lib/i18n/remote';
import { useNotify } from '@/lib/notify/useNotify';
import { useCan } from '@/lib/session/useCan';
import type { TranslationChange } from '@/lib/data/translations/write';
import { type ImportChange } from '@/lib/data/translations/model';
import { changedKeysSince, readTranslations } from '@/lib/data/translations/read';
import { dataProvider } from '@/lib/data/provider';
import {
  buildRows,
  filterRows,
  showRows,
  SHOWS,
  type Show,
  withEntry,
  withoutEntry,
  type TranslationRow,
} from './rows';
import { type TranslationEntry, type TranslationMaps } from '@/lib/data/translations/model';
import { TranslationTable } from './TranslationTable';
import {
  preloadOn,
  TranslationDialog,
  TranslationDialogs,
  TranslationImportDialog,
  type DialogState,
} from './TranslationDialogs';
import { TranslationFilters } from './TranslationFilters';
import { dayStart, SINCE_LANGUAGES, type Changed, type SinceLanguage } from './showFilter';

/**
 * /translation (spec §2, §3, §6; docs/access.md "Translation"): the translator's
 * workflow. Lists every key of the two Translation documents with its English and
 * Arabic text side by side, each in its own direction, in a table (TranslationTable:
 * client-side pages, Rows per page 10/25/50/100: the data is two documents), a missing text shown
 * as such. A search on key and texts; a "Show" filter kept in the URL (`show`: every
 * key, missing in Arabic, same as English, or changed since a day, `since` and `lang`,
 * read from translationHistory by an indexed query); Export CSV of every key (UTF-8
 * with BOM); Import CSV for All holders (dry run, then one key per write); Add; and per
 * row History (each change restorable in one step), Edit and Delete (after a
 * confirmation). A saved, restored, imported or deleted entry shows in the running
 * panel at once. Open to every signed-in staff member.
 */
export default function TranslationScreen() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [confirmDialog, confirm] = useConfirm();
  const [maps, setMaps] = useState<TranslationMaps | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const { can } = useCan();
  const mayImport = can('create', { task: 'importTranslations' });
  const [params, setParams] = useSearchParams();
  const showParam = params.get('show');
  const show: Show = (SHOWS as readonly string[]).includes(showParam ?? '') ? (showParam as Show) : 'all';
  const since = params.get('since') ?? '';
  const langParam = params.get('lang');
  const sinceLanguage: SinceLanguage = (SINCE_LANGUAGES as readonly string[]).includes(langParam ?? '')
    ? (langParam as SinceLanguage)
    : 'both';
  const sinceDate = useMemo(() => dayStart(since), [since]);
  const [changed, setChanged] = useState<Changed>({ state: 'idle' });
  const [changedVersion, setChangedVersion] = useState(0);
  const [exporting, setExporting] = useState(false);

  /** Sets (or, with '' / a default, removes) one query parameter of the filter. */
  const setParam = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // "Changed since" starts a week back; the date stays editable.
  const pickShow = useCallback(
    (value: Show) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === 'all') next.delete('show');
          else next.set('show', value);
          if (value === 'changed' && !next.get('since')) {
            const day = new Date(Date.now() - 7 * 24 * 3600 * 1000);
            const pad = (n: number) => String(n).padStart(2, '0');
            next.set('since', `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (show !== 'changed' || !sinceDate) {
      setChanged({ state: 'idle' });
      return;
    }
    let live = true;
    setChanged({ state: 'loading' });
    changedKeysSince(sinceDate, sinceLanguage === 'both' ? null : sinceLanguage).then(
      (read) => live && setChanged({ state: 'read', keys: read.keys, capped: read.capped }),
      (error: unknown) => live && setChanged({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [show, sinceDate, sinceLanguage, changedVersion, version]);

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
  const changedKeys = changed.state === 'read' ? changed.keys : null;
  const rows = useMemo(
    () => filterRows(showRows(allRows, show, changedKeys), search),
    [allRows, show, changedKeys, search],
  );
  const existingKeys = useMemo(() => new Set(allRows.map((r) => r.key)), [allRows]);
  const showCounts = useMemo(
    () => ({
      all: allRows.length,
      missingAr: showRows(allRows, 'missingAr', null).length,
      sameAsEn: showRows(allRows, 'sameAsEn', null).length,
    }),
    [allRows],
  );

  // Every key, both languages, in key order, whatever the filter.
  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const { translationsCsv } = await import('./csv');
      const csv = await translationsCsv(allRows);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'translations.csv';
      link.click();
      URL.revokeObjectURL(url);
      notify({ message: t('translation.exported', { count: allRows.length }), severity: 'success' });
    } catch (error) {
      notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
    } finally {
      setExporting(false);
    }
  }, [allRows, notify, t]);

  // The maps as last set, for the import's callbacks between renders.
  const mapsRef = useRef(maps);
  useEffect(() => {
    mapsRef.current = maps;
  }, [maps]);

  // A key written by the import: the table and the running panel show it at once.
  const imported = useCallback((change: ImportChange) => {
    const current = mapsRef.current ?? { en: {}, ar: {} };
    const next = {
      en: change.en ? { ...current.en, [change.key]: change.en.after } : current.en,
      ar: change.ar ? { ...current.ar, [change.key]: change.ar.after } : current.ar,
    };
    mapsRef.current = next;
    setMaps(next);
    const en = next.en[change.key];
    const ar = next.ar[change.key];
    if (en !== undefined && ar !== undefined) applyTranslationEntry(change.key, { en, ar });
  }, []);

  const save = useCallback(
    async (entry: TranslationEntry, mode: 'add' | 'edit') => {
      await dataProvider.saveTranslation(entry, mode);
      applyTranslationEntry(entry.key, { en: entry.en, ar: entry.ar });
      setMaps((current) => withEntry(current ?? { en: {}, ar: {} }, entry));
      setChangedVersion((v) => v + 1);
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
      setChangedVersion((v) => v + 1);
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
        await dataProvider.deleteTranslation(row.key);
        removeTranslationEntry(row.key);
        setMaps((current) => (current ? withoutEntry(current, row.key) : current));
        notify({ message: t('message.deleted'), severity: 'success' });
      } catch (error) {
        notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
      }
    },
    [confirm, notify, t],
  );

  const heading = t('navbar.translation');

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {heading}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <TranslationFilters
          search={search}
          setSearch={setSearch}
          show={show}
          pickShow={pickShow}
          showCounts={showCounts}
          since={since}
          sinceLanguage={sinceLanguage}
          setParam={setParam}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={maps === null || exporting}
            onClick={() => void exportCsv()}
            sx={{ minHeight: 44 }}
          >
            {t('translation.export')}
          </Button>
          {mayImport && (
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={maps === null}
              onClick={() => setDialog({ mode: 'import' })}
              onPointerEnter={preloadOn(TranslationImportDialog)}
              onFocus={preloadOn(TranslationImportDialog)}
              sx={{ minHeight: 44 }}
            >
              {t('translation.import.open')}
            </Button>
          )}
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
                onPointerEnter={preloadOn(TranslationDialog)}
                onFocus={preloadOn(TranslationDialog)}
                sx={{ minHeight: 44 }}
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
      </Stack>
      {show === 'changed' && !sinceDate && <Typography color="text.secondary">{t('translation.sinceHint')}</Typography>}
      {changed.state === 'failed' && (
        <RetryAlert severity="error" onRetry={() => setChangedVersion((v) => v + 1)}>
          {errorText(t, changed.error)}
        </RetryAlert>
      )}
      {changed.state === 'read' && changed.capped && (
        <Typography color="text.secondary">{t('translation.sinceCapped')}</Typography>
      )}
      {loadError !== null && (
        <RetryAlert severity="error" onRetry={() => setVersion((v) => v + 1)}>
          {errorText(t, loadError)}
        </RetryAlert>
      )}
      <TranslationTable
        label={heading}
        rows={rows}
        loading={(maps === null && loadError === null) || changed.state === 'loading'}
        // A new search or filter starts again from the first page.
        resetKey={JSON.stringify([search, show, since, sinceLanguage])}
        onEdit={(row) => setDialog({ mode: 'edit', entry: row })}
        onDelete={(row) => void remove(row)}
        onHistory={(row) => setDialog({ mode: 'history', key: row.key })}
      />
      <TranslationDialogs
        dialog={dialog}
        setDialog={setDialog}
        maps={maps}
        existingKeys={existingKeys}
        save={save}
        restored={restored}
        imported={imported}
        setChangedVersion={setChangedVersion}
      />
      {confirmDialog}
    </Stack>
  );
}
