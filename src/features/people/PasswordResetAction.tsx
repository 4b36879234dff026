import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/feedback/useConfirm';
import { errorText } from '@/lib/errors';
import { useNotify } from '@/lib/notify/useNotify';
import type { PersonTarget } from '@/lib/access';
import { useCan } from '@/lib/session/useCan';

/**
 * "Send password-reset e-mail" after a confirmation (docs/access.md "Passwords"): Firebase
 * Auth mails the person a link to choose a new password. The panel never shows or stores
 * a password. Shown when `can('resetPassword', { person })` (holders of the person's type
 * path), for people with an e-mail.
 * @param email the person's e-mail address ('' when none: nothing shown)
 * @param person the person's users document id and type
 */
export function PasswordResetAction(props: { readonly email: string; readonly person: PersonTarget['person'] }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [dialog, confirm] = useConfirm();
  const { can } = useCan();
  if (!props.email || !can('resetPassword', { person: props.person })) return null;

  const run = async () => {
    const answer = await confirm({
      title: t('people.passwordReset'),
      message: t('people.passwordResetConfirm', { email: props.email }),
      confirmLabel: t('people.passwordResetSend'),
    });
    if (!answer) return;
    try {
      const { auth, sendPasswordResetEmail } = await import('@/lib/session/authClient');
      await sendPasswordResetEmail(auth, props.email);
      notify({ message: t('people.passwordResetSent', { email: props.email }), severity: 'success' });
    } catch (error) {
      notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => void run()}>
        {t('people.passwordReset')}
      </Button>
      {dialog}
    </>
  );
}
