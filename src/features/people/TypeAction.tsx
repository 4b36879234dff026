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
import { USER_TYPE_PATH, USER_TYPES, type UserType } from '@/config/collections';
import { PERSON_FIELDS_BY_TYPE } from '@/entities/peopleByType';
import { changeType } from '@/lib/data/people';
import { errorKey } from '@/lib/errors';
import { useNotify } from '@/lib/notify/useNotify';
import { invalidatePerson } from '@/lib/query/keys';
import { usePeopleAccess } from './usePeopleAccess';

/**
 * "Change type" on a person's page (spec §3 "type (changeable)"), after a confirmation:
 * offers the types whose path the caller holds besides the current one's; never on one's
 * own page. The rules decide (docs/access.md, "People": a new employee starts with no
 * Access); a refusal is shown with its reason.
 * @param id the person's users document id
 * @param type the person's current type
 */
export function TypeAction(props: { readonly id: string; readonly type: UserType }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const access = usePeopleAccess();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<UserType | ''>('');
  const [busy, setBusy] = useState(false);
  const choices = USER_TYPES.filter((type) => type !== props.type && access.holds(USER_TYPE_PATH[type]));
  if (access.uid === props.id || !access.holds(USER_TYPE_PATH[props.type]) || choices.length === 0) return null;

  const save = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await changeType(props.id, target, PERSON_FIELDS_BY_TYPE);
      notify({ message: t('people.typeChanged'), severity: 'success' });
      setOpen(false);
      void invalidatePerson(queryClient, props.id);
    } catch (error) {
      notify({ message: t(errorKey(error)), severity: 'error', autoHideMs: 6000 });
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
