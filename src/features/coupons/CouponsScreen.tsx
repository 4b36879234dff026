import Chip from '@mui/material/Chip';
import { createdAtColumn } from '@/components/entity/columns';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreenConfig } from '@/components/entity/types';
import { formatDate, formatNumber, formatPercent } from '@/lib/format';
import { isCouponCodeTaken } from './api';
import { CouponFields } from './CouponFields';
import {
  couponEntity,
  couponState,
  couponToValues,
  EMPTY_COUPON,
  type Coupon,
  type CouponStatus,
  type CouponValues,
} from './entity';
import { couponSchemaWith } from './schema';

const STATUS_COLOR: Readonly<Record<CouponStatus, 'warning' | 'success' | 'error'>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

const dateText = (value: Date | null, locale: string) => (value ? formatDate(value, locale) : '');

/**
 * /coupon (spec §2–§5, §8): list, create, detail and edit of coupons. The list shows
 * whether each is Active or Expired (derived) and its approval status; Approve and
 * Reject are done after a confirmation. Messages are spec §8's coupon messages.
 */
export const couponScreen: EntityScreenConfig<Coupon, CouponValues> = {
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
  columns: (t, locale) => [
    { field: 'code', headerName: t('coupon.code'), width: 150 },
    { field: 'titleEn', headerName: t('coupon.titleEn'), flex: 1, minWidth: 170 },
    { field: 'titleAr', headerName: t('coupon.titleAr'), flex: 1, minWidth: 170 },
    {
      field: 'discountPercent',
      headerName: t('coupon.discountPercent'),
      width: 120,
      valueFormatter: (value: number) => formatPercent(value, locale),
    },
    {
      field: 'type',
      headerName: t('coupon.type'),
      width: 130,
      valueFormatter: (value: string) => t(`coupon.types.${value}`),
    },
    {
      field: 'totalCount',
      headerName: t('coupon.totalCount'),
      width: 120,
      valueFormatter: (value: number) => formatNumber(value, locale),
    },
    {
      field: 'usedCount',
      headerName: t('coupon.usedCount'),
      width: 120,
      valueFormatter: (value: number) => formatNumber(value, locale),
    },
    {
      field: 'expiryDate',
      headerName: t('coupon.expiryDate'),
      width: 140,
      valueFormatter: (value: Date | null) => dateText(value, locale),
    },
    {
      field: 'state',
      headerName: t('coupon.state'),
      width: 110,
      valueGetter: (_value, row) => couponState(row),
      renderCell: ({ row }) => {
        const state = couponState(row);
        return (
          <Chip
            size="small"
            label={t(`coupon.states.${state}`)}
            color={state === 'active' ? 'success' : 'default'}
            variant="outlined"
          />
        );
      },
    },
    {
      field: 'status',
      headerName: t('coupon.status'),
      width: 120,
      renderCell: ({ row }) => (
        <Chip size="small" label={t(`coupon.statuses.${row.status}`)} color={STATUS_COLOR[row.status]} />
      ),
    },
    createdAtColumn(t, locale),
  ],
  schema: couponSchemaWith(isCouponCodeTaken),
  emptyValues: EMPTY_COUPON,
  toValues: couponToValues,
  Fields: CouponFields,
  heading: (row, locale) => `${row.code} · ${locale === 'ar' ? row.titleAr : row.titleEn}`,
  details: (row, t, locale) => {
    const state = couponState(row);
    return [
      { label: t('coupon.code'), value: <span dir="ltr">{row.code}</span> },
      { label: t('coupon.titleEn'), value: <span dir="ltr">{row.titleEn}</span> },
      { label: t('coupon.titleAr'), value: <span dir="rtl">{row.titleAr}</span> },
      { label: t('coupon.discountPercent'), value: formatPercent(row.discountPercent, locale) },
      { label: t('coupon.type'), value: t(`coupon.types.${row.type}`) },
      { label: t('coupon.totalCount'), value: formatNumber(row.totalCount, locale) },
      { label: t('coupon.usedCount'), value: formatNumber(row.usedCount, locale) },
      { label: t('coupon.expiryDate'), value: dateText(row.expiryDate, locale) },
      {
        label: t('coupon.state'),
        value: (
          <Chip size="small" label={t(`coupon.states.${state}`)} color={state === 'active' ? 'success' : 'default'} />
        ),
      },
      {
        label: t('coupon.status'),
        value: <Chip size="small" label={t(`coupon.statuses.${row.status}`)} color={STATUS_COLOR[row.status]} />,
      },
      { label: t('coupon.owner'), value: row.supplierId ? t('coupon.ownerSupplier') : t('coupon.ownerPlatform') },
    ];
  },
  statusActions: [
    {
      id: 'approve',
      labelKey: 'coupon.approve',
      messageKey: 'coupon.approveConfirm',
      successKey: 'coupon.approvedMessage',
      visible: (row) => row.status !== 'approved',
      patch: { status: 'approved' },
    },
    {
      id: 'reject',
      labelKey: 'coupon.reject',
      messageKey: 'coupon.rejectConfirm',
      successKey: 'coupon.rejectedMessage',
      danger: true,
      visible: (row) => row.status !== 'rejected',
      patch: { status: 'rejected' },
    },
  ],
};

/** The /coupon screen and its sub-routes (list, new, :id, :id/edit). */
export default function CouponsScreen() {
  return <EntityRoutes config={couponScreen} basePath="/coupon" />;
}
