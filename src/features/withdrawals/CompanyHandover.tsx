import GroupsIcon from '@mui/icons-material/Groups';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ReferenceName, useReference } from '@/components/entity/references';
import { ReferencePicker } from '@/components/form/ReferencePicker';
import { REMITTANCE_METHODS, remittanceEntity } from '@/entities/remittance';
import { riderAccountEntity } from '@/entities/riderAccount';
import { handoverRiders } from '@/lib/data/handover';
import { HANDOVER_LIST_LIMIT, HANDOVER_PARAM, type HandoverResult, type HandoverRider } from '@/lib/data/handoverModel';
import { dataProvider } from '@/lib/data/provider';
import { afterWrite } from '@/lib/data/queries';
import { baisaToOmr } from '@/lib/entity/parse';
import { errorText } from '@/lib/errors';
import { formatCurrency } from '@/lib/format';
import { useNotify } from '@/lib/notify/useNotify';
import { entityKeys } from '@/lib/query/keys';
import { useCan } from '@/lib/session/useCan';
import { checkAmount, handoverLines, prefilled } from './handoverForm';

/** A company's riders holding cash (src/lib/data/handover.ts), keyed under the riderAccounts: a confirmation refreshes it. */
const ridersQuery = (companyId: string) =>
  queryOptions({
    queryKey: entityKeys(riderAccountEntity).list('handover', companyId),
    queryFn: () => handoverRiders(companyId),
    enabled: Boolean(companyId),
  });

/**
 * One rider of the hand-over: their name, the cash they hold, and the amount handed over
 * for them (OMR as typed; its message under it when refused).
 * @param rider the rider's uid and cash held (baisa)
 * @param value the amount typed
 * @param onChange called with the new text
 */
function HandoverRow(props: {
  readonly rider: HandoverRider;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { rider } = props;
  const { title } = useReference('rider', rider.riderId);
  const checked = checkAmount(props.value, rider.cashHeld);
  const error = 'errorKey' in checked ? t(checked.errorKey) : undefined;
  return (
    <TableRow data-testid={`handover-rider-${rider.riderId}`}>
      <TableCell>
        <ReferenceName entity="rider" id={rider.riderId} link={false} />
      </TableCell>
      <TableCell align="right">
        <bdi dir="ltr">{formatCurrency(baisaToOmr(rider.cashHeld), i18n.language)}</bdi>
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            htmlInput: {
              dir: 'ltr',
              inputMode: 'decimal',
              'aria-label': t('handover.amountFor', { rider: title }),
              'data-rider': rider.riderId,
            },
          }}
          sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
        />
      </TableCell>
    </TableRow>
  );
}

/**
 * "Record a company hand-over" on /withdraw/remittances, for those who record remittances
 * and read riders' accounts; `?handover=<company uid>` opens it with that company chosen.
 */
export function CompanyHandoverButton() {
  const { t } = useTranslation();
  const { can } = useCan();
  const [params, setParams] = useSearchParams();
  const fromLink = params.get(HANDOVER_PARAM);
  const [open, setOpen] = useState(false);
  if (!can('create', remittanceEntity) || !can('read', riderAccountEntity)) return null;
  const close = () => {
    setOpen(false);
    if (fromLink !== null) {
      const next = new URLSearchParams(params);
      next.delete(HANDOVER_PARAM);
      setParams(next, { replace: true });
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<GroupsIcon />} onClick={() => setOpen(true)}>
        {t('handover.open')}
      </Button>
      {(open || fromLink !== null) && <CompanyHandoverDialog companyId={fromLink ?? ''} onClose={close} />}
    </>
  );
}

/**
 * The hand-over dialog (issue 49 item 4; docs/data-model.md `remittances`, "A company's
 * hand-over"): choose the company; its riders holding cash are listed (most first, at most
 * HANDOVER_LIST_LIMIT), each amount starting at the cash they hold and editable (empty or 0:
 * not included; more than held, negative or more than 3 decimals is refused, translated);
 * method, reference and note apply to every rider. Recording writes one pending remittance
 * per rider (the data provider's recordHandover); each is confirmed by another person.
 * @param companyId the company chosen at first ('' for none)
 * @param onClose called when the dialog closes
 */
