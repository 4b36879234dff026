import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTrail } from '@/components/entity/PageTrail';
import { checkOne, checkPage, lastEntries, type AccountCheck } from '@/lib/data/reconcile';
import type { StatementEntry } from '@/lib/data/statement';
import { STATEMENT_ACCOUNTS, type StatementAccountName } from '@/lib/data/statementModel';
import { baisaToOmr } from '@/lib/entity/parse';
import { errorText } from '@/lib/errors';
import { formatCurrency, muscatTime } from '@/lib/format';

/** An account with a difference and its last entries. */
interface Found {
  readonly check: AccountCheck;
  readonly around: readonly StatementEntry[];
}

/**
 * The reconciliation check (issue 49 item 6; docs/data-model.md "Reconciliation"), for All
 * holders and the finance path (/withdraw): for one account (its id) or for every account
 * of a collection a page at a time, the stored balances against the sums of the account's
 * ledger entries (aggregation queries); each difference listed with the account's last
 * entries. Nothing is read beyond the page asked for.
 */
export function Reconciliation() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [name, setName] = useState<StatementAccountName>('supplierAccounts');
  const [accountId, setAccountId] = useState('');
  const [checked, setChecked] = useState(0);
  const [found, setFound] = useState<readonly Found[]>([]);
  const [next, setNext] = useState<string | null | undefined>(undefined);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const account = STATEMENT_ACCOUNTS[name];
  // Left to right in both languages: a negative difference reads "-5.000" in Arabic too.
  const money = (baisa: number) => <bdi dir="ltr">{formatCurrency(baisaToOmr(baisa), locale)}</bdi>;

  const withEntries = async (checks: readonly AccountCheck[]) =>
    Promise.all(
      checks
        .filter((c) => c.differences.length > 0)
        .map(async (check) => ({ check, around: await lastEntries(account, check.accountId) })),
    );
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage(`${t('reconcile.error')} ${errorText(t, error)}`);
    } finally {
      setBusy(false);
    }
  };
  const checkAccountById = () =>
    run(async () => {
      const check = await checkOne(account, accountId.trim());
      setNext(undefined);
      if (!check) {
        setChecked(0);
        setFound([]);
        setMessage(t('reconcile.notFound'));
        return;
      }
      setChecked(1);
      setFound(await withEntries([check]));
    });
  const checkNextPage = (fromStart: boolean) =>
    run(async () => {
      const page = await checkPage(account, fromStart ? null : (next ?? null));
      const more = await withEntries(page.checks);
      setChecked((n) => (fromStart ? 0 : n) + page.checks.length);
      setFound((f) => [...(fromStart ? [] : f), ...more]);
      setNext(page.next);
    });

  return (
    <Stack spacing={2} data-testid="reconciliation">
      <PageTrail steps={[{ label: t('navbar.withdraw'), to: '/withdraw' }, { label: t('reconcile.title') }]} />
      <Typography variant="h4" component="h1">
        {t('reconcile.title')}
      </Typography>
      <Typography>{t('reconcile.intro')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          label={t('reconcile.accounts')}
          value={name}
          onChange={(e) => {
            setName(e.target.value as StatementAccountName);
            setFound([]);
            setChecked(0);
            setNext(undefined);
          }}
          sx={{ minWidth: 200 }}
        >
          {Object.keys(STATEMENT_ACCOUNTS).map((key) => (
            <MenuItem key={key} value={key}>
              {t(`reconcile.collections.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('reconcile.account')}
          value={accountId}
          onChange={(e) => setAccountId(e.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <Button variant="outlined" disabled={busy || !accountId.trim()} onClick={() => void checkAccountById()}>
          {t('reconcile.check')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void checkNextPage(true)}>
          {t('reconcile.checkAll')}
        </Button>
        {next && (
          <Button disabled={busy} onClick={() => void checkNextPage(false)}>
            {t('reconcile.next')}
          </Button>
        )}
      </Stack>
      {message && <Alert severity="warning">{message}</Alert>}
      {checked > 0 && (
        <Alert
          severity={found.length ? 'error' : 'success'}
          data-testid="reconcile-summary"
          data-differences={found.length}
        >
          <Typography variant="body2">{t('reconcile.checked', { checked, differences: found.length })}</Typography>
          {found.length === 0 && <Typography variant="body2">{t('reconcile.clean')}</Typography>}
        </Alert>
      )}
      {found.map(({ check, around }) => (
        <Stack key={check.accountId} spacing={1} data-testid="reconcile-difference" data-account={check.accountId}>
          <Typography variant="h6" component="h2">
            <bdi dir="ltr">{check.accountId}</bdi>
          </Typography>
          <Table size="small" sx={{ maxWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('reconcile.balance')}</TableCell>
                <TableCell align="right">{t('reconcile.stored')}</TableCell>
                <TableCell align="right">{t('reconcile.ledger')}</TableCell>
                <TableCell align="right">{t('reconcile.difference')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {check.differences.map((d) => (
                <TableRow key={d.balance}>
                  <TableCell>{t(`reconcile.balances.${d.balance}`)}</TableCell>
                  <TableCell align="right">{money(d.stored)}</TableCell>
                  <TableCell align="right">{money(d.ledger)}</TableCell>
                  <TableCell align="right">{money(d.stored - d.ledger)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {around.length > 0 && (
            <>
              <Typography variant="subtitle2">{t('reconcile.lastEntries')}</Typography>
              <Table size="small" sx={{ maxWidth: 720 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('statement.date')}</TableCell>
                    <TableCell>{t('statement.kind')}</TableCell>
                    <TableCell align="right">{t('statement.amount')}</TableCell>
                    <TableCell align="right">{t('statement.balanceAfter')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {around.map((e) => (
                    <TableRow key={e.id}>
                      <TableCell>{e.at ? muscatTime(e.at, locale) : '—'}</TableCell>
                      <TableCell>{t(`statement.kinds.${e.kind}`)}</TableCell>
                      <TableCell align="right">{money(e.amount)}</TableCell>
                      <TableCell align="right">{e.balance === null ? '—' : money(e.balance)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
