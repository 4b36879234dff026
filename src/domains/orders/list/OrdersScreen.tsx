import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { NotFoundMessage } from '@/components/feedback/NotFoundMessage';
import { CashHeldList } from '@/components/screens/cash/CashHeldList';
import { OrderDetail } from '@/domains/orders/detail/OrderDetail';
import { LateOrdersBoard } from '@/domains/orders/late/LateOrdersBoard';
import { OrdersList } from './OrdersList';

const BASE = '/allOrders';

/** The live map (issue 50): Leaflet and its CSS load with this route only. */
const LiveMapScreen = lazy(() => import('@/domains/orders/map/LiveMapScreen'));

/**
 * /allOrders (spec §2 "Total orders"): the orders list with its filters, and each
 * order's page with its next steps and status timeline, both live, and the late and
 * stuck orders board (`/allOrders/late`, issue 32), and the live map
 * (`/allOrders/map`, issue 50), and the riders' cash held (`/allOrders/cash-held`, issue 49:
 * dispatch reads riders' accounts too).
 */
export default function OrdersScreen() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route index element={<OrdersList basePath={BASE} />} />
      <Route path="id/:id" element={<OrderDetail basePath={BASE} />} />
      <Route path="late" element={<LateOrdersBoard basePath={BASE} />} />
      <Route path="cash-held" element={<CashHeldList trail={[{ label: t('navbar.allOrders'), to: BASE }]} />} />
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
