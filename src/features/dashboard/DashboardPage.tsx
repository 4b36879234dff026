import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/session/useCan';
import { CounterCard } from './CounterCard';
import { COUNTERS } from './counters';
import { OrderCharts } from './OrderCharts';

/** The counters' columns per breakpoint. */
const COLUMNS = {
  xs: 'minmax(0, 1fr)',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
  lg: 'repeat(4, minmax(0, 1fr))',
};

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
      {/* One to four columns, as MUI's Grid drew them (12, 6, 4, 3 of 12), in CSS grid. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: COLUMNS }}>
        {counters.map((counter) => (
          <CounterCard key={counter.id} counter={counter} />
        ))}
      </Box>
      {can('open', '/allOrders') && <OrderCharts />}
    </>
  );
}
