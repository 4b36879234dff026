import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { supplierBankEntity } from '@/entities/supplierBank';
import { entityQueries } from '@/lib/data/queries';
import { useCan } from '@/lib/session/useCan';

/**
 * A supplier's bank details as a printed statement shows them (account holder, bank,
 * account number, IBAN), only for a viewer whose paths read them (/supplier, /withdraw:
 * docs/access.md "Which fields each path reads"); nothing otherwise or while loading.
 * @param supplierId the supplier's uid (the supplierBanks document id)
 */
export function SupplierBankLines(props: { readonly supplierId: string }) {
  const { t } = useTranslation();
  const { can } = useCan();
  const readable = can('read', supplierBankEntity);
  const bank = useQuery({ ...entityQueries(supplierBankEntity).one(props.supplierId), enabled: readable });
  const row = bank.data as Record<string, unknown> | null | undefined;
  if (!readable || !row) return null;
  const parts = (['accountHolder', 'bankName', 'accountNumber', 'iban'] as const)
    .map((field) => ({ field, value: typeof row[field] === 'string' ? (row[field] as string) : '' }))
    .filter((p) => p.value);
  if (!parts.length) return null;
  return (
    <Typography variant="body2" data-testid="statement-bank">
      {t('statement.bank')}:{' '}
      {parts.map((p, i) => (
        <span key={p.field}>
          {i > 0 && ' · '}
          {t(`supplierAccount.${p.field}`)}{' '}
          <bdi dir={p.field === 'iban' || p.field === 'accountNumber' ? 'ltr' : 'auto'}>{p.value}</bdi>
        </span>
      ))}
    </Typography>
  );
}
