import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
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

/** The SMS code step, in its own chunk with the second factor's Firebase part: only an enrolled person's sign-in loads it. */
const SecondFactorStep = lazy(() => import('@/components/secondFactor/SecondFactorStep'));

/** Firebase Auth's code for a sign-in held for a second factor. */
const MFA_REQUIRED = 'auth/multi-factor-auth-required';

/**
 * Login (spec §2, §5, §8): email and password, welcome message, forgot-password link.
 * Invalid input shows the field messages and sends nothing; a failed sign-in shows
 * "Invalid User Email and Password" (or why the server could not be reached) and
 * keeps what was typed, until the person edits a field or submits again; success shows
 * "Login Successfully" and opens /dashboard. After the panel signed the person out by
 * itself (idle, blocked; docs/access.md "Sessions") it says why, and whether an open
 * form or dialog was left unsaved. A person with a second factor enrolled then gives the
 * SMS code (SecondFactorStep, loaded lazily; docs/access.md "Second factor"); going back
 * keeps the e-mail and password typed.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { signIn, finishSignIn, notice } = useSession();
  // A sign-in Firebase Auth held for a second factor: its error, for the SMS step.
  const [held, setHeld] = useState<unknown>(null);
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
        signedIn();
      } catch (error) {
        if (isHeldForSecondFactor(error)) return setHeld(error);
        setFailure(errorKey(error));
      }
    },
  });
  function signedIn() {
    notify({ message: t('login.success'), severity: 'success' });
    void navigate(HOME_PATH, { replace: true });
  }
  const bothEmpty = form.submitCount > 0 && !form.values.email && !form.values.password;

  if (held && finishSignIn) {
    return (
      <Suspense fallback={null}>
        <SecondFactorStep
          error={held}
          onResolve={async (pending, code) => {
            const { confirmSecondFactor } = await import('@/lib/session/secondFactorClient');
            await finishSignIn(() => confirmSecondFactor(pending, code));
            signedIn();
          }}
          onCancel={() => setHeld(null)}
        />
      </Suspense>
    );
  }

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

/** Whether a sign-in was held for a second factor (the person has one enrolled). */
function isHeldForSecondFactor(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === MFA_REQUIRED;
}
