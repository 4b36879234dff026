import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/feedback/useConfirm';
import { providerWrite } from '@/lib/data/queries';
import { errorText } from '@/lib/errors';
import { useNotify } from '@/lib/notify/useNotify';
import type { PersonTarget } from '@/lib/access';
import { useCan } from '@/lib/session/useCan';

/**
 * Block or Unblock a person after a confirmation (spec §4), with an optional reason kept
 * in the audit trail. Shown when `can('block', { person })`: holders of the person's type
 * path, never on one's own page, on an All holder's page only to All holders
 * (firestore.rules refuse the rest).
 * @param person the person's users document id, type and whether they hold All
 * @param blocked whether the person is blocked now
 */
export function BlockAction(props: { readonly person: PersonTarget['person']; readonly blocked: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const { can } = useCan();
  if (!can('block', { person: props.person })) return null;
  const label = t(props.blocked ? 'people.unblock' : 'people.block');

  const run = async () => {
    const answer = await confirm({
      title: label,
      message: t(props.blocked ? 'people.unblockConfirm' : 'people.blockConfirm'),
      confirmLabel: label,
      danger: !props.blocked,
      reasonLabel: t('people.reasonOptional'),
    });
    if (!answer) return;
    try {
      await providerWrite(queryClient, 'setBlocked', props.person.id, !props.blocked, answer.reason || null);
      notify({ message: t(props.blocked ? 'people.unblocked' : 'people.blocked'), severity: 'success' });
    } catch (error) {
      notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
    }
  };

  return (
    <>
      <Button color={props.blocked ? 'primary' : 'error'} variant="outlined" onClick={() => void run()}>
        {label}
      </Button>
      {dialog}
    </>
  );
}
