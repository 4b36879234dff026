import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { refundScreen } from '@/domains/orders/refunds/refundScreen';

/**
 * The /refunds screen and its sub-routes (list, detail, and the proposal form, whose
 * order and supplier come from the URL: `new?orderId=…&supplierId=…`, the order page's
 * Refund button).
 */
export default function RefundsScreen() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const supplierId = params.get('supplierId') ?? '';
  const defaults = useMemo(() => ({ orderId, supplierId }), [orderId, supplierId]);
  return <EntityRoutes screen={refundScreen} basePath="/refunds" defaults={defaults} />;
}