function CompanyHandoverDialog(props: { readonly companyId: string; readonly onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const [companyId, setCompanyId] = useState(props.companyId);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [method, setMethod] = useState<(typeof REMITTANCE_METHODS)[number]>('cash');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  // One id per hand-over, kept across a retry so the riders already recorded are never recorded twice.
  const [handoverId] = useState(() => dataProvider.newId(remittanceEntity));
  const [partial, setPartial] = useState<HandoverResult | null>(null);
  const riders = useQuery(ridersQuery(companyId));
  const recorded = useMemo(() => new Set(partial?.recorded ?? []), [partial]);
  const shown = useMemo(() => (riders.data ?? []).filter((r) => !recorded.has(r.riderId)), [riders.data, recorded]);
  const result = handoverLines(shown, typed);
  const money = (baisa: number) => <bdi dir="ltr">{formatCurrency(baisaToOmr(baisa), i18n.language)}</bdi>;

  const record = useMutation({
    mutationFn: () =>
      dataProvider.recordHandover(remittanceEntity, {
        handoverId,
        deliveryCompanyId: companyId,
        lines: result?.lines ?? [],
        method,
        reference: reference.trim(),
        note: note.trim(),
      }),
    onSuccess: async (done) => {
      await afterWrite(client, remittanceEntity, 'recordHandover');
      const all = [...(partial?.recorded ?? []), ...done.recorded];
      if (done.error === null) {
        notify({ message: t('handover.recorded', { count: all.length }), severity: 'success' });
        props.onClose();
      } else {
        setPartial({ recorded: all, failed: done.failed, error: done.error });
      }
    },
  });

  const chooseCompany = (id: string) => {
    setCompanyId(id);
    setTyped({});
    setPartial(null);
  };
  const canRecord = Boolean(companyId) && result !== null && result.lines.length > 0 && !record.isPending;

  return (
    <Dialog open onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby="handover-title">
      <DialogTitle id="handover-title">{t('handover.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }} color="text.secondary">
          {t('handover.intro')}
        </Typography>
        <ReferencePicker
          entity="deliveryCompany"
          name="deliveryCompanyId"
          label={t('handover.company')}
          value={companyId}
          onChange={chooseCompany}
          sx={{ mb: 2 }}
        />
        {riders.isError && <Alert severity="error">{errorText(t, riders.error)}</Alert>}
        {companyId && riders.data?.length === 0 && <Alert severity="info">{t('handover.noRiders')}</Alert>}
        {shown.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('handover.riders')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('remittance.rider')}</TableCell>
                  <TableCell align="right">{t('riderAccount.cashHeld')}</TableCell>
                  <TableCell sx={{ width: 190 }}>{t('handover.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((rider) => (
                  <HandoverRow
                    key={rider.riderId}
                    rider={rider}
                    value={typed[rider.riderId] ?? prefilled(rider.cashHeld)}
                    onChange={(value) => setTyped({ ...typed, [rider.riderId]: value })}
                  />
                ))}
              </TableBody>
              <TableFooter sx={{ '& .MuiTableCell-root': { fontSize: '0.875rem', color: 'text.primary' } }}>
                <TableRow>
                  <TableCell colSpan={2}>
                    <strong>{t('handover.total', { count: result?.lines.length ?? 0 })}</strong>
                  </TableCell>
                  <TableCell data-testid="handover-total" data-baisa={result?.total ?? ''}>
                    <strong>{result ? money(result.total) : '—'}</strong>
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
            {riders.data?.length === HANDOVER_LIST_LIMIT && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('handover.limited', { max: HANDOVER_LIST_LIMIT })}
              </Typography>
            )}
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' }, mt: 2 }}>
          <TextField
            select
            label={t('remittance.method')}
            value={method}
            onChange={(e) => setMethod(e.target.value as typeof method)}
          >
            {REMITTANCE_METHODS.map((m) => (
              <MenuItem key={m} value={m} sx={{ minHeight: 44 }}>
                {t(`remittance.methods.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('remittance.reference')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 100 } }}
          />
          <TextField
            label={t('remittance.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { dir: 'auto', maxLength: 500 } }}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
        </Box>
        {partial && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('handover.partly', { recorded: partial.recorded.length, failed: partial.failed.length })}{' '}
            {errorText(t, partial.error)}
          </Alert>
        )}
        {record.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(t, record.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} sx={{ minHeight: 44 }}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => record.mutate()} disabled={!canRecord} sx={{ minHeight: 44 }}>
          {partial ? t('handover.recordRest') : t('handover.record')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
