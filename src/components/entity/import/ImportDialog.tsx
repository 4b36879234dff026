import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/components/form/fieldError';
import { entityByName } from '@/entities/registry';
import { blobSource, readHeader, type ImportProgress, type ImportResult } from '@/lib/data/import';
import { dataProvider } from '@/lib/data/provider';
import { afterWrite } from '@/lib/data/queries';
import {
  autoMap,
  failedTable,
  ID_COLUMN,
  importFields,
  rememberedMapping,
  type ImportEncoding,
  type RowProblem,
} from '@/lib/data/importModel';
import type { Field, Fields } from '@/lib/entity/fields';
import { entitySchema } from '@/lib/entity/schema';
import { errorKey } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { i18n, loadLocale } from '@/lib/i18n';
import { toCsv } from '../exportCsv';
import type { AnyScreen } from '../types';

/** Rows with problems listed in the dialog; the failed rows' file has them all. */
const LISTED_ROWS = 100;

/** The localStorage key of a screen's remembered mapping. */
const mappingKey = (screenPath: string) => `import.mapping.${screenPath}`;

function loadRemembered(screenPath: string): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(mappingKey(screenPath)) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function saveRemembered(screenPath: string, mapping: Record<string, string>) {
  try {
    localStorage.setItem(mappingKey(screenPath), JSON.stringify(mapping));
  } catch {
    // Private mode: remembered for this dialog only.
  }
}

/** The chosen file, its encoding and header. */
interface Chosen {
  readonly file: File;
  readonly encoding: ImportEncoding;
  readonly header: readonly string[];
}

type Phase = 'choose' | 'map' | 'checking' | 'checked' | 'importing' | 'done';

/** The technical names of the encodings, the same in every language. */
const ENCODING_NAMES: Readonly<Record<ImportEncoding, string>> = { 'utf-8': 'UTF-8', 'windows-1256': 'Windows-1256' };

/**
 * The CSV import dialog (docs/import.md): choose a file (its encoding detected), match its
 * columns to the fields (remembered per screen), check every row with the form's checks
 * (the dry run: problems by row, field and message), then import in batches with a
 * progress bar and Cancel, and download the rows not imported with their reasons.
 * @param screen the entity's screen (its definition has `import`)
 * @param screenPath the list's path, naming the remembered mapping
 * @param fixed values set for every row by the page (a related list's parent id)
 * @param onClose called when the dialog closes
 */
