import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDLE_MINUTES } from '@/config/session';
import { providerWrite } from '@/lib/data/queries';
import { isIdleMinutes, sessionPolicyQuery } from '@/lib/data/sessionPolicy';
import { errorKey, errorText } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { useNotify } from '@/lib/notify/useNotify';
import { useCan } from '@/lib/session/useCan';
import { LoadingBlock } from '@/components/feedback/LoadingBlock';
import { RetryAlert } from '@/components/feedback/RetryAlert';

/**
 * The session settings of the About App screen (docs/access.md, "Sessions"; issue 51):
 * the minutes without input after which an open panel signs out (2 to 480, 30 when
 * never set). Every /about holder sees the value; only All holders change it (the rules
 * refuse anyone else). A failed read says why with a Retry; a refused or invalid save
 * says why and keeps what was typed. The save goes through the provider
 * (`writeIdleMinutes`), which refreshes the value shown.
 */
export function SessionPolicyCard() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const admin = useCan().can('edit', { task: 'setSignInPolicies' });
  const policy = useQuery(sessionPolicyQuery());
  const stored = policy.data ?? null;
  // What the person typed; null until they type, showing the stored value.
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? (stored === null ? '' : String(stored));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const minutes = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  const invalid = !isIdleMinutes(minutes);
  const range = {
    min: formatNumber(IDLE_MINUTES.min, i18n.language),
    max: formatNumber(IDLE_MINUTES.max, i18n.language),
  };

  const save = async () => {
    if (invalid) return;
    setSaving(true);
    setFailure(null);
    try {
      await providerWrite(queryClient, 'writeIdleMinutes', minutes);
      notify({ message: t('session.policy.saved'), severity: 'success' });
    } catch (error) {
      setFailure(errorKey(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="session-policy-title"
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}
    >
      <Stack spacing={1.5}>
        <Typography id="session-policy-title" variant="h6" component="h2">
          {t('session.policy.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('session.policy.help')}
        </Typography>
        {policy.isError && (
          <RetryAlert severity="error" onRetry={() => void policy.refetch()}>
            {errorText(t, policy.error)}
          </RetryAlert>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {t(failure)}
          </Alert>
        )}
        {admin ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={t('session.idleMinutes')}
              value={value}
              onChange={(e) => setTyped(e.target.value.slice(0, 4))}
              error={value !== '' && invalid}
              helperText={
                invalid && value !== '' ? t('session.policy.range', range) : t('session.policy.rangeHelp', range)
              }
              disabled={stored === null}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
              sx={{ width: { xs: '100%', sm: 360 } }}
            />
            <Button
              variant="contained"
              loading={saving}
              disabled={stored === null || invalid || minutes === stored}
              onClick={() => void save()}
              sx={{ minHeight: 56 }}
            >
              {t('session.policy.save')}
            </Button>
          </Stack>
        ) : stored !== null ? (
          <Typography>
            {t('session.policy.current', { count: stored })}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {t('session.policy.allOnly')}
            </Typography>
          </Typography>
        ) : (
          // Still reading the policy (or it failed, said above): not an empty card.
          policy.isPending && <LoadingBlock height={24} />
        )}
      </Stack>
    </Paper>
  );
}
