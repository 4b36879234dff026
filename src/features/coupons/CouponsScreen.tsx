import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { ReferenceName } from '@/components/entity/references';
import { StatusChip } from '@/components/entity/StatusChip';
import type { EntityScreen } from '@/components/entity/types';
import { couponEntity, couponState, isCouponOver, type Coupon, type CouponState } from '@/entities/coupon';
import { isCouponCodeTaken } from './api';
import { couponRefinement } from './schema';

const STATE_COLOR: Readonly<Record<CouponState, 'warning' | 'success' | 'error' | 'default'>> = {
  pending: 'warning',
  active: 'success',
  rejected: 'error',
  expired: 'default',
};

/** The shown state of a coupon as a chip (Pending, Active, Rejected, Expired). */
function StateChip({ row, label }: { readonly row: Coupon; readonly label: (state: CouponState) => string }) {
  const state = couponState(row);
  return <StatusChip label={label(state)} color={STATE_COLOR[state]} />;
}

/**
 * /coupon (spec §2–§5, §8): list, create, detail and edit of coupons. The list shows
 * each coupon's state (Pending, Active, Rejected or Expired, derived), filters by
 * approval status, and approves or rejects after a confirmation (a rejection needs a
 * reason). Codes are unique: a taken code is refused while typing and by the create
 * transaction. Messages are spec §8's coupon messages.
 */
export const couponScreen: EntityScreen<typeof couponEntity.fields> = {
  entity: couponEntity,
  keys: {
    title: 'navbar.coupon',
    newTitle: 'coupon.new',
    editTitle: 'coupon.edit',
    notFound: 'coupon.notFound',
    created: 'coupon.added',
    updated: 'coupon.updated',
    deleted: 'coupon.deleted',
    deleteConfirm: 'coupon.deleteConfirm',
  },
  columns: {
    extra: (t) => [
      {
        field: 'state',
        headerName: t('coupon.state'),
        priority: 1,
        width: 110,
        sortable: false,
        valueGetter: (_value, row) => t(`coupon.states.${couponState(row)}`),
        renderCell: ({ row }) => <StateChip row={row} label={(s) => t(`coupon.states.${s}`)} />,
      },
    ],
  },
  render: {
    supplierId: (row, t) =>
      row.supplierId ? <ReferenceName entity="supplier" id={row.supplierId} /> : t('coupon.ownerPlatform'),
  },
  // Expired (its day passed, or every coupon used): nothing left to approve or reject.
  decidable: (row) => !isCouponOver(row),
  details: (row, t) => [
    { label: t('coupon.state'), value: <StateChip row={row} label={(s) => t(`coupon.states.${s}`)} /> },
  ],
  schema: couponRefinement(isCouponCodeTaken),
};

/** The /coupon screen and its sub-routes. */
export default function CouponsScreen() {
  return <EntityRoutes screen={couponScreen} basePath="/coupon" />;
}
