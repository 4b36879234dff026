import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { object, string } from 'yup';
import { PageTrail } from '@/components/entity/PageTrail';
import { FormikTextField } from '@/components/form/FormikTextField';
import { errorKey } from '@/lib/errors';
import { useNotify } from '@/lib/notify/useNotify';
import { providerWrite } from '@/lib/data/queries';
import { AccessChecks } from './AccessEditor';
import { useCan } from '@/lib/session/useCan';

interface Values {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

/** Password rules of spec §5 (the Auth emulator and Firebase want 6; the spec says 8). */
const MIN_PASSWORD = 8;

/**
 * Create an employee (spec §2 Manage Employee; docs/access.md "Creating an employee"):
 * name, e-mail, an initial password and Access. The Auth account is created on a second
 * app instance, so the creator stays signed in; the users document and its audit entry
 * are one transaction. A failure keeps what was typed and says why.
 */
export function NewEmployeePage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { can } = useCan();
  // The employee to be: no document yet, so never the caller (All only for All holders).
  const allowAll = can('grantAll', { person: { id: '', type: 'employee' } });
  const [access, setAccessValue] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = object({
    name: string()
      .trim()
      .required(t('validation.text'))
      .max(100, t('validation.tooLong', { count: 100 })),
    email: string().trim().required(t('login.validation.emailRequired')).email(t('login.validation.emailInvalid')),
    password: string()
      .required(t('login.validation.passwordRequired'))
      .min(MIN_PASSWORD, t('login.validation.passwordMin')),
  });
  const form = useFormik<Values>({
    initialValues: { name: '', email: '', password: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const uid = await providerWrite(queryClient, 'createEmployee', { ...values, access });
        notify({ message: t('people.employeeCreated'), severity: 'success' });
        void navigate(`/Admins/id/${uid}`);
      } catch (error) {
        setFailure(errorKey(error));
      }
    },
  });
  if (!can('create', { userType: 'employee' })) return null;
  return (
    <Stack spacing={3}>
      <PageTrail steps={[{ label: t('navbar.admins'), to: '/Admins' }, { label: t('people.newEmployee') }]} />
      <Typography variant="h4" component="h1">
        {t('people.newEmployee')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={(event: FormEvent<HTMLFormElement>) => form.handleSubmit(event)}
        >
          {failure && <Alert severity="error">{t(failure)}</Alert>}
          <FormikTextField form={form} name="name" label={t('person.name')} dir="auto" />
          <FormikTextField form={form} name="email" type="email" label={t('person.email')} dir="ltr" />
          <FormikTextField
            form={form}
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('people.initialPassword')}
          />
          <Typography variant="h6" component="h2">
            {t('people.access.title')}
          </Typography>
          <AccessChecks value={access} onChange={setAccessValue} allowAll={allowAll} />
          <Button type="submit" variant="contained" loading={form.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
            {t('people.createEmployee')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
