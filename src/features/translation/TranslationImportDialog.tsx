import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { dataProvider } from '@/lib/data/provider';
import {
  diffTranslations,
  parseTranslationsCsv,
  type DiffKind,
  type DiffRow,
  type ImportDiff,
  type RowProblem,
} from './csv';
import { type ImportChange, type TextChange } from '@/lib/data/translations/model';
import { KeyText } from './KeyText';
import { type TranslationMaps } from '@/lib/data/translations/model';

/** Rows of the dry run listed at most (the counts cover every row). */
export const DRY_RUN_SHOWN = 300;

/** The kinds of rows, in the order the summary lists them. */
const KINDS: readonly DiffKind[] = ['changed', 'added', 'unknown', 'problem', 'unchanged'];

const KIND_COLOR: Record<DiffKind, 'info' | 'success' | 'warning' | 'error' | 'default'> = {
  changed: 'info',
  added: 'success',
  unknown: 'warning',
  problem: 'error',
  unchanged: 'default',
};

/** A key that failed to import, and why (an i18n key). */
interface Failure {
  readonly key: string;
  readonly reason: string;
}

type Step =
  | { readonly name: 'pick'; readonly error?: string }
  | { readonly name: 'dry'; readonly fileName: string; readonly diff: ImportDiff }
  | { readonly name: 'applying'; readonly total: number; readonly done: number }
  | {
      readonly name: 'finished';
      readonly applied: number;
      readonly failures: readonly Failure[];
      readonly cancelled: boolean;
    };

/**
 * Decodes a file's bytes: UTF-8 (a BOM dropped), else Windows-1256 (what Arabic Excel
 * writes for "CSV" without UTF-8).
 */
function decode(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1256').decode(bytes);
  }
}

/** One language's cell of the dry run: before → after, in its own direction. */
function ChangeCell(props: { readonly change: TextChange | null; readonly dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation();
  const { change, dir } = props;
  if (!change) return <TableCell>—</TableCell>;
  return (
    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
      <Typography variant="body2" color="text.secondary">
        {t('translation.before')}:{' '}
        {change.before === null ? (
          t('translation.absent')
        ) : (
          <Box component="del" dir={dir}>
            {change.before}
          </Box>
        )}
      </Typography>
      <Typography variant="body2">
        {t('translation.after')}:{' '}
        <Box component="ins" dir={dir} sx={{ textDecoration: 'none', fontWeight: 500 }}>
          {change.after}
        </Box>
      </Typography>
    </TableCell>
  );
}

/** The dry run's table: each row that is not unchanged, with what it does or why not. */
function DryRunTable(props: { readonly rows: readonly DiffRow[] }) {
  const { t, i18n } = useTranslation();
  // A language is named in the reader's language.
  const problemValues = (values: RowProblem['values']) =>
    values && 'language' in values ? { ...values, language: t(`translation.language.${values.language}`) } : values;
  const listed = props.rows.filter((row) => row.kind !== 'unchanged');
  const shown = listed.slice(0, DRY_RUN_SHOWN);
  if (listed.length === 0) return <Typography color="text.secondary">{t('translation.import.nothing')}</Typography>;
  return (
    <>
      <TableContainer sx={{ maxHeight: '50vh' }}>
        <Table size="small" stickyHeader aria-label={t('translation.import.diff')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('translation.import.row')}</TableCell>
              <TableCell>{t('translation.key')}</TableCell>
              <TableCell>{t('translation.import.result')}</TableCell>
              <TableCell>{t('translation.english')}</TableCell>
              <TableCell>{t('translation.arabic')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{formatNumber(row.line, i18n.language)}</TableCell>
                <TableCell sx={{ minWidth: 120, maxWidth: 240 }}>
                  {row.change.key ? <KeyText value={row.change.key} /> : '—'}
                </TableCell>
                <TableCell>
                  <Chip size="small" color={KIND_COLOR[row.kind]} label={t(`translation.import.kind.${row.kind}`)} />
                  {row.problem && (
                    <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                      {t(row.problem.messageKey, problemValues(row.problem.values))}
                    </Typography>
                  )}
                  {row.kind === 'unknown' && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {t('translation.import.unknownWhy')}
                    </Typography>
                  )}
                </TableCell>
                <ChangeCell change={row.change.en} dir="ltr" />
                <ChangeCell change={row.change.ar} dir="rtl" />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {listed.length > shown.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('translation.import.more', { n: formatNumber(listed.length - shown.length, i18n.language) })}
        </Typography>
      )}
    </>
  );
}

/**
 * The CSV import of texts (docs/access.md, "Translation"), for All holders: choose a file
 * of the export's shape (`key`, `english`, `arabic`; UTF-8 with or without BOM, or
 * Windows-1256), see the dry run (added, changed, unchanged, unknown keys and problems,
 * each with its texts before and after), then apply it: one key per write, one after
 * another, with progress and Cancel (the keys written stay written). The import is
 * recorded as one translationImports record with its counts, and each key's change in
 * its history naming it.
 * @param maps the stored texts the dry run compares with
 * @param onApplied called after each key written, with its change
 * @param onClose closes the dialog (not while applying)
 */
