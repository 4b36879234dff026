import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ReferenceContact } from '@/components/entity/ContactLinks';
import { ReferenceName } from '@/components/entity/references';
import { appInfoQuery } from '@/components/screens/appInfo';
import { riderAccountEntity } from '@/entities/riderAccount';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency } from '@/lib/format';
import { useCan } from '@/lib/session/useCan';
import { MUST_REMIT_SIZE, mustRemit, topCashQuery } from './cashHeld';
import { RiderCompany } from './CashHeldList';

/**
 * The late board's "Must remit" block (issue 49 item 3): of the MUST_REMIT_SIZE riders
 * holding the most cash (one bounded read, most first), those at or above App info's
 * `riderCashLimit`, each with their company, cash held and call/WhatsApp links, and the
 * way to the whole "Cash held" list. Nothing without a limit, for a person who may not
 * read `riderAccounts`, or while reading; one line when nobody holds the limit.
 * @param listPath the "Cash held" list's route for this screen (e.g. /allOrders/cash-held)
 */
export function MustRemit(props: { readonly listPath: string }) {
  const { t, i18n } = useTranslation();
  const { can } = useCan();
  const readable = can('read', riderAccountEntity);
  const info = useQuery({ ...appInfoQuery(), enabled: readable });
  const limit = info.data?.riderCashLimit ?? 0;
  const top = useQuery({ ...topCashQuery(), enabled: readable && limit > 0 });
  if (!readable || !limit || !top.data) return null;
  const riders = mustRemit(top.data, limit);
  const locale = i18n.language;
  const money = (baisa: number) => formatCurrency(baisaToOmr(baisa), locale);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="must-remit-title"
      data-testid="must-remit"
      sx={{ p: 2, borderColor: riders.length ? 'error.main' : undefined }}
    >
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="must-remit-title" component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('cash.mustRemit')}
        </Typography>
        <Button component={RouterLink} to={props.listPath} variant="text">
          {t('cash.seeAll')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {riders.length
          ? t(riders.length >= MUST_REMIT_SIZE ? 'cash.mustRemitMany' : 'cash.mustRemitIntro', {
              limit: money(limit),
              count: riders.length,
            })
          : t('cash.nobodyOver', { limit: money(limit) })}
      </Typography>
      {riders.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }}>
          {riders.map((account) => {
            const riderId = account.riderId || account.id;
            return (
              <Box
                component="li"
                key={account.id}
                data-testid="must-remit-rider"
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  columnGap: 2,
                  rowGap: 0.5,
                  py: 0.5,
                  minHeight: 44,
                }}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  <ReferenceName entity="rider" id={riderId} />
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  <RiderCompany riderId={riderId} />
                </Typography>
                <Typography component="span" color="error" sx={{ fontWeight: 600 }}>
                  {money(account.cashHeld)}
                </Typography>
                <ReferenceContact entity="rider" id={riderId} />
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
