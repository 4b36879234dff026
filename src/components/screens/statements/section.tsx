import type { PageSection } from '@/components/entity/types';
import type { StatementAccountName } from '@/lib/data/statementModel';
import { policyOf } from '@/lib/entity/policy';
import { ACCOUNT_DEFINITIONS } from './queries';
import { Statement } from './Statement';
import { SupplierBankLines } from './SupplierBankLines';

/**
 * The Statement tab of a person's page (issue 49 item 5), shown to the holders of the
 * paths that read the account (its definition's policy, as the ledger's rules read it).
 * @param account the account collection (STATEMENT_ACCOUNTS)
 * @param row the person: their uid (the account's id) and name
 * @returns the page section
 */
export function statementSection(
  account: StatementAccountName,
  row: { readonly id: string; readonly name?: string | null },
): PageSection {
  return {
    key: 'statement',
    labelKey: 'statement.title',
    content: (
      <Statement
        account={account}
        accountId={row.id}
        name={row.name ?? ''}
        bank={account === 'supplierAccounts' ? <SupplierBankLines supplierId={row.id} /> : undefined}
      />
    ),
    paths: policyOf(ACCOUNT_DEFINITIONS[account], {}).read,
  };
}
