import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorErrorKey } from './secondFactorErrors';
import type { PendingSecondFactor } from '@/lib/session/secondFactorClient';

/** The code sent for each held sign-in (its error), so a step mounted again sends no second SMS. */
const sent = new WeakMap<object, Promise<PendingSecondFactor>>();

/**
 * Sends the SMS code of a held sign-in once: a step mounted again for the same sign-in
 * (the same `error`) waits for the first send instead of sending another code, which
 * would make the first one useless (and cost an SMS). "Send a new code" (`round` > 0)
 * always sends.
 * @param error the `auth/multi-factor-auth-required` error Firebase held the sign-in with
 * @param container the element the reCAPTCHA verifier renders into
 * @param round 0 for the first send, then one more per "Send a new code"
 * @returns the pending sign-in (resolver, masked phone, verification id)
 * @throws FirebaseError when Firebase refuses to send (too many attempts, no SMS factor)
 */
function sendOnce(error: unknown, container: HTMLElement, round: number): Promise<PendingSecondFactor> {
  const send = () =>
    import('@/lib/session/secondFactorClient').then((client) => client.sendSecondFactorCode(error, container));
  if (round > 0 || typeof error !== 'object' || error === null) return send();
  let pending = sent.get(error);
  if (!pending) {
    pending = send();
    sent.set(error, pending);
    pending.catch(() => sent.delete(error));
  }
  return pending;
}

/**
 * The SMS code step of a sign-in (or step-up) held for a second factor (docs/access.md,
 * "Second factor"; issue 51 item 1). Sends the code to the person's enrolled phone at
 * once, then asks for it; a wrong or expired code says so and keeps what was typed; "Send
 * a new code" sends another. Loaded lazily with the second factor's Firebase part.
 * @param error the `auth/multi-factor-auth-required` error
 * @param onResolve called with the pending sign-in and the code: finishes it (throws on a
 *   wrong code)
 * @param onCancel back to what came before (the password form, the dialog)
 * @param submitLabel the submit button's text (a step-up: "Continue")
 */
export default function SecondFactorStep(props: {
  readonly error: unknown;
  readonly onResolve: (pending: PendingSecondFactor, code: string) => Promise<void>;
  readonly onCancel: () => void;
  /** The submit button's text; "Verify and sign in" unless given. */
  readonly submitLabel?: string;
}) {
  const { error, onResolve, onCancel, submitLabel } = props;
  const { t } = useTranslation();
  const recaptcha = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let stopped = false;
    const container = recaptcha.current;
    if (!container) return;
    setBusy(true);
    void sendOnce(error, container, round)
      .then((sent) => {
        if (!stopped) setPending(sent);
      })
      .catch((cause: unknown) => {
        if (!stopped) setFailure(secondFactorErrorKey(cause));
      })
      .finally(() => {
        if (!stopped) setBusy(false);
      });
    return () => {
      stopped = true;
    };
  }, [error, round]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!pending) return;
    if (!/^\d{6}$/.test(code.trim())) return setFailure('secondFactor.error.codeFormat');
    setFailure(null);
    setBusy(true);
    try {
      await onResolve(pending, code.trim());
    } catch (cause) {
      setFailure(secondFactorErrorKey(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
      data-testid="second-factor-step"
    >
      <Typography variant="h6" component="h2">
        {t('secondFactor.signIn.title')}
      </Typography>
      <Typography color="text.secondary">
        {pending ? (
          <>
            {t('secondFactor.signIn.sent')} <bdi dir="ltr">{pending.phone}</bdi>
          </>
        ) : (
          t('secondFactor.signIn.sending')
        )}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {t(failure)}
        </Alert>
      )}
      <TextField
        label={t('secondFactor.code')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)));
          setFailure(null);
        }}
        autoComplete="one-time-code"
        slotProps={{
          htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 6, 'data-testid': 'second-factor-code' },
        }}
        autoFocus
      />
      <div ref={recaptcha} />
      <Button type="submit" variant="contained" size="large" loading={busy} disabled={!pending}>
        {submitLabel ?? t('secondFactor.signIn.submit')}
      </Button>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onCancel} sx={{ minHeight: 44 }}>
          {t('secondFactor.back')}
        </Button>
        <Button
          onClick={() => {
            setPending(null);
            setFailure(null);
            setRound((value) => value + 1);
          }}
          disabled={busy}
          sx={{ minHeight: 44 }}
        >
          {t('secondFactor.resend')}
        </Button>
      </Stack>
    </Stack>
  );
}
