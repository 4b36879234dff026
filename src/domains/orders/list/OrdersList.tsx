import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { screenColumns } from '@/components/entity/columns';
import { fieldText } from '@/components/entity/display';
import { EntityTable, type ListFilter } from '@/components/entity/EntityTable';
import { entityPaths } from '@/components/entity/paths';
import { usePrefetchReferences } from '@/components/entity/references';
import { DayField } from '@/components/form/DayField';
import { ReferencePicker } from '@/components/form/ReferencePicker';
import { SavedViews } from '@/components/entity/SavedViews';
import { orderEntity, type Order } from '@/entities/order';
import type { UserType } from '@/config/collections';
import type { Filter } from '@/lib/data/types';
import { dateRangeOf, useEntityList } from '@/lib/data/useEntityList';
import type { ColumnPriority, Field } from '@/lib/entity/fields';
import { orderScreen } from '@/domains/orders/list/screen';
import { useLiveOrderList } from '@/domains/orders/list/useLive';
import { OrderSearch, PARTY_FIELD } from './OrderSearch';

const NONE: readonly string[] = [];
const NONE_FILTERS: readonly Filter[] = [];

/** Filters offered as selects above the list (their values are the definition's). */
const SELECT_FILTERS = ['status', 'deliveryStatus', 'paymentMethod'] as const;

/**
 * A list of orders (spec §2 /allOrders): filters by status, delivery status, payment
 * method, customer, supplier, delivery company and rider, a date range on the order
 * date, a look-up by id prefix or a party's name or phone (OrderSearch), and the table (id, customer, supplier, total, status, payment method, date). Each
 * filter is kept in the URL. A row opens the order's page.
 * @param basePath where the order pages live (`/allOrders`)
 * @param fixedFilters filters always applied (a supplier's orders, cancelled orders)
 * @param heading i18n key of the heading
 * @param hideFilters filters not offered (those fixed by the screen)
 * @param extraColumns columns after the id (the cancelled orders' reason)
 * @param priorities how much columns matter on this screen where they do not all fit
 *   (docs/adding-an-entity.md, "Columns by priority"), over the orders' own: by field
 *
 * Live (spec §2): rows on screen change as the apps write, and orders created since
 * the list was loaded are announced ("New orders: N") with a button that shows them.
 */
