import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocument } from '@/components/entity/useDocument';
import { useCanWrite } from '@/components/entity/useScreen';
import type { EntityScreen } from '@/components/entity/types';
import { APP_INFO_ID, APP_SECRET_KEY, type appInfoEntity } from '@/entities/appInfo';
import { errorKey } from '@/lib/errors';
import { useNotify } from '@/lib/notify/useNotify';
import { secretKeyProblem, SECRET_KEY_LENGTH } from './schema';
import { providerWrite } from '@/lib/data/queries';

/**
 * The secret key of the app info (spec §3; docs/data-model.md `appSecrets`): never
 * read by the panel, shown only as "Set" or "Not set"; holders of /about may replace
 * it (write-only) once the app info is saved. A refused save says why and keeps what
 * was typed.
 * @param screen the About App screen (its definition and Access)
 */
export function SecretKeyCard(props: { readonly screen: EntityScreen<typeof appInfoEntity.fields> }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canWrite = useCanWrite(props.screen);
  const info = useDocument(props.screen, APP_INFO_ID);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = info.data?.secretKeySet === true;
  const problem = secretKeyProblem(value);

  const save = async () => {
    setTouched(true);
    if (problem) return;
    setSaving(true);
    setFailure(null);
    try {
      await providerWrite(queryClient, 'writeSecret', APP_SECRET_KEY, value);
      setOpen(false);
      setValue('');
      notify({ message: t('appInfo.secretSaved'), severity: 'success' });
    } catch (error) {
      setFailure(errorKey(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="secret-key-title"
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="secret-key-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('appInfo.secretKey')}
          </Typography>
          {info.data && (
            <Chip
              size="small"
              color={set ? 'success' : 'default'}
              variant={set ? 'filled' : 'outlined'}
              label={t(set ? 'appInfo.secretSet' : 'appInfo.secretNotSet')}
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('appInfo.secretHelp')}
        </Typography>
        {canWrite &&
          (info.data ? (
            <div>
              <Button variant="outlined" onClick={() => setOpen(true)}>
                {t(set ? 'appInfo.secretReplace' : 'appInfo.secretAdd')}
              </Button>
            </div>
          ) : (
            !info.isPending && <Typography variant="body2">{t('appInfo.secretSaveFirst')}</Typography>
          ))}
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="secret-dialog-title" maxWidth="xs" fullWidth>
        <DialogTitle id="secret-dialog-title">{t(set ? 'appInfo.secretReplace' : 'appInfo.secretAdd')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('appInfo.secretDialogText')}</DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t(failure)}
            </Alert>
          )}
          <TextField
            label={t('appInfo.secretKey')}
            type="password"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value.slice(0, SECRET_KEY_LENGTH.max + 1))}
            onBlur={() => setTouched(true)}
            error={touched && problem !== null}
            helperText={touched && problem ? t(problem) : undefined}
            required
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" loading={saving} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
