/**
 * Dispatch's reads and write (issue 32; docs/data-model.md "Dispatch"): the delivery
 * companies and riders an order may be assigned to and the pickup's position, each with
 * its TanStack `queryOptions` (App info's radii and timers: src/components/screens/appInfo.ts),
 * and the assignment decision
 * (`assign` of the data provider with the order definition's `transitions.assign`, of kind `assign`).
 */
import { queryOptions } from '@tanstack/react-query';
import { orderEntity, type Order } from '@/entities/order';
import { deliveryCompanyEntity, riderEntity } from '@/entities/people';
import { PEOPLE_ENTITIES } from '@/entities/peopleByType';
import { supplierEntity } from '@/entities/supplier';
import { dataProvider } from '@/lib/data/provider';
import { entityKeys } from '@/lib/query/keys';

/** Most delivery companies, and most riders of one company, the dialog offers (decision). */
export const MAX_ASSIGNABLE = 100;

/** The unblocked delivery companies, by name (one indexed page of MAX_ASSIGNABLE). */
export const assignableCompaniesQuery = () =>
  queryOptions({
    queryKey: entityKeys(deliveryCompanyEntity).list('assignable'),
    queryFn: async () =>
      (
        await dataProvider.getList(deliveryCompanyEntity, {
          pageSize: MAX_ASSIGNABLE,
          sort: { field: 'name', direction: 'asc' },
          filters: [{ field: 'blocked', value: false }],
        })
      ).rows,
  });

/** The unblocked riders of a delivery company, by name (one indexed page of MAX_ASSIGNABLE). */
export const assignableRidersQuery = (companyId: string) =>
  queryOptions({
    queryKey: entityKeys(riderEntity).list('assignable', companyId),
    queryFn: async () =>
      (
        await dataProvider.getList(riderEntity, {
          pageSize: MAX_ASSIGNABLE,
          sort: { field: 'name', direction: 'asc' },
          filters: [
            { field: 'blocked', value: false },
            { field: 'deliveryCompanyId', value: companyId },
          ],
        })
      ).rows,
    enabled: Boolean(companyId),
  });

/** The supplier of an order (the pickup: its position). */
export const pickupQuery = (supplierId: string | null) =>
  queryOptions({
    queryKey: entityKeys(supplierEntity).one(supplierId),
    queryFn: () => dataProvider.getOne(supplierEntity, supplierId ?? ''),
    enabled: Boolean(supplierId),
  });

/** The users type each assigned field names (its reference's people definition). */
const ASSIGNED_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  (orderEntity.transitions?.assign.people ?? []).map((field) => {
    const descriptor = orderEntity.fields[field];
    const entity = descriptor.kind === 'reference' ? descriptor.entity : '';
    const type = Object.entries(PEOPLE_ENTITIES).find(([, def]) => def.name === entity)?.[0] ?? '';
    return [field, type];
  }),
);

/**
 * Assigns an order to a delivery company and one of its riders (a decision, audited).
 * @param order the order as shown (its `updatedAt` guards against a change meanwhile)
 * @param note an optional note kept with the decision (≤ 500 characters), or ''
 * @throws DataError conflict / state-changed / unassignable / not-found; FirebaseError
 */
export function assignOrder(order: Order, companyId: string, riderId: string, note: string): Promise<void> {
  const assignment = orderEntity.transitions?.assign;
  if (!assignment) throw new Error('orders have no assignment');
  return dataProvider.assign(
    orderEntity,
    order.id,
    assignment,
    { deliveryCompanyId: companyId, riderId },
    ASSIGNED_TYPES,
    {
      reason: note,
      expectedUpdatedAt: order.updatedAt,
    },
  );
}
