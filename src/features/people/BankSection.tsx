import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { DescriptionList } from '@/components/entity/DescriptionList';
import { ReferenceName } from '@/components/entity/references';
import { useConfirm } from '@/components/feedback/useConfirm';
import { FormikTextField } from '@/components/form/FormikTextField';
import { supplierAccountEntity } from '@/entities/supplierAccount';
import { BANK_FIELDS, BANK_FORM_FIELDS, supplierBankEntity, type BankField } from '@/entities/supplierBank';
import { dataProvider } from '@/lib/data/provider';
import type { AnyDefinition, Entity } from '@/lib/data/types';
import { useStepUp } from '@/components/secondFactor/useStepUp';
import { errorKey, errorText } from '@/lib/errors';
import { formatCurrency, formatDate } from '@/lib/format';
import { baisaToOmr } from '@/lib/entity/parse';
import { fieldSchemas } from '@/lib/entity/schema';
import { useNotify } from '@/lib/notify/useNotify';
import { entityKeys } from '@/lib/query/keys';
import { providerWrite } from '@/lib/data/queries';
import { ChangedText } from './ChangedText';
import type { BankDetails } from './bank';
import { useCan } from '@/lib/session/useCan';
import { LoadingBlock } from '@/components/feedback/LoadingBlock';

const EMPTY: BankDetails = { accountHolder: '', accountNumber: '', iban: '', bankName: '' };

/** What the proposal form checks: the proposed fields' own schema (the rules check the same on the stored values). */
const SCHEMA = yup.object(fieldSchemas(BANK_FORM_FIELDS));

/** A detail's direction: the account number and IBAN left to right, names as written. */
const DIR = (field: BankField) => BANK_FORM_FIELDS[field].dir ?? 'auto';