export function OrdersList(props: {
  readonly basePath: string;
  readonly fixedFilters?: readonly Filter[];
  readonly heading?: string;
  readonly hideFilters?: readonly string[];
  readonly extraColumns?: readonly GridColDef<Order>[];
  readonly priorities?: Readonly<Record<string, ColumnPriority>>;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigate = useNavigate();
  const paths = entityPaths(props.basePath);
  const list = useEntityList<Order>(orderEntity, { fixedFilters: props.fixedFilters });
  usePrefetchReferences(orderEntity.fields as Record<string, Field>, list.rows);
  // New orders are those created after the list was last loaded.
  const [since, setSince] = useState(() => new Date());
  const live = useLiveOrderList(
    list.rows.map((row) => row.id),
    list.queryFilters,
    since,
  );
  const showNew = () => {
    setSince(new Date());
    list.reload();
  };
  const hide = props.hideFilters ?? NONE;
  const parties = useMemo(
    () => (Object.keys(PARTY_FIELD) as UserType[]).filter((type) => !hide.includes(PARTY_FIELD[type] ?? '')),
    [hide],
  );
  const heading = t(props.heading ?? orderScreen.keys.title);

  const filters = useMemo<ListFilter[]>(
    () =>
      SELECT_FILTERS.filter((name) => !hide.includes(name)).map((name) => {
        const field = orderEntity.fields[name] as Field;
        const values = field.kind === 'enum' ? field.values : [];
        return {
          field: name,
          label: t(field.label),
          options: values.map((v) => ({ value: v, label: fieldText(field, v, t, locale) })),
        };
      }),
    [t, locale, hide],
  );

  const columns = useMemo(() => {
    // The order id leads (the screen's first column), then the screen's extra columns.
    const { columns: derived, hidden, priorities } = screenColumns(orderScreen, t, locale);
    const [id, ...rest] = derived;
    return {
      columns: [id, ...(props.extraColumns ?? []), ...rest] as GridColDef<Order>[],
      hidden,
      priorities: { ...priorities, ...props.priorities },
    };
  }, [t, locale, props.extraColumns, props.priorities]);

  const rows = live.changed.size ? list.rows.map((row) => live.changed.get(row.id) ?? row) : list.rows;
  const shown = { ...list, rows };
  const { from, to } = list.range;
  const badRange = Boolean(from && to && !dateRangeOf('createdAt', from, to));
  const filtered = Object.keys(list.filters).length > 0 || Boolean(from) || Boolean(to) || Boolean(list.search);

  const moreFilters = (
    <>
      {!hide.includes('userId') && (
        <ReferencePicker
          entity="customer"
          label={t('order.customer')}
          value={list.filters['userId'] ?? ''}
          onChange={(id) => list.setFilter('userId', id || null)}
          size="small"
          sx={{ width: 220 }}
        />
      )}
      {!hide.includes('supplierId') && (
        <ReferencePicker
          entity="supplier"
          label={t('order.supplier')}
          value={list.filters['supplierId'] ?? ''}
          onChange={(id) => list.setFilter('supplierId', id || null)}
          size="small"
          sx={{ width: 220 }}
        />
      )}
      {!hide.includes('deliveryCompanyId') && (
        <ReferencePicker
          entity="deliveryCompany"
          label={t('order.deliveryCompany')}
          value={list.filters['deliveryCompanyId'] ?? ''}
          onChange={(id) => list.setFilter('deliveryCompanyId', id || null)}
          size="small"
          sx={{ width: 220 }}
        />
      )}
      {!hide.includes('riderId') && (
        <ReferencePicker
          entity="rider"
          label={t('order.rider')}
          value={list.filters['riderId'] ?? ''}
          onChange={(id) => list.setFilter('riderId', id || null)}
          size="small"
          sx={{ width: 220 }}
        />
      )}
      <DayField
        label={t('order.from')}
        value={from}
        onChange={(day) => list.setRange({ from: day })}
        max={to}
        error={badRange}
        testId="order-from"
      />
      <DayField
        label={t('order.to')}
        value={to}
        onChange={(day) => list.setRange({ to: day })}
        min={from}
        error={badRange}
        testId="order-to"
      />
      {filtered && <Button onClick={list.clearFilters}>{t('order.clearFilters')}</Button>}
    </>
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {heading}
        </Typography>
        <SavedViews path={props.basePath} />
        {!live.failed && <Chip size="small" color="success" variant="outlined" label={t('order.live')} />}
      </Stack>
      {badRange && <Alert severity="warning">{t('order.badRange')}</Alert>}
      {live.failed && <Alert severity="info">{t('order.liveOff')}</Alert>}
      {live.fresh > 0 && (
        <Alert
          severity="info"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={showNew}>
              {t('order.showNew')}
            </Button>
          }
        >
          {t('order.newOrders', { count: live.fresh })}
        </Alert>
      )}
      <EntityTable<Order>
        list={shown}
        label={heading}
        columns={columns.columns}
        hidden={columns.hidden}
        priorities={columns.priorities}
        filters={filters}
        search={
          <OrderSearch
            filters={props.fixedFilters ?? NONE_FILTERS}
            parties={parties}
            onOrder={(id) => void navigate(paths.show(id))}
            onParty={(field, id) => list.setFilter(field, id)}
          />
        }
        moreFilters={moreFilters}
        notFoundKey={orderScreen.keys.notFound}
        onOpen={(row) => void navigate(paths.show(row.id))}
      />
    </Stack>
  );
}
