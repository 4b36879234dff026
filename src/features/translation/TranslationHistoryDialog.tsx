import RestoreIcon from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_DOCS } from '@/config/translation';
import { useConfirm } from '@/components/feedback/useConfirm';
import { errorKey } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { KeyText } from './KeyText';
import { dataProvider } from '@/lib/data/provider';
import { listTranslationHistory, type TranslationChange } from '@/lib/data/translations/write';

/** Changes shown per page (more are loaded with the cursor of the last one). */
export const HISTORY_PAGE_SIZE = 10;

/** A recorded text, in its own direction; "(none)" when the key was absent. */
function Text(props: { readonly value: string | null; readonly dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation();
  if (props.value === null) {
    return (
      <Typography component="span" color="text.secondary">
        {t('translation.absent')}
      </Typography>
    );
  }
  return (
    <Box component="span" dir={props.dir} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {props.value}
    </Box>
  );
}

/**
 * The history of one translation key (docs/access.md, "Translation"): its recorded
 * changes in both languages, newest first, paged by cursor (HISTORY_PAGE_SIZE, "Show
 * older changes"), each with its text before and after and a Restore that puts the text
 * before back after a confirmation (recorded in the history like any edit).
 * @param entryKey the translation key
 * @param onRestored called with the language and the text now stored (null: removed)
 * @param onClose closes the dialog
 */
export function TranslationHistoryDialog(props: {
  readonly entryKey: string;
  readonly onRestored: (change: TranslationChange, text: string | null) => void;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { entryKey, onRestored, onClose } = props;
  const [confirmDialog, confirm] = useConfirm();
  const [rows, setRows] = useState<TranslationChange[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(
    async (after: TranslationChange | null) => {
      setLoading(true);
      setFailure(null);
      try {
        const page = await listTranslationHistory(entryKey, HISTORY_PAGE_SIZE, after);
        setRows((current) => (after ? [...current, ...page.rows] : page.rows));
        setHasMore(page.hasMore);
      } catch (error) {
        setFailure(errorKey(error));
      } finally {
        setLoading(false);
      }
    },
    [entryKey],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  const language = (change: TranslationChange) => t(`translation.language.${TRANSLATION_DOCS[change.locale].id}`);

  const restore = async (change: TranslationChange) => {
    const values = { language: language(change), key: entryKey, text: change.before ?? '' };
    const ok = await confirm({
      title: t('translation.restoreTitle'),
      message: t(change.before === null ? 'translation.restoreRemove' : 'translation.restoreConfirm', values),
      confirmLabel: t('translation.restore'),
      danger: change.before === null,
    });
    if (!ok) return;
    setBusy(change.id);
    setFailure(null);
    try {
      const text = await dataProvider.restoreTranslation(change);
      onRestored(change, text);
      await load(null);
    } catch (error) {
      setFailure(errorKey(error));
    } finally {
      setBusy(null);
    }
  };

  const titleId = 'translation-history-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {t('translation.historyTitle')}
        <KeyText value={entryKey} />
      </DialogTitle>
      <DialogContent dividers>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(failure)}
          </Alert>
        )}
        {!loading && rows.length === 0 && !failure && (
          <Typography color="text.secondary">{t('translation.historyEmpty')}</Typography>
        )}
        <Stack
          component="ol"
          divider={<Divider component="li" aria-hidden sx={{ listStyle: 'none' }} />}
          spacing={1.5}
          sx={{ p: 0, m: 0 }}
        >
          {rows.map((change) => {
            const dir = change.locale === 'ar' ? 'rtl' : 'ltr';
            return (
              <Stack
                component="li"
                key={change.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ listStyle: 'none', alignItems: { sm: 'center' } }}
              >
                <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('translation.changedAt', {
                      language: language(change),
                      date: change.at ? formatDate(change.at, i18n.language, true) : '',
                    })}
                    {change.imported && ` · ${t('translation.importedChange')}`}
                  </Typography>
                  <Typography variant="body2">
                    <strong>{t('translation.before')}: </strong>
                    <Text value={change.before} dir={dir} />
                  </Typography>
                  <Typography variant="body2">
                    <strong>{t('translation.after')}: </strong>
                    <Text value={change.after} dir={dir} />
                  </Typography>
                </Stack>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={busy === change.id ? <CircularProgress size={16} /> : <RestoreIcon />}
                  disabled={busy !== null}
                  onClick={() => void restore(change)}
                  sx={{ minHeight: 44, alignSelf: { xs: 'flex-start', sm: 'center' } }}
                >
                  {t('translation.restore')}
                </Button>
              </Stack>
            );
          })}
        </Stack>
        {loading && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={t('common.loading')} />
          </Box>
        )}
        {hasMore && !loading && (
          <Button onClick={() => void load(rows[rows.length - 1] ?? null)} sx={{ mt: 2, minHeight: 44 }}>
            {t('translation.historyMore')}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('translation.close')}
        </Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  );
}
