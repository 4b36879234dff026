import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { orderEntity, type Order } from '@/entities/order';
import { MAX_REASON } from '@/lib/entity/define';
import { isKnownPosition, rankRiders } from '@/domains/orders/late/lateModel';
import { errorText } from '@/lib/errors';
import { formatUnit } from '@/lib/format';
import { baisaToOmr } from '@/lib/entity/parse';
import { useNotify } from '@/lib/notify/useNotify';
import { afterWrite } from '@/lib/data/queries';
import { appKeys } from '@/lib/query/keys';
import { appInfoQuery } from '@/components/screens/appInfo';
import { assignableCompaniesQuery, assignableRidersQuery, assignOrder, pickupQuery } from './dispatch';
import { overCashLimit, useRidersCash } from './riderCash';

/** A distance in the locale: metres below 1 km, else kilometres. */
function distanceText(meters: number, locale: string): string {
  return meters < 1000
    ? formatUnit(meters, 'meter', locale)
    : formatUnit(Math.round(meters / 100) / 10, 'kilometer', locale);
}

/**
 * The assignment dialog (issue 32, dispatch; docs/data-model.md "Dispatch"): the person
 * picks an unblocked delivery company, then one of its unblocked riders (nearest the
 * supplier first when both positions are known; beyond App info's maximum radius shown
 * but not offered; holding App info's cash limit or more, shown with the cash held and
 * why, but not offered: issue 49), may add a note, reads what will happen and confirms. The write is a
 * decision (audited, rules-enforced); a failure says why and keeps the choice for a retry.
 * @param order the order to assign (open, not picked up)
 * @param onClose called when the dialog closes (after an assignment too)
 */
export function AssignDialog(props: { readonly order: Order; readonly onClose: () => void }) {
  const { order } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [companyId, setCompanyId] = useState(order.deliveryCompanyId ?? '');
  const [riderId, setRiderId] = useState(order.riderId ?? '');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const companies = useQuery(assignableCompaniesQuery());
  const riders = useQuery(assignableRidersQuery(companyId));
  const pickup = useQuery(pickupQuery(order.supplierId));
  const info = useQuery(appInfoQuery());
  const radius = {
    minRadiusMeters: info.data?.minRadiusMeters ?? 0,
    maxRadiusMeters: info.data?.maxRadiusMeters || Number.POSITIVE_INFINITY,
  };
  const pickupPosition = pickup.data && isKnownPosition(pickup.data) ? pickup.data : null;
  const ranked = rankRiders(riders.data ?? [], pickupPosition, radius);
  const company = companies.data?.find((c) => c.id === companyId);
  const cashLimit = info.data?.riderCashLimit;
  const riderCash = useRidersCash(ranked.map((r) => r.rider.id));
  const overLimit = (id: string) => overCashLimit(riderCash.cash.get(id) ?? 0, cashLimit);
  const chosen = ranked.find((r) => r.rider.id === riderId && !r.outOfRange && !overLimit(r.rider.id))?.rider;
  const loading = companies.isPending || (Boolean(companyId) && riders.isPending);

  const submit = async () => {
    if (!company || !chosen) return;
    setSaving(true);
    setFailure(null);
    try {
      await assignOrder(order, company.id, chosen.id, note);
      notify({ message: t('order.assignedMessage', { rider: chosen.name }), severity: 'success' });
      void afterWrite(queryClient, orderEntity, 'assign', [appKeys.timeline(order.id)]);
      props.onClose();
    } catch (error) {
      setFailure(errorText(t, error));
      void queryClient.invalidateQueries({ queryKey: assignableRidersQuery(companyId).queryKey });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : props.onClose} fullWidth maxWidth="sm" aria-labelledby="assign-title">
      <DialogTitle id="assign-title">{t(order.riderId ? 'order.reassign' : 'order.assign')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {loading && <LinearProgress aria-label={t('common.loading')} />}
          {companies.error && (
            <RetryAlert severity="error" onRetry={() => void companies.refetch()}>
              {t('order.assignLoadError')} {errorText(t, companies.error)}
            </RetryAlert>
          )}
          <TextField
            select
            label={t('order.deliveryCompany')}
            value={company ? companyId : ''}
            onChange={(event) => {
              setCompanyId(event.target.value);
              setRiderId('');
            }}
            disabled={saving || !companies.data}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
          >
            {(companies.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                <bdi dir="auto">{c.name}</bdi>
              </MenuItem>
            ))}
          </TextField>
          {riders.error && (
            <RetryAlert severity="error" onRetry={() => void riders.refetch()}>
              {t('order.assignLoadError')} {errorText(t, riders.error)}
            </RetryAlert>
          )}
          {company && riders.data && (
            <FormControl component="fieldset" disabled={saving}>
              <FormLabel component="legend">{t('order.rider')}</FormLabel>
              {ranked.length === 0 ? (
                <Typography color="text.secondary">{t('order.noRiders')}</Typography>
              ) : (
                <RadioGroup value={chosen ? riderId : ''} onChange={(event) => setRiderId(event.target.value)}>
                  {ranked.map(({ rider, distance, outOfRange }) => (
                    <FormControlLabel
                      key={rider.id}
                      value={rider.id}
                      disabled={outOfRange || overLimit(rider.id) || riderCash.pending}
                      control={<Radio />}
                      label={
                        <span>
                          <bdi dir="auto">{rider.name}</bdi>{' '}
                          <Typography component="span" variant="body2" color="text.secondary">
                            {distance === null
                              ? t(pickupPosition ? 'order.positionUnknown' : 'order.pickupUnknown')
                              : outOfRange
                                ? t('order.outOfRange', { distance: distanceText(distance, locale) })
                                : t('order.distance', { distance: distanceText(distance, locale) })}
                          </Typography>
                          {riderCash.cash.has(rider.id) && (
                            <Typography
                              component="span"
                              variant="body2"
                              color={overLimit(rider.id) ? 'error' : 'text.secondary'}
                              sx={{ display: 'block' }}
                              data-testid={`rider-cash-${rider.id}`}
                            >
                              {t(overLimit(rider.id) ? 'order.overCashLimit' : 'order.cashHeld', {
                                amount: baisaToOmr(riderCash.cash.get(rider.id) ?? 0),
                                limit: baisaToOmr(cashLimit ?? 0),
                              })}
                            </Typography>
                          )}
                        </span>
                      }
                    />
                  ))}
                </RadioGroup>
              )}
            </FormControl>
          )}
          <TextField
            label={t('order.assignNote')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            disabled={saving}
            multiline
            slotProps={{ htmlInput: { maxLength: MAX_REASON, dir: 'auto' } }}
          />
          {company && chosen && (
            <Alert severity="info" role="status">
              {t('order.assignConfirm', { rider: chosen.name, company: company.name, id: order.id })}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!company || !chosen || saving}>
          {t(failure ? 'order.assignRetry' : 'order.assignSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
