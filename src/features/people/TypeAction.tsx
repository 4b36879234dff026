import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_TYPES, type UserType } from '@/config/collections';
import { deliveryCompanyEntity } from '@/entities/people';
import { PERSON_FIELDS_BY_TYPE } from '@/entities/peopleByType';
import { useStepUp } from '@/components/secondFactor/useStepUp';
import { errorText } from '@/lib/errors';
import { useNotify } from '@/lib/notify/useNotify';
import { providerWrite } from '@/lib/data/queries';
import { useCan } from '@/lib/session/useCan';

/**
 * "Change type" on a person's page (spec §3 "type (changeable)"), after a confirmation:
 * offers the types the caller may re-type the person to (`can('retype', …)` of the person
 * as they are and as they would be); never on one's own page. The rules decide (docs/access.md, "People": a new employee starts with no
 * Access); a refusal is shown with its reason.
 * @param id the person's users document id
 * @param type the person's current type
 * @param holdsAll an employee holds All (only All holders re-type them)
 */
export function TypeAction(props: { readonly id: string; readonly type: UserType; readonly holdsAll?: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { can } = useCan();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<UserType | ''>('');
  const [busy, setBusy] = useState(false);
  const stepUp = useStepUp();
  const person = { id: props.id, type: props.type, holdsAll: props.holdsAll };
  const choices = USER_TYPES.filter((type) => type !== props.type && can('retype', { person: { ...person, type } }));
  if (!can('retype', { person }) || choices.length === 0) return null;

  const save = async () => {
    if (!target) return;
    setBusy(true);
    stepUp.clear();
    try {
      await providerWrite(queryClient, 'changeType', props.id, target, PERSON_FIELDS_BY_TYPE, deliveryCompanyEntity);
      notify({ message: t('people.typeChanged'), severity: 'success' });
      setOpen(false);
    } catch (error) {
      // Refused for want of a second factor: the dialog stays open, its choice kept.
      if (!(await stepUp.refusedForFactor(error))) {
        notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('people.changeType')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="change-type-title">
        <DialogTitle id="change-type-title">{t('people.changeType')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('people.changeTypeConfirm')}</DialogContentText>
          <TextField
            select
            fullWidth
            label={t('people.newType')}
            value={target}
            onChange={(event) => setTarget(event.target.value as UserType)}
          >
            {choices.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`people.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          {stepUp.notice && <Box sx={{ mt: 2 }}>{stepUp.notice}</Box>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" disabled={!target || busy} onClick={() => void save()}>
            {t('people.changeType')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
