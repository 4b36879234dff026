import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import { NotFoundMessage } from '@/components/feedback/NotFoundMessage';
import { OrderDetail } from '@/components/screens/orders/OrderDetail';
import { LateOrdersBoard } from './LateOrdersBoard';
import { OrdersList } from './OrdersList';

const BASE = '/allOrders';

/** Touch targets of 44 px on a touch screen. */
const TOUCH = { '@media (pointer: coarse)': { minHeight: 44 } } as const;

/** The live map (issue 50): Leaflet and its CSS load with this route only. */
const LiveMapScreen = lazy(() => import('./map/LiveMapScreen'));

/**
 * /allOrders (spec §2 "Total orders"): the orders list with its filters, and each
 * order's page with its next steps and status timeline, both live, and the late and
 * stuck orders board (`/allOrders/late`, issue 32), and the live map
 * (`/allOrders/map`, issue 50).
 */
export default function OrdersScreen() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route
        index
        element={
          <OrdersList
            basePath={BASE}
            aside={
              <Button component={RouterLink} to={`${BASE}/map`} variant="outlined" sx={TOUCH}>
                {t('liveMap.open')}
              </Button>
            }
          />
        }
      />
      <Route path="id/:id" element={<OrderDetail basePath={BASE} />} />
      <Route path="late" element={<LateOrdersBoard basePath={BASE} />} />
      <Route
        path="map"
        element={
          <Suspense fallback={<LinearProgress aria-label={t('common.loading')} />}>
            <LiveMapScreen basePath={BASE} />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundMessage back={{ to: BASE, label: t('navbar.allOrders') }} />} />
    </Routes>
  );
}