/** "Propose new bank details": a dialog; a failed save keeps what was typed and says why. */
function ProposeBank(props: { readonly supplierId: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<BankDetails>({
    initialValues: EMPTY,
    validationSchema: SCHEMA,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await providerWrite(queryClient, 'propose', supplierBankEntity, props.supplierId, values);
        notify({ message: t('people.bankProposal.proposed'), severity: 'success' });
        setOpen(false);
        form.resetForm();
      } catch (error) {
        setFailure(errorText(t, error));
      }
    },
  });
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('people.bankProposal.propose')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="propose-bank-title">
        <form onSubmit={form.handleSubmit} noValidate>
          <DialogTitle id="propose-bank-title">{t('people.bankProposal.propose')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <DialogContentText>{t('people.bankProposal.proposeHelp')}</DialogContentText>
              {failure && <Alert severity="error">{failure}</Alert>}
              {BANK_FIELDS.map((field) => (
                <FormikTextField
                  key={field}
                  form={form}
                  name={field}
                  label={t(`supplierAccount.${field}`)}
                  dir={DIR(field)}
                  inputMode={field === 'accountNumber' ? 'numeric' : 'text'}
                />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="submit" variant="contained" loading={form.isSubmitting}>
              {t('people.bankProposal.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

/**
 * One document of a supplier (their amounts or bank details, id = the supplier's uid), or
 * null when they have none yet; not asked when the viewer may not read it.
 */
function useSupplierDoc<T extends Entity>(
  entity: AnyDefinition<T> & { readonly name: string },
  id: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: entityKeys(entity).one(id),
    queryFn: () =>
      dataProvider.getOne(entity, id).catch((error: unknown) => {
        if (errorKey(error) === 'error.notFound') return null;
        throw error;
      }),
    enabled,
    retry: false,
  });
}

/**
 * A supplier's payment amounts (supplierAccounts/{id}) and bank details
 * (supplierBanks/{id}) (spec §3 Supplier), each shown to the paths that read it
 * (docs/access.md, "Which fields each path reads": amounts to /supplier, /withdraw and
 * /refunds; bank details to /supplier and /withdraw; the rules refuse others and the
 * section is not shown), with bank changes under maker-checker (docs/access.md, "Bank
 * details"): a /supplier holder proposes new details; a pending proposal is shown apart
 * from the confirmed details with who proposed it and when; another holder confirms or
 * rejects it (the proposer's own buttons are disabled, and the rules refuse them).
 * @param id the supplier's uid
 */
export function BankSection({ id }: { readonly id: string }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const [failure, setFailure] = useState<string | null>(null);
  const stepUp = useStepUp();
  const { can, caller } = useCan();
  // Each read by the paths of its definition (COLLECTION_OWNERS); proposed and decided by /supplier.
  const readsAmounts = can('read', supplierAccountEntity);
  const readsBank = can('read', supplierBankEntity);
  const canPropose = can('decide', supplierBankEntity);
  const amounts = useSupplierDoc(supplierAccountEntity, id, readsAmounts);
  const query = useSupplierDoc(supplierBankEntity, id, readsBank);
  if (!readsAmounts && !readsBank) return null;
  const account = amounts.data ?? null;
  const bank = query.data ?? null;
  const omr = (baisa: number | undefined) =>
    baisa === undefined ? '—' : formatCurrency(baisaToOmr(baisa), i18n.language);
  const pending = bank?.proposedBy ? bank : null;
  // The proposal as shown: a step applies to it only (not to one made since).
  const seen = (bank ?? {}) as unknown as Readonly<Record<string, unknown>>;
  // Whoever proposes does not confirm (maker-checker: the rules refuse it).
  const mine = pending?.proposedBy === caller.uid;
  const readsEmployees = can('read', { userType: 'employee' });
  const step = async (kind: 'confirm' | 'reject') => {
    setFailure(null);
    stepUp.clear();
    const answer = await confirm({
      title: t(`people.bankProposal.${kind}`),
      message: t(`people.bankProposal.${kind}Confirm`),
      confirmLabel: t(`people.bankProposal.${kind}`),
      danger: kind === 'reject',
      ...(kind === 'reject' ? { reasonLabel: t('people.reasonOptional') } : {}),
    });
    if (!answer) return;
    try {
      // Each marks stale the bank details and the supplier's History (each step is an entry about them).
      if (kind === 'confirm') await providerWrite(queryClient, 'confirmProposal', supplierBankEntity, id, seen);
      else await providerWrite(queryClient, 'rejectProposal', supplierBankEntity, id, seen, answer.reason || null);
      notify({ message: t(`people.bankProposal.${kind}ed`), severity: 'success' });
    } catch (error) {
      // A confirmation refused for want of a second factor: the step-up offer instead.
      if (!(await stepUp.refusedForFactor(error))) setFailure(errorKey(error));
    }
  };
  const stored = (bank ?? {}) as unknown as Readonly<Record<string, unknown>>;
  const details = (prefix: '' | 'proposed') =>
    BANK_FIELDS.map((field) => {
      const key = prefix ? `proposed${field.charAt(0).toUpperCase()}${field.slice(1)}` : field;
      const value = String(stored[key] ?? '');
      if (prefix) {
        // The proposal's characters that differ from the confirmed details are marked.
        const before = String(stored[field] ?? '');
        return {
          label: t(`supplierAccount.${field}`),
          value: (
            <ChangedText
              before={before}
              after={value}
              dir={DIR(field)}
              unit={DIR(field) === 'ltr' ? 'chars' : 'words'}
            />
          ),
        };
      }
      return { label: t(`supplierAccount.${field}`), value: value ? <bdi dir={DIR(field)}>{value}</bdi> : '—' };
    });

  return (
    <>
      {readsAmounts && (
        <Paper variant="outlined" component="section" aria-label={t('people.payment')} sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('people.payment')}
          </Typography>
          {amounts.error ? (
            <Typography color="error" role="alert">
              {errorText(t, amounts.error)}
            </Typography>
          ) : amounts.isPending ? (
            // Still loading: not the "—" of a supplier with no amounts yet.
            <LoadingBlock height={96} />
          ) : (
            <DescriptionList
              rows={[
                { label: t('supplierAccount.earned'), value: omr(account?.earned) },
                { label: t('supplierAccount.released'), value: omr(account?.released) },
                { label: t('supplierAccount.available'), value: omr(account?.available) },
              ]}
            />
          )}
        </Paper>
      )}
      {readsBank && (
        <Paper variant="outlined" component="section" aria-label={t('people.bank')} sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {t('people.bank')}
            </Typography>
            {failure && (
              <Alert severity="error" role="alert">
                {t(failure)}
              </Alert>
            )}
            {stepUp.notice}
            {query.error && (
              <Typography color="error" role="alert">
                {errorText(t, query.error)}
              </Typography>
            )}
            {bank?.iban ? (
              <DescriptionList rows={details('')} />
            ) : (
              <Typography color="text.secondary">{t('people.bankProposal.none')}</Typography>
            )}
            {pending && (
              // A standing state, not an announcement: a labelled region (Alert defaults to role alert).
              <Alert
                severity="warning"
                component="section"
                role="region"
                aria-label={t('people.bankProposal.pendingTitle')}
              >
                <AlertTitle component="h3">{t('people.bankProposal.pendingTitle')}</AlertTitle>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {t('people.bankProposal.pendingBy')}{' '}
                  {mine ? (
                    t('people.bankProposal.you')
                  ) : readsEmployees ? (
                    <ReferenceName entity="employee" id={pending.proposedBy} />
                  ) : (
                    // Employees' documents are not theirs to read (the rules refuse it): not asked.
                    t('people.bankProposal.anotherStaff')
                  )}
                  {pending.proposedAt ? ` · ${formatDate(pending.proposedAt, i18n.language, true)}` : ''}
                </Typography>
                <DescriptionList rows={details('proposed')} />
                {canPropose && (
                  <Stack spacing={1} sx={{ mt: 2 }}>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      <Button variant="contained" disabled={mine} onClick={() => void step('confirm')}>
                        {t('people.bankProposal.confirm')}
                      </Button>
                      <Button variant="outlined" color="error" disabled={mine} onClick={() => void step('reject')}>
                        {t('people.bankProposal.reject')}
                      </Button>
                    </Stack>
                    {mine && <Typography variant="body2">{t('people.bankProposal.notYours')}</Typography>}
                  </Stack>
                )}
              </Alert>
            )}
            {canPropose &&
              (pending && !mine ? (
                // Someone else's proposal is decided first (the rules refuse replacing it).
                <Typography variant="body2" color="text.secondary">
                  {t('people.bankProposal.decideFirst')}
                </Typography>
              ) : (
                <ProposeBank supplierId={id} />
              ))}
          </Stack>
        </Paper>
      )}
      {dialog}
    </>
  );
}
