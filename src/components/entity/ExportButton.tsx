import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Filter, Sort } from '@/lib/data/types';
import { errorText } from '@/lib/errors';
import { useNotify } from '@/lib/notify/useNotify';
import { useOnceTrue } from '@/lib/useOnceTrue';
import { csvTable, downloadCsv, readAll, readReferenceNames, toCsv } from './exportCsv';
import type { AnyScreen } from './types';

/**
 * "Export CSV": downloads the list as it is filtered, searched and sorted, every page
 * read through cursors with a progress bar and a Cancel button, then the names of the
 * documents its rows refer to (only those), written as a spreadsheet reads them
 * (./exportCsv.ts).
 * Memoized: it re-renders only when what it exports changes, not with each state of
 * the list's read.
 * @param screen the entity's screen
 * @param query the list's filters, search and sort, as the list reads them
 * @param total the list's count, when known (the progress bar's end)
 * @param fileName the file's name without extension
 */
export const ExportButton = memo(function ExportButton(props: {
  readonly screen: AnyScreen;
  readonly query: ExportQuery;
  readonly total: number | null;
  readonly fileName: string;
}) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [read, setRead] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const { query, screen, total } = props;

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setRead(0);
    try {
      const rows = await readAll(
        screen.entity,
        { filters: query.filters, search: query.search, sort: query.sort },
        setRead,
        abort.signal,
      );
      const names = await readReferenceNames(screen.entity.fields, rows, i18n.language);
      const csv = await toCsv(csvTable(screen.entity.fields, rows, t, i18n.language, names));
      downloadCsv(csv, props.fileName);
      notify({ message: t('list.exported', { count: rows.length }), severity: 'success' });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
      }
    } finally {
      setRead(null);
      controller.current = null;
    }
  };

  // The progress dialog mounts with the first export (and stays, for its closing fade).
  const started = useOnceTrue(read !== null);
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void start()} disabled={read !== null}>
        {t('list.export')}
      </Button>
      {started && (
        <Dialog open={read !== null} aria-labelledby="export-title" maxWidth="xs" fullWidth>
          <DialogTitle id="export-title">{t('list.exporting')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('list.exportProgress', { count: read ?? 0 })}</DialogContentText>
            <LinearProgress
              sx={{ mt: 2 }}
              aria-label={t('list.exporting')}
              variant={total ? 'determinate' : 'indeterminate'}
              value={total ? Math.min(100, ((read ?? 0) / total) * 100) : undefined}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => controller.current?.abort()}>{t('common.cancel')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
});

/** What "Export CSV" reads: the list's filters, search and sort. */
export interface ExportQuery {
  readonly filters: readonly Filter[];
  readonly search: string;
  readonly sort: Sort;
}
