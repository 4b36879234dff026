import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PhoneMultiFactorInfo } from 'firebase/auth';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type * as SecondFactorClient from '@/lib/session/secondFactorClient';
import { secondFactorErrorKey } from '@/components/secondFactor/secondFactorErrors';

/** The SMS code step of a re-authentication (removing a factor needs a recent sign-in). */
const SecondFactorStep = lazy(() => import('@/components/secondFactor/SecondFactorStep'));

type Client = typeof SecondFactorClient;
const loadClient = (): Promise<Client> => import('@/lib/session/secondFactorClient');

/** E.164: a plus and 8 to 15 digits. */
const E164 = /^\+\d{8,15}$/;

/** Where the dialog is: reading the account, or one of its steps. */
type Step =
  | { readonly kind: 'loading' }
  | { readonly kind: 'unverified'; readonly email: string; readonly sent: boolean }
  | { readonly kind: 'enrolled'; readonly factors: readonly PhoneMultiFactorInfo[] }
  | { readonly kind: 'phone' }
  | { readonly kind: 'code'; readonly verificationId: string }
  | { readonly kind: 'password'; readonly then: 'enrol' | 'remove' }
  | { readonly kind: 'stepUp'; readonly error: unknown; readonly then: 'enrol' | 'remove' };

/** Arabic-Indic digits typed on an Arabic keyboard, as Western digits. */
function westernDigits(text: string): string {
  return text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
}

/** Whether an error is Firebase Auth's `code`. */
function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/**
 * The account menu's second factor (docs/access.md, "Second factor"; issue 51 item 1):
 * shows whether an SMS second factor is enrolled, enrols one (phone number, then the
 * code sent to it) and removes it. An enrolment needs a verified e-mail: the dialog
 * says so and sends the verification link. Firebase asks for a recent sign-in before
 * an enrolment or removal: the dialog then asks for the password (and, with a factor
 * already enrolled, its SMS code) and carries on with what was typed kept.
 * @param open whether the dialog shows
 * @param onClose closes it
 */