export function TranslationImportDialog(props: {
  readonly maps: TranslationMaps;
  readonly onApplied: (change: ImportChange) => void;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { maps, onApplied, onClose } = props;
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [startError, setStartError] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  const cancelled = useRef(false);
  const number = (value: number) => formatNumber(value, i18n.language);

  const read = async (file: File) => {
    setStartError(null);
    const parsed = await parseTranslationsCsv(decode(await file.arrayBuffer()));
    if ('errorKey' in parsed) setStep({ name: 'pick', error: parsed.errorKey });
    else setStep({ name: 'dry', fileName: file.name, diff: diffTranslations(maps, parsed.rows) });
  };

  const apply = async (fileName: string, diff: ImportDiff) => {
    const changes = diff.changes;
    cancelled.current = false;
    setStep({ name: 'applying', total: changes.length, done: 0 });
    let importId: string;
    try {
      importId = await dataProvider.startTranslationImport({ fileName, counts: diff.counts, planned: changes.length });
    } catch (error) {
      setStep({ name: 'dry', fileName, diff });
      setStartError(errorKey(error));
      return;
    }
    const failures: Failure[] = [];
    let applied = 0;
    for (const change of changes) {
      if (cancelled.current) break;
      try {
        await dataProvider.applyTranslationImportChange(change, importId);
        applied += 1;
        onApplied(change);
      } catch (error) {
        failures.push({ key: change.key, reason: errorKey(error) });
      }
      setStep({ name: 'applying', total: changes.length, done: applied + failures.length });
    }
    const stopped = cancelled.current;
    await dataProvider
      .finishTranslationImport(importId, {
        applied,
        failed: failures.length,
        status: stopped ? 'cancelled' : 'done',
      })
      .catch((error: unknown) => failures.push({ key: '', reason: errorKey(error) }));
    setStopping(false);
    setStep({ name: 'finished', applied, failures, cancelled: stopped });
  };

  const titleId = 'translation-import-title';
  const busy = step.name === 'applying';
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{t('translation.import.title')}</DialogTitle>
      <DialogContent dividers>
        {step.name === 'pick' && (
          <Stack spacing={2}>
            <Typography>{t('translation.import.intro')}</Typography>
            {step.error && (
              <Alert severity="error" role="alert">
                {t(step.error)}
              </Alert>
            )}
            <Box>
              <Button component="label" variant="contained" startIcon={<UploadFileIcon />} sx={{ minHeight: 44 }}>
                {t('translation.import.choose')}
                <input
                  type="file"
                  accept=".csv,text/csv"
                  hidden
                  data-testid="translation-import-file"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void read(file);
                  }}
                />
              </Button>
            </Box>
          </Stack>
        )}
        {step.name === 'dry' && (
          <Stack spacing={2}>
            <Typography>{t('translation.import.dryRun', { file: step.fileName })}</Typography>
            {startError && (
              <Alert severity="error" role="alert">
                {t(startError)}
              </Alert>
            )}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('translation.import.summary')}>
              {KINDS.map((kind) => (
                <Chip
                  key={kind}
                  color={KIND_COLOR[kind]}
                  variant="outlined"
                  label={t(`translation.import.count.${kind}`, {
                    n: number(kind === 'problem' ? step.diff.counts.problems : step.diff.counts[kind]),
                  })}
                />
              ))}
            </Stack>
            <DryRunTable rows={step.diff.rows} />
          </Stack>
        )}
        {step.name === 'applying' && (
          <Stack spacing={1.5}>
            <Typography>{t('translation.import.applying')}</Typography>
            <LinearProgress
              variant="determinate"
              value={step.total ? (100 * step.done) / step.total : 100}
              aria-label={t('translation.import.progressLabel')}
            />
            <Typography variant="body2" color="text.secondary" role="status">
              {t('translation.import.progress', { done: number(step.done), total: number(step.total) })}
            </Typography>
          </Stack>
        )}
        {step.name === 'finished' && (
          <Stack spacing={1.5}>
            <Alert severity={step.failures.length ? 'warning' : 'success'} role="status">
              {t(step.cancelled ? 'translation.import.cancelled' : 'translation.import.done', { count: step.applied })}
            </Alert>
            {step.failures.length > 0 && (
              <>
                <Typography>{t('translation.import.failed')}</Typography>
                <Box component="ul" sx={{ m: 0 }}>
                  {step.failures.map((failure, i) => (
                    <li key={`${failure.key}-${i}`}>
                      <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                        {failure.key}
                      </Box>{' '}
                      {t(failure.reason)}
                    </li>
                  ))}
                </Box>
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {step.name === 'applying' ? (
          <Button
            disabled={stopping}
            onClick={() => {
              cancelled.current = true;
              setStopping(true);
            }}
            sx={{ minHeight: 44 }}
          >
            {t(stopping ? 'translation.import.stopping' : 'common.cancel')}
          </Button>
        ) : (
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            {t(step.name === 'finished' ? 'translation.close' : 'common.cancel')}
          </Button>
        )}
        {step.name === 'dry' && (
          <>
            <Button onClick={() => setStep({ name: 'pick' })} sx={{ minHeight: 44 }}>
              {t('translation.import.another')}
            </Button>
            <Button
              variant="contained"
              disabled={step.diff.changes.length === 0}
              onClick={() => void apply(step.fileName, step.diff)}
              sx={{ minHeight: 44 }}
            >
              {t('translation.import.apply', { count: step.diff.changes.length })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
