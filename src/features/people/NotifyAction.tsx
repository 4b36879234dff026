import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entity, EntityDefinition } from '@/lib/data/types';
import { FormikTextField } from '@/components/form/FormikTextField';
import { notificationEntity, type NotificationAudience } from '@/entities/notification';
import { customerEntity, deliveryCompanyEntity, riderEntity } from '@/entities/people';
import { supplierEntity } from '@/entities/supplier';
import { dataProvider } from '@/lib/data/provider';
import { afterWrite, entityQueries } from '@/lib/data/queries';
import { entitySchema } from '@/lib/entity/schema';
import { errorText } from '@/lib/errors';
import { useNotify } from '@/lib/notify/useNotify';
import { useCan } from '@/lib/session/useCan';

interface Values {
  readonly title: string;
  readonly description: string;
}

/** The people of each audience, counted for "Notify all" (their definitions' type scope). */
/** The people of each audience, counted before notifying all of them (any definition's rows are entities). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const AUDIENCE_ENTITY: Readonly<Record<NotificationAudience, EntityDefinition<Entity, any>>> = {
  user: customerEntity,
  supplier: supplierEntity,
  deliveryCompany: deliveryCompanyEntity,
  rider: riderEntity,
};

const SCHEMA = entitySchema({ fields: notificationEntity.fields, formFields: ['title', 'description'] });

/**
 * "Send notification" (spec §3 User: title and description; docs/access.md
 * "Notifications"): a dialog that writes one `notifications` document, with its audit
 * entry, to one person (`userId`) or to every person of the audience's type (`userId`
 * null; the dialog says how many, from a count query). Shown to holders of the type's
 * menu path (firestore.rules refuse the rest). A failed send keeps what was typed and
 * says why; the dialog stays open to retry.
 * @param audience the users `type` of the recipients
 * @param userId the one recipient, or null for all of the type
 */
export function NotifyAction(props: { readonly audience: NotificationAudience; readonly userId: string | null }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { can } = useCan();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const everyone = props.userId === null;
  const count = useQuery({ ...entityQueries(AUDIENCE_ENTITY[props.audience]).count({}), enabled: open && everyone });
  const form = useFormik<Values>({
    initialValues: { title: '', description: '' },
    validationSchema: SCHEMA,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const sent = {
          ...notificationEntity.emptyValues,
          title: values.title.trim(),
          description: values.description.trim(),
          audience: props.audience,
          userId: props.userId ?? '',
        };
        await dataProvider.create(notificationEntity, sent);
        notify({ message: t('notification.sent'), severity: 'success' });
        setOpen(false);
        form.resetForm();
        // The notifications' lists, and the recipient's History when sent to one person.
        void afterWrite(queryClient, notificationEntity, 'create', [], sent);
      } catch (error) {
        setFailure(errorText(t, error));
      }
    },
  });
  const allowed = props.userId
    ? can('notify', { person: { id: props.userId, type: props.audience } })
    : can('handle', { userType: props.audience });
  if (!allowed) return null;
  const label = t(everyone ? `notification.sendAll.${props.audience}` : 'notification.send');

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="notify-title">
        <form onSubmit={form.handleSubmit} noValidate>
          <DialogTitle id="notify-title">{label}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {everyone && (
                <DialogContentText>
                  {count.data === undefined ? t('common.loading') : t('notification.recipients', { count: count.data })}
                </DialogContentText>
              )}
              {failure && <Alert severity="error">{failure}</Alert>}
              <FormikTextField form={form} name="title" label={t('notification.title')} dir="auto" />
              <FormikTextField
                form={form}
                name="description"
                label={t('notification.description')}
                dir="auto"
                multiline
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={form.isSubmitting}>
              {t('notification.sendButton')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