export default function SecondFactorDialog(props: { readonly open: boolean; readonly onClose: () => void }) {
  const { open, onClose } = props;
  const { t } = useTranslation();
  const recaptcha = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    setFailure(null);
    try {
      const account = await (await loadClient()).accountFactors();
      if (account.factors.length > 0) return setStep({ kind: 'enrolled', factors: account.factors });
      if (!account.emailVerified) return setStep({ kind: 'unverified', email: account.email, sent: false });
      setStep({ kind: 'phone' });
    } catch (error) {
      setFailure(secondFactorErrorKey(error));
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    setDone(null);
    setStep({ kind: 'loading' });
    void refresh();
  }, [open, refresh]);

  /** Runs a step's work with the busy state and the translated failure. */
  const run = async (work: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure(secondFactorErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      const number = westernDigits(phone).replace(/[\s-]/g, '');
      if (!E164.test(number)) throw Object.assign(new Error('phone'), { messageKey: 'secondFactor.error.phoneFormat' });
      const container = recaptcha.current;
      if (!container) return;
      try {
        const verificationId = await (await loadClient()).startEnrolment(number, container);
        setCode('');
        setStep({ kind: 'code', verificationId });
      } catch (error) {
        if (isCode(error, 'auth/requires-recent-login')) return setStep({ kind: 'password', then: 'enrol' });
        throw error;
      }
    });

  const remove = (factor: PhoneMultiFactorInfo) =>
    run(async () => {
      try {
        await (await loadClient()).unenrol(factor.uid);
        setDone('secondFactor.enrol.removed');
        await refresh();
      } catch (error) {
        if (isCode(error, 'auth/requires-recent-login')) return setStep({ kind: 'password', then: 'remove' });
        throw error;
      }
    });

  /** After a re-authentication: what the person was doing. */
  const resume = async (then: 'enrol' | 'remove') => {
    setPassword('');
    if (then === 'enrol') return setStep({ kind: 'phone' });
    const account = await (await loadClient()).accountFactors();
    const factor = account.factors[0];
    if (factor) await remove(factor);
    else await refresh();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind === 'phone') return void sendCode();
    if (step.kind === 'code') {
      return void run(async () => {
        const typed = westernDigits(code).trim();
        if (!/^\d{6}$/.test(typed))
          throw Object.assign(new Error('code'), { messageKey: 'secondFactor.error.codeFormat' });
        await (await loadClient()).finishEnrolment(step.verificationId, typed, t('secondFactor.enrol.factorName'));
        setDone('secondFactor.enrol.added');
        await refresh();
      });
    }
    if (step.kind === 'password') {
      const then = step.then;
      return void run(async () => {
        try {
          await (await loadClient()).reauthenticate(password);
        } catch (error) {
          if (isCode(error, 'auth/multi-factor-auth-required')) return setStep({ kind: 'stepUp', error, then });
          throw error;
        }
        await resume(then);
      });
    }
  };

  const actions = (() => {
    switch (step.kind) {
      case 'unverified':
        return (
          <Button
            variant="contained"
            loading={busy}
            onClick={() =>
              void run(async () => {
                await (await loadClient()).sendVerificationEmail();
                setStep({ ...step, sent: true });
              })
            }
          >
            {t('secondFactor.enrol.sendVerification')}
          </Button>
        );
      case 'phone':
        return (
          <Button type="submit" form="second-factor-form" variant="contained" loading={busy}>
            {t('secondFactor.enrol.sendCode')}
          </Button>
        );
      case 'code':
        return (
          <Button type="submit" form="second-factor-form" variant="contained" loading={busy}>
            {t('secondFactor.enrol.confirm')}
          </Button>
        );
      case 'password':
        return (
          <Button type="submit" form="second-factor-form" variant="contained" loading={busy}>
            {t('secondFactor.enrol.continue')}
          </Button>
        );
      default:
        return null;
    }
  })();

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="second-factor-title">
      <DialogTitle id="second-factor-title">{t('secondFactor.enrol.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="second-factor-form" noValidate spacing={2} onSubmit={submit} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{t('secondFactor.enrol.why')}</Typography>
          {done && <Alert severity="success">{t(done)}</Alert>}
          {failure && (
            <Alert severity="error" role="alert">
              {t(failure)}
            </Alert>
          )}
          {step.kind === 'unverified' && (
            <Alert severity="info" data-testid="second-factor-unverified">
              {t('secondFactor.enrol.unverified')}
              <Typography component="bdi" dir="ltr" sx={{ display: 'block', fontWeight: 500, mt: 0.5 }}>
                {step.email}
              </Typography>
            </Alert>
          )}
          {step.kind === 'unverified' && step.sent && (
            <Alert severity="success">{t('secondFactor.enrol.verificationSent')}</Alert>
          )}
          {step.kind === 'enrolled' &&
            step.factors.map((factor) => (
              <Stack
                key={factor.uid}
                direction="row"
                spacing={2}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                data-testid="second-factor-enrolled"
              >
                <Typography>
                  {t('secondFactor.enrol.enrolledOn')} <bdi dir="ltr">{factor.phoneNumber}</bdi>
                </Typography>
                <Button color="error" onClick={() => void remove(factor)} loading={busy} sx={{ minHeight: 44 }}>
                  {t('secondFactor.enrol.remove')}
                </Button>
              </Stack>
            ))}
          {step.kind === 'phone' && (
            <TextField
              label={t('secondFactor.enrol.phone')}
              helperText={t('secondFactor.enrol.phoneHelp')}
              value={phone}
              onChange={(event) => {
                setPhone(event.target.value);
                setFailure(null);
              }}
              type="tel"
              autoComplete="tel"
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
              autoFocus
            />
          )}
          {step.kind === 'code' && (
            <>
              <Typography>
                {t('secondFactor.signIn.sent')} <bdi dir="ltr">{westernDigits(phone)}</bdi>
              </Typography>
              <TextField
                label={t('secondFactor.code')}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setFailure(null);
                }}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 6 } }}
                autoFocus
              />
            </>
          )}
          {step.kind === 'password' && (
            <TextField
              label={t('secondFactor.enrol.password')}
              helperText={t('secondFactor.enrol.passwordHelp')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setFailure(null);
              }}
              autoFocus
            />
          )}
          <div ref={recaptcha} />
        </Stack>
        {step.kind === 'stepUp' && (
          <Suspense fallback={null}>
            <SecondFactorStep
              error={step.error}
              submitLabel={t('secondFactor.enrol.continue')}
              onResolve={async (pending, typed) => {
                const client = await loadClient();
                await client.confirmSecondFactor(pending, typed);
                await resume(step.then);
              }}
              onCancel={() => setStep({ kind: 'password', then: step.then })}
            />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, '& .MuiButton-root': { minHeight: 44 } }}>
        <Button onClick={onClose}>{t('secondFactor.enrol.close')}</Button>
        {actions}
      </DialogActions>
    </Dialog>
  );
}
