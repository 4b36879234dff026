import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { NotFoundMessage } from '@/components/feedback/NotFoundMessage';
import type { Order } from '@/entities/order';
import { OrderDetail } from '@/domains/orders/detail/OrderDetail';
import { formatDate } from '@/lib/format';
import { OrdersList } from './OrdersList';

const BASE = '/supplierCancelledOrders';
const NO_STATUS = ['status'];
const CANCELLED = [{ field: 'status', value: 'cancelledBySupplier' }] as const;
/**
 * Where the columns do not all fit: the supplier who cancelled never folds away, and
 * the order's creation date folds first (the cancellation's date is this list's date).
 */
const PRIORITIES = { supplierId: 1, createdAt: 3 } as const;

/**
 * /supplierCancelledOrders (spec §2 "Supplier cancelled orders"; the route is a
 * decision, docs/data-model.md): the orders cancelled by their supplier, with the
 * reason, the supplier and the date of the cancellation, filtered by supplier (and the
 * other order filters but status). An order opens its page; its status timeline shows
 * to holders of /allOrders, who read the orders' audit entries.
 */
export default function SupplierCancelledScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const columns = useMemo<GridColDef<Order>[]>(
    () => [
      {
        field: 'cancellationReason',
        headerName: t('cancelled.reason'),
        flex: 1,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => <bdi dir="auto">{row.cancellationReason}</bdi>,
      },
      {
        field: 'updatedAt',
        headerName: t('cancelled.date'),
        width: 150,
        sortable: false,
        valueFormatter: (value: Date | null) => (value ? formatDate(value, locale) : ''),
      },
    ],
    [t, locale],
  );
  return (
    <Routes>
      <Route
        index
        element={
          <OrdersList
            basePath={BASE}
            fixedFilters={CANCELLED}
            heading="navbar.supplierCancelledOrders"
            hideFilters={NO_STATUS}
            extraColumns={columns}
            priorities={PRIORITIES}
          />
        }
      />
      <Route path="id/:id" element={<OrderDetail basePath={BASE} titleKey="navbar.supplierCancelledOrders" />} />
      <Route path="*" element={<NotFoundMessage back={{ to: BASE, label: t('navbar.supplierCancelledOrders') }} />} />
    </Routes>
  );
}
