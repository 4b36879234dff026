import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormikTextField } from '@/components/form/FormikTextField';
import { errorKey } from '@/lib/errors';
import { type TranslationEntry } from '@/lib/data/translations/model';
import { translationSchema, type TranslationFormValues } from './schema';

const EMPTY: TranslationFormValues = { key: '', en: '', ar: '' };

/**
 * The add / edit dialog of the translation editor (formik + yup, spec §5): the key
 * (only on add: required, letters, digits, dots, dashes and underscores, refused if it
 * exists), the English text and the Arabic text (right to left). A failed save keeps
 * what was typed and says why.
 * @param entry the entry to edit, or null to add one
 * @param existingKeys the keys already stored (a new key must not be one of them)
 * @param onSubmit saves the entry; resolves when saved, rejects with the failure
 * @param onClose closes the dialog (after a save, or on cancel)
 */
export function TranslationDialog(props: {
  readonly entry: TranslationEntry | null;
  readonly existingKeys: ReadonlySet<string>;
  readonly onSubmit: (entry: TranslationEntry) => Promise<void>;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const { entry, existingKeys, onSubmit, onClose } = props;
  const adding = entry === null;
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => translationSchema(adding ? existingKeys : null), [adding, existingKeys]);
  const form = useFormik<TranslationFormValues>({
    initialValues: entry ?? EMPTY,
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const clean = schema.cast(values, { stripUnknown: true });
      try {
        await onSubmit({ key: entry?.key ?? clean.key, en: clean.en, ar: clean.ar });
        onClose();
      } catch (error) {
        setFailure(errorKey(error));
      }
    },
  });
  const titleId = 'translation-dialog-title';

  return (
    <Dialog open onClose={() => !form.isSubmitting && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{t(adding ? 'translation.add' : 'translation.edit')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {t(failure)}
              </Alert>
            )}
            {adding ? (
              <FormikTextField form={form} name="key" label={t('translation.key')} dir="ltr" autoComplete="off" />
            ) : (
              <Stack spacing={0.5}>
                <Typography variant="caption" color="text.secondary">
                  {t('translation.key')}
                </Typography>
                <Typography dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {entry.key}
                </Typography>
              </Stack>
            )}
            <FormikTextField form={form} name="en" label={t('translation.english')} dir="ltr" multiline />
            <FormikTextField form={form} name="ar" label={t('translation.arabic')} dir="rtl" multiline />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