export function ImportDialog(props: {
  readonly screen: AnyScreen;
  readonly screenPath: string;
  readonly fixed: Readonly<Record<string, string>>;
  readonly onClose: () => void;
}) {
  const { screen, screenPath, fixed } = props;
  const def = screen.entity;
  const fields = def.fields as Fields;
  const { t } = useTranslation();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<Phase>('choose');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [mapping, setMapping] = useState<Record<string, number | null>>({});
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const names = useMemo(() => importFields(def, fixed), [def, fixed]);
  const schema = useMemo(() => entitySchema(def, screen.schema), [def, screen.schema]);

  const labels = (key: string) => [i18n.getFixedT('en')(key), i18n.getFixedT('ar')(key)];
  const fieldLabel = (name: string | null) =>
    name === null ? t('import.wholeRow') : name === ID_COLUMN ? t('import.idColumn') : t(fields[name]?.label ?? name);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setResult(null);
    try {
      await Promise.all([loadLocale('en'), loadLocale('ar')]);
      const { encoding, header } = await readHeader(blobSource(file));
      if (!header.some(Boolean)) {
        setError('import.emptyFile');
        return;
      }
      setChosen({ file, encoding, header });
      setMapping(autoMap(header, names, (name) => labels((fields[name] as Field).label), loadRemembered(screenPath)));
      setPhase('map');
    } catch {
      setError('import.readFailed');
    }
  };

  const run = async (mode: 'dry' | 'write') => {
    if (!chosen) return;
    saveRemembered(screenPath, rememberedMapping(chosen.header, mapping));
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setResult(null);
    setProgress(null);
    setPhase(mode === 'dry' ? 'checking' : 'importing');
    try {
      const done = await dataProvider.importRows(
        { def, schema, encoding: chosen.encoding, mapping, fixed, labels, referenced: entityByName },
        blobSource(chosen.file),
        mode,
        setProgress,
        abort.signal,
      );
      setResult(done);
      setPhase(mode === 'dry' ? 'checked' : 'done');
      // The imported collection (and its parent's counters), badges, and the import's audit entry.
      if (mode === 'write') void afterWrite(queryClient, def, 'importRows');
    } catch (e) {
      setError(errorKey(e));
      setPhase('map');
    } finally {
      controller.current = null;
    }
  };

  const message = (problem: RowProblem) => translateMessage(problem.message, t) ?? '';

  const downloadFailed = async () => {
    if (!chosen || !result) return;
    const table = failedTable(
      chosen.header,
      result.failedRows.map((row) => ({
        cells: row.cells,
        reason: row.problems.map((p) => `${fieldLabel(p.field)}: ${message(p)}`).join('; '),
      })),
      t('import.reason'),
    );
    const url = URL.createObjectURL(new Blob([await toCsv(table)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${chosen.file.name.replace(/\.csv$/i, '')}-${t('import.reason')}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const busy = phase === 'checking' || phase === 'importing';
  const keyFields = ((def.import?.key ?? []) as readonly string[]).filter((name) => !(name in fixed));
  const options = chosen?.header ?? [];

  const select = (name: string, label: string) => (
    <FormControl key={name} fullWidth size="small" disabled={busy}>
      <InputLabel id={`import-${name}-label`}>{label}</InputLabel>
      <Select
        labelId={`import-${name}-label`}
        label={label}
        value={mapping[name] ?? -1}
        onChange={(event) => {
          const value = Number(event.target.value);
          setMapping((m) => ({ ...m, [name]: value < 0 ? null : value }));
          setResult(null);
          if (phase !== 'map') setPhase('map');
        }}
      >
        <MenuItem value={-1}>
          <em>{t('import.noColumn')}</em>
        </MenuItem>
        {options.map((title, index) => (
          <MenuItem key={index} value={index} dir="auto">
            {title || `#${index + 1}`}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );

  const percent = progress && progress.totalBytes ? Math.min(100, (progress.bytesRead / progress.totalBytes) * 100) : 0;
  const listed = result?.failedRows.slice(0, LISTED_ROWS) ?? [];

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby="import-title"
      maxWidth="md"
      fullWidth
      fullScreen={small}
    >
      <DialogTitle id="import-title">{t('import.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('import.formatHelp')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" component="label" disabled={busy} sx={{ minHeight: 44 }}>
              {t(chosen ? 'import.chooseAnother' : 'import.choose')}
              <input ref={input} hidden type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
            </Button>
            {chosen && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('import.file')} <bdi dir="auto">{chosen.file.name}</bdi>{' '}
                <bdi dir="ltr">({ENCODING_NAMES[chosen.encoding]})</bdi>
              </Typography>
            )}
          </Stack>
          {error && <Alert severity="error">{t(error)}</Alert>}
          {chosen && (
            <Box component="section" aria-labelledby="import-columns">
              <Typography id="import-columns" variant="subtitle1" component="h3">
                {t('import.columns')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('import.columnsHelp')}
              </Typography>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 }}
              >
                {names.map((name) => select(name, t((fields[name] as Field).label)))}
                {select(ID_COLUMN, t('import.idColumn'))}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {t('import.checkHelp')}
              </Typography>
              {keyFields.length > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                  {t('import.keyHelp', {
                    key: keyFields.map((name) => t((fields[name] as Field).label)).join(t('import.keyJoin')),
                  })}
                </Typography>
              )}
            </Box>
          )}
          {busy && (
            <Box role="status">
              <Typography variant="body2">
                {t(phase === 'checking' ? 'import.checking' : 'import.importing')}{' '}
                {t('import.rowsRead', { count: progress?.rows ?? 0 })}
              </Typography>
              <LinearProgress
                sx={{ mt: 1 }}
                aria-label={t(phase === 'checking' ? 'import.checking' : 'import.importing')}
                variant="determinate"
                value={percent}
              />
            </Box>
          )}
          {result && (
            <Box component="section" aria-labelledby="import-summary" role="status">
              <Typography id="import-summary" variant="subtitle1" component="h3">
                {phase === 'done' ? t('import.finished') : t('import.checked')}
              </Typography>
              {phase === 'done' && result.cancelled && <Alert severity="warning">{t('import.cancelled')}</Alert>}
              {result.auditError && (
                <Alert severity="warning">{t('import.auditFailed', { reason: t(result.auditError) })}</Alert>
              )}
              <Box component="ul" sx={{ my: 1, ps: 3 }}>
                <li>{t(phase === 'done' ? 'import.created' : 'import.willCreate', { count: result.created })}</li>
                <li>{t(phase === 'done' ? 'import.skipped' : 'import.willSkip', { count: result.skipped })}</li>
                <li>{t(phase === 'done' ? 'import.failed' : 'import.willFail', { count: result.failed })}</li>
              </Box>
              {listed.length > 0 && (
                <>
                  <Typography variant="subtitle2" component="h4">
                    {t('import.problems')}
                  </Typography>
                  {result.failedRows.length > listed.length && (
                    <Typography variant="body2" color="text.secondary">
                      {t('import.problemsShown', { shown: listed.length })}
                    </Typography>
                  )}
                  <Box sx={{ maxHeight: 320, overflow: 'auto', mt: 1 }}>
                    <Table size="small" stickyHeader aria-label={t('import.problems')}>
                      <TableHead>
                        <TableRow>
                          <TableCell sx={{ width: 72 }}>{t('import.row')}</TableCell>
                          <TableCell sx={{ width: '30%' }}>{t('import.field')}</TableCell>
                          <TableCell>{t('import.problem')}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {listed.flatMap((row) =>
                          row.problems.map((problem, i) => (
                            <TableRow key={`${row.row}-${i}`}>
                              <TableCell>{i === 0 ? formatNumber(row.row, i18n.language) : ''}</TableCell>
                              <TableCell>{fieldLabel(problem.field)}</TableCell>
                              <TableCell>{message(problem)}</TableCell>
                            </TableRow>
                          )),
                        )}
                      </TableBody>
                    </Table>
                  </Box>
                  <Button sx={{ mt: 1, minHeight: 44 }} onClick={() => void downloadFailed()}>
                    {t('import.downloadFailed')}
                  </Button>
                </>
              )}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {busy ? (
          <Button onClick={() => controller.current?.abort()} sx={{ minHeight: 44 }}>
            {t('common.cancel')}
          </Button>
        ) : (
          <Button onClick={props.onClose} sx={{ minHeight: 44 }}>
            {t('common.close')}
          </Button>
        )}
        {chosen && phase !== 'done' && (
          <Button variant="outlined" disabled={busy} onClick={() => void run('dry')} sx={{ minHeight: 44 }}>
            {t('import.check')}
          </Button>
        )}
        {phase === 'checked' && result && (
          <Button
            variant="contained"
            disabled={result.created === 0}
            onClick={() => void run('write')}
            sx={{ minHeight: 44 }}
          >
            {t('import.run', { count: result.created })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
