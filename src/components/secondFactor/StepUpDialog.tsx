import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import SecondFactorStep from './SecondFactorStep';
import { secondFactorErrorKey } from './secondFactorErrors';

/** Firebase Auth's answers to a wrong password (by version and setting: enumeration protection or not). */
const WRONG_PASSWORD = ['auth/invalid-credential', 'auth/wrong-password', 'auth/invalid-login-credentials'];

/** Whether an error is Firebase Auth's `code`. */
function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/**
 * The step-up (docs/access.md, "Second factor"; issue 51 item 1): the signed-in person
 * signs in again with their password and the SMS code of their enrolled second factor, so
 * that their session's ID token carries `firebase.sign_in_second_factor` and the writes
 * that need it (src/config/secondFactor.ts) are accepted. Shown over the dialog whose
 * write needs it, which stays open with what was typed. A person with no factor enrolled
 * is told to enrol one from the account menu. Loaded lazily (with the second factor's
 * Firebase part).
 * @param open whether the dialog shows
 * @param onClose closes it without a step-up
 * @param onDone called once the session holds the second factor
 */
export default function StepUpDialog(props: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onDone: () => void;
}) {
  const { open, onClose, onDone } = props;
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [held, setHeld] = useState<unknown>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setPassword('');
    setHeld(null);
    setFailure(null);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!password) return setFailure('secondFactor.stepUp.passwordMissing');
    setBusy(true);
    setFailure(null);
    try {
      await (await import('@/lib/session/secondFactorClient')).reauthenticate(password);
      // Signed in again by password alone: the account has no second factor.
      setFailure('secondFactor.stepUp.noFactor');
    } catch (error) {
      if (isCode(error, 'auth/multi-factor-auth-required')) setHeld(error);
      else
        setFailure(
          WRONG_PASSWORD.some((code) => isCode(error, code))
            ? 'secondFactor.stepUp.wrongPassword'
            : secondFactorErrorKey(error),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="step-up-title" maxWidth="xs" fullWidth>
      <DialogTitle id="step-up-title">{t('secondFactor.stepUp.title')}</DialogTitle>
      <DialogContent>
        {held ? (
          <SecondFactorStep
            error={held}
            submitLabel={t('secondFactor.stepUp.submit')}
            onResolve={async (pending, code) => {
              await (await import('@/lib/session/secondFactorClient')).confirmSecondFactor(pending, code);
              onDone();
            }}
            onCancel={() => setHeld(null)}
          />
        ) : (
          <Stack
            component="form"
            id="step-up-form"
            noValidate
            spacing={2}
            onSubmit={(e) => void submit(e)}
            sx={{ pt: 1 }}
          >
            <Typography color="text.secondary">{t('secondFactor.stepUp.help')}</Typography>
            {failure && (
              <Alert severity="error" role="alert">
                {t(failure)}
              </Alert>
            )}
            <TextField
              label={t('secondFactor.enrol.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setFailure(null);
              }}
              autoFocus
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, '& .MuiButton-root': { minHeight: 44 } }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        {!held && (
          <Button type="submit" form="step-up-form" variant="contained" loading={busy}>
            {t('secondFactor.enrol.continue')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
