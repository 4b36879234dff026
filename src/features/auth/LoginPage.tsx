import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormikTextField } from '@/components/form/FormikTextField';
import { FORGOT_PASSWORD_PATH, HOME_PATH } from '@/config/navigation';
import { errorKey } from '@/lib/errors';
import { useNotify } from '@/lib/notify/useNotify';
import { useSession } from '@/lib/session/useSession';
import type { LoginValues } from './schemas';
import { loadSchemas, validateWith } from './validate';
import { removeBootShell } from '@/lib/boot';

/**
 * Login (spec §2, §5, §8): email and password, welcome message, forgot-password link.
 * Invalid input shows the field messages and sends nothing; a failed sign-in shows
 * "Invalid User Email and Password" (or why the server could not be reached) and
 * keeps what was typed, until the person edits a field or submits again; success shows
 * "Login Successfully" and opens /dashboard. After the panel signed the person out by
 * itself (idle, blocked; docs/access.md "Sessions") it says why, and whether an open
 * form or dialog was left unsaved.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { signIn, notice } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    removeBootShell();
    void loadSchemas();
  }, []);
  const form = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: validateWith<LoginValues>((schemas) => schemas.loginSchema),
    onSubmit: async ({ email, password }) => {
      setFailure(null);
      try {
        await signIn(email.trim(), password);
        notify({ message: t('login.success'), severity: 'success' });
        void navigate(HOME_PATH, { replace: true });
      } catch (error) {
        setFailure(errorKey(error));
      }
    },
  });
  const bothEmpty = form.submitCount > 0 && !form.values.email && !form.values.password;

  return (
    <Stack
      component="form"
      noValidate
      // A refusal is about what was sent: it goes as soon as the person edits or resubmits.
      onChange={() => setFailure(null)}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        setFailure(null);
        form.handleSubmit(event);
      }}
      spacing={2.5}
    >
      <div>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('login.welcome')}
        </Typography>
        <Typography color="text.secondary">{t('login.subtitle')}</Typography>
      </div>
      {notice && !failure && (
        <Alert severity={notice.reason === 'idle' ? 'info' : 'warning'} data-testid="sign-out-notice">
          {t(notice.reason === 'idle' ? 'session.signedOut.idle' : 'session.signedOut.blocked')}
          {notice.unsaved ? ` ${t('session.signedOut.unsaved')}` : ''}
        </Alert>
      )}
      {bothEmpty && <Alert severity="warning">{t('login.validation.emailAndPassword')}</Alert>}
      {failure && <Alert severity="error">{t(failure)}</Alert>}
      <FormikTextField
        form={form}
        name="email"
        type="email"
        autoComplete="username"
        label={t('login.email')}
        dir="ltr"
      />
      <FormikTextField
        form={form}
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('login.password')}
      />
      <Link component={RouterLink} to={FORGOT_PASSWORD_PATH} variant="body2" sx={{ alignSelf: 'flex-end' }}>
        {t('login.forgotLink')}
      </Link>
      <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
