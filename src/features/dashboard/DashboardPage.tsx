import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/session/useCan';
import { CounterCard } from './CounterCard';
import { COUNTERS } from './counters';
import { OrderCharts } from './OrderCharts';

/**
 * Dashboard (spec §1): the total counters the person's Access allows, each with a
 * view-all link. Counts are aggregation queries. Holders of /allOrders also see the
 * order charts (OrderCharts): their cards paint with the counters, their drawings (MUI X
 * Charts) load on demand.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { can } = useCan();
  const counters = COUNTERS.filter((c) => can('open', c.path));
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('navbar.dashboard')}
      </Typography>
      {counters.length === 0 && <Typography color="text.secondary">{t('dashboard.noCounters')}</Typography>}
      <Grid container spacing={2}>
        {counters.map((counter) => (
          <Grid key={counter.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <CounterCard counter={counter} />
          </Grid>
        ))}
      </Grid>
      {can('open', '/allOrders') && <OrderCharts />}
    </>
  );
}
