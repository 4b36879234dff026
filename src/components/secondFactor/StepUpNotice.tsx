import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The step-up dialog, with the second factor's Firebase part: loaded when opened. */
const StepUpDialog = lazy(() => import('./StepUpDialog'));

/**
 * What a dialog whose write needs a second factor shows (docs/access.md, "Second factor";
 * issue 51 item 1): that the write needs one (or was refused for want of one) and a
 * button to verify now; once verified, that the write may be made. The dialog it sits in
 * stays open with what was typed.
 * @param refused the write was tried and refused (else it is said before)
 * @param onVerified called once the session holds the second factor
 */
export function StepUpNotice(props: { readonly refused?: boolean; readonly onVerified?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [verified, setVerified] = useState(false);
  if (verified) {
    return (
      <Alert severity="success" role="status">
        {t('secondFactor.stepUp.verified')}
      </Alert>
    );
  }
  return (
    <>
      <Alert
        severity={props.refused ? 'error' : 'warning'}
        role={props.refused ? 'alert' : 'status'}
        action={
          <Button color="inherit" onClick={() => setOpen(true)} sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
            {t('secondFactor.stepUp.open')}
          </Button>
        }
        sx={{ alignItems: 'center' }}
      >
        {t(props.refused ? 'secondFactor.stepUp.refused' : 'secondFactor.stepUp.needed')}
      </Alert>
      {open && (
        <Suspense fallback={null}>
          <StepUpDialog
            open={open}
            onClose={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              setVerified(true);
              props.onVerified?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
