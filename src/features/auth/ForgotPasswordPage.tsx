import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormikTextField } from '@/components/form/FormikTextField';
import { LOGIN_PATH } from '@/config/navigation';
import { errorKey } from '@/lib/errors';
import type { ForgotPasswordValues } from './schemas';
import { loadSchemas, validateWith } from './validate';

/**
 * Forgot password (spec §2, §5, §8): sends the reset link and says
 * "We sent an e-mail with your password reset link!". Unknown addresses get the same
 * answer, so the page does not reveal which emails have accounts.
 */
export default function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const [result, setResult] = useState<{ severity: 'success' | 'error'; key: string } | null>(null);
  useEffect(() => void loadSchemas(), []);
  const form = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validate: validateWith<ForgotPasswordValues>((schemas) => schemas.forgotPasswordSchema),
    onSubmit: async ({ email }) => {
      setResult(null);
      try {
        // Firebase Auth loads here: the page itself does not need it.
        const { auth, sendPasswordResetEmail } = await import('@/lib/session/authClient');
        auth.languageCode = i18n.language;
        await sendPasswordResetEmail(auth, email.trim());
        setResult({ severity: 'success', key: 'forgot.sent' });
      } catch (error) {
        const key = errorKey(error);
        // An unknown or malformed address answers like a known one (no account probing).
        setResult(
          key === 'login.error.invalid' ? { severity: 'success', key: 'forgot.sent' } : { severity: 'error', key },
        );
      }
    },
  });
  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2.5}>
      <div>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('forgot.title')}
        </Typography>
        <Typography color="text.secondary">{t('forgot.subtitle')}</Typography>
      </div>
      {result && <Alert severity={result.severity}>{t(result.key)}</Alert>}
      <FormikTextField
        form={form}
        name="email"
        type="email"
        autoComplete="username"
        label={t('login.email')}
        dir="ltr"
      />
      <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
        {t('forgot.submit')}
      </Button>
      <Link component={RouterLink} to={LOGIN_PATH} variant="body2" sx={{ alignSelf: 'center' }}>
        {t('forgot.backToLogin')}
      </Link>
    </Stack>
  );
}
