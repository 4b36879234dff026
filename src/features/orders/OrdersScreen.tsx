import { Route, Routes } from 'react-router-dom';
import { OrderDetail } from '@/components/screens/orders/OrderDetail';
import { OrdersList } from './OrdersList';

const BASE = '/allOrders';

/**
 * /allOrders (spec §2 "Total orders"): the orders list with its filters, and each
 * order's page with its next steps and status timeline, both live.
 */
export default function OrdersScreen() {
  return (
    <Routes>
      <Route index element={<OrdersList basePath={BASE} />} />
      <Route path="id/:id" element={<OrderDetail basePath={BASE} />} />
    </Routes>
  );
}
