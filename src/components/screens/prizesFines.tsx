import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { ReferenceName } from '@/components/entity/references';
import { PrizeFineAccount } from './prizeFineAccount';
import type { EntityScreen } from '@/components/entity/types';
import { prizeFineEntity, prizeFinePersonEntity } from '@/entities/prizeFine';
import { PRIZE_FINE_AGGREGATIONS } from '@/entities/aggregations';
import { dataProvider } from '@/lib/data/provider';
import { baisaToOmr } from '@/lib/entity/parse';
import { errorText } from '@/lib/errors';
import { formatCurrency } from '@/lib/format';
import { entityKeys } from '@/lib/query/keys';
import { LoadingBlock } from '@/components/feedback/LoadingBlock';

/**
 * /prizesFines, "Fines and rewards" (spec §2, §3 Reward or fine): name, reason, value
 * (OMR), type, date and the person it applies to — a rider, a supplier or a delivery
 * company, picked by search among the people of the chosen kind. Created, edited and
 * deleted by holders of /prizesFines; a new one is pending until another staff member
 * than its maker approves it (or rejects it with a reason); every create, edit and
 * decision is audited (docs/data-model.md `prizesFines`, docs/access.md "Audit trail",
 * "Money and trust").
 */
export const prizeFineScreen: EntityScreen<typeof prizeFineEntity.fields> = {
  entity: prizeFineEntity,
  keys: {
    title: 'navbar.prizesFines',
    newTitle: 'prizeFine.new',
    editTitle: 'prizeFine.edit',
    notFound: 'prizeFine.notFound',
    deleteConfirm: 'prizeFine.deleteConfirm',
  },
  render: {
    personId: (row) => <ReferenceName entity={prizeFinePersonEntity(row.personType)} id={row.personId} />,
  },
  form: {
    personId: { referenceEntity: (values) => prizeFinePersonEntity(values.personType) },
  },
  // The account its approval moves, now, and the way to its statement (issue 49 item 1).
  details: (row, t) => [
    {
      label: t('prizeFine.account.label'),
      value: <PrizeFineAccount personType={row.personType} personId={row.personId} />,
    },
  ],
};

/**
 * The sums of one person's approved rewards and fines (spec §2 /prizesFines: "a person's
 * detail page lists theirs and their sum"; pending and rejected ones do not count,
 * docs/access.md "Money and trust"), each from a sum aggregation query over
 * prizesFines, never reading the documents, and their net (rewards minus fines). Its
 * query key starts like the list's counts, so a fine created or deleted refreshes it.
 * @param parentId the person's users document id (a rider, supplier or delivery company)
 * @returns the three amounts in OMR as a description list; a skeleton while loading; an
 *   error with Retry, never zeros, when a sum fails
 */
export function PrizeFineTotals(props: { readonly parentId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const totals = useQuery({
    queryKey: entityKeys(prizeFineEntity).count('sums', props.parentId),
    queryFn: async () => {
      // Only approved ones count (docs/access.md, "Money and trust").
      const of = (type: 'reward' | 'fine') =>
        dataProvider.sumOf(
          PRIZE_FINE_AGGREGATIONS.ofPersonByTypeInStatus,
          { personId: props.parentId, type, status: 'approved' },
          null,
          'value',
        );
      const [rewards, fines] = await Promise.all([of('reward'), of('fine')]);
      return { rewards, fines, net: rewards - fines };
    },
  });
  if (totals.isPending) return <LoadingBlock height={32} />;
  if (totals.error) {
    return (
      <RetryAlert severity="error" onRetry={() => void totals.refetch()}>
        {t('prizeFine.totals.error')} {errorText(t, totals.error)}
      </RetryAlert>
    );
  }
  const rows = [
    ['prizeFine.totals.rewards', totals.data.rewards],
    ['prizeFine.totals.fines', totals.data.fines],
    ['prizeFine.totals.net', totals.data.net],
  ] as const;
  return (
    <Box
      component="dl"
      aria-label={t('prizeFine.totals.label')}
      data-testid="prize-fine-totals"
      sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}
    >
      {rows.map(([key, baisa]) => (
        <Box key={key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(key)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {formatCurrency(baisaToOmr(baisa), locale)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
