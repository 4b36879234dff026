import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { NotFoundMessage } from '@/components/feedback/NotFoundMessage';
import { OrderDetail } from '@/components/screens/orders/OrderDetail';
import { LateOrdersBoard } from './LateOrdersBoard';
import { OrdersList } from './OrdersList';

const BASE = '/allOrders';

/**
 * /allOrders (spec §2 "Total orders"): the orders list with its filters, and each
 * order's page with its next steps and status timeline, both live, and the late and
 * stuck orders board (`/allOrders/late`, issue 32).
 */
export default function OrdersScreen() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route index element={<OrdersList basePath={BASE} />} />
      <Route path="id/:id" element={<OrderDetail basePath={BASE} />} />
      <Route path="late" element={<LateOrdersBoard basePath={BASE} />} />
      <Route path="*" element={<NotFoundMessage back={{ to: BASE, label: t('navbar.allOrders') }} />} />
    </Routes>
  );
}
