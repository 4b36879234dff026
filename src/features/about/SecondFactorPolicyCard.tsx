import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonName, useViewer } from '@/components/screens/audit/names';
import { providerWrite } from '@/lib/data/queries';
import { secondFactorSettingQuery } from '@/lib/data/secondFactorSetting';
import { errorKey, errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useNotify } from '@/lib/notify/useNotify';
import { useCan } from '@/lib/session/useCan';
import { useSession } from '@/lib/session/useSession';
import { LoadingBlock } from '@/components/feedback/LoadingBlock';
import { RetryAlert } from '@/components/feedback/RetryAlert';

/**
 * The second-factor setting of the About App screen (docs/access.md, "Second factor";
 * issue 51 item 1): whether a second factor is required for the writes of
 * src/config/secondFactor.ts, and its maker-checked change. An All holder proposes turning
 * it on or off; another All holder confirms or rejects; the proposer may withdraw, and
 * their Confirm is disabled with the reason written out (a touch screen shows no
 * tooltip). Everyone else sees the state only. A refused step says why and changes nothing;
 * a failed read says why with a Retry.
 */
export function SecondFactorPolicyCard() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.user.uid : null;
  const admin = useCan().can('edit', { task: 'setSignInPolicies' });
  const setting = useQuery(secondFactorSettingQuery());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (step: () => Promise<void>, doneKey: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await step();
      notify({ message: t(doneKey), severity: 'success' });
    } catch (error) {
      setFailure(errorKey(error));
    } finally {
      setBusy(false);
    }
  };

  const data = setting.data;
  const proposal = data?.proposal ?? null;
  const own = proposal !== null && proposal.proposedBy === uid;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="second-factor-policy-title"
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="second-factor-policy-title" variant="h6" component="h2">
            {t('secondFactor.policy.title')}
          </Typography>
          {data && (
            <Chip
              label={t(data.required ? 'secondFactor.policy.on' : 'secondFactor.policy.off')}
              color={data.required ? 'success' : 'default'}
              data-testid="second-factor-state"
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('secondFactor.policy.help')}
        </Typography>
        {setting.isPending && (
          // Still reading the setting: not a card with no state and no buttons.
          <LoadingBlock height={44} />
        )}
        {setting.isError && (
          <RetryAlert severity="error" onRetry={() => void setting.refetch()}>
            {errorText(t, setting.error)}
          </RetryAlert>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {t(failure)}
          </Alert>
        )}
        {proposal && (
          <Alert severity="info" role="status" data-testid="second-factor-proposal">
            <PersonName id={proposal.proposedBy} viewer={viewer} knownType="employee" exact />{' '}
            {t(proposal.required ? 'secondFactor.policy.pendingOn' : 'secondFactor.policy.pendingOff', {
              date: proposal.proposedAt ? formatDate(proposal.proposedAt, i18n.language, true) : '',
            })}
          </Alert>
        )}
        {admin && data && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ '& .MuiButton-root': { minHeight: 44 } }}>
            {proposal ? (
              <>
                <Button
                  variant="contained"
                  disabled={own || busy}
                  aria-describedby={own ? 'second-factor-own' : undefined}
                  onClick={() =>
                    void run(
                      () => providerWrite(queryClient, 'confirmSecondFactorChange', proposal),
                      'secondFactor.policy.confirmed',
                    )
                  }
                >
                  {t('secondFactor.policy.confirm')}
                </Button>
                <Button
                  disabled={busy}
                  onClick={() =>
                    void run(() => providerWrite(queryClient, 'dropSecondFactorChange'), 'secondFactor.policy.dropped')
                  }
                >
                  {t(own ? 'secondFactor.policy.withdraw' : 'secondFactor.policy.reject')}
                </Button>
              </>
            ) : (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => providerWrite(queryClient, 'proposeSecondFactorChange', !data.required),
                    'secondFactor.policy.proposed',
                  )
                }
              >
                {t(data.required ? 'secondFactor.policy.proposeOff' : 'secondFactor.policy.proposeOn')}
              </Button>
            )}
          </Stack>
        )}
        {own && (
          <Typography id="second-factor-own" variant="body2" color="text.secondary">
            {t('secondFactor.policy.ownProposal')}
          </Typography>
        )}
        {!admin && (
          <Typography variant="body2" color="text.secondary">
            {t('secondFactor.policy.allOnly')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
