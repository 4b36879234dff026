/**
 * The command palette's groups of results (usePaletteGroups): the text searched after a
 * pause, the sources the person's Access opens and their queries, the screens matched on
 * what is typed now, and each result's actions (block a person, decide an order or a
 * coupon) with their confirmations. Used by ./CommandPalette.tsx.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { fieldText } from '@/components/entity/display';
import { entityPaths } from '@/components/entity/paths';
import type { EntityScreen } from '@/components/entity/types';
import { applicableTransitions, useRowActions } from '@/components/entity/useRowActions';
import { canWriteCollection } from '@/components/entity/useScreen';
import { useConfirm } from '@/components/feedback/useConfirm';
import { useDebounced } from '@/lib/useDebounced';
import { USER_TYPE_PATH } from '@/config/collections';
import { couponEntity, type Coupon } from '@/entities/coupon';
import { orderEntity, type Order } from '@/entities/order';
import { productEntity, type Product } from '@/entities/product';
import { can, canAccess, visibleNavItems } from '@/lib/access';
import type { StaffUser } from '@/lib/session/types';
import { isMaker } from '@/lib/data/maker';
import { normaliseForSearch } from '@/lib/data/convert';
import { foldDigits, type FoundPerson } from '@/lib/data/find';
import { findQueries, providerWrite } from '@/lib/data/queries';
import type { Transition } from '@/lib/entity/define';
import { errorText } from '@/lib/errors';
import type { useNotify } from '@/lib/notify/useNotify';
import { groupOf, peopleTypes, personDetail, type Group, type ResultAction } from './results';

/** Wait after the last key before searching, in ms. */
const DEBOUNCE_MS = 250;

/** Shortest text searched in the records (screens match from the first letter). */
const MIN_TERM = 2;

/** Minimal screens for the decisions (useRowActions needs the definition and keys). */
const COUPON_SCREEN: EntityScreen<typeof couponEntity.fields> = {
  entity: couponEntity,
  keys: { title: 'navbar.coupon', newTitle: 'coupon.new', editTitle: 'coupon.edit', notFound: 'coupon.notFound' },
};
const ORDER_SCREEN: EntityScreen<typeof orderEntity.fields> = {
  entity: orderEntity,
  keys: {
    title: 'navbar.allOrders',
    newTitle: 'navbar.allOrders',
    editTitle: 'navbar.allOrders',
    notFound: 'order.notFound',
  },
};

/**
 * The palette's groups of results for what is typed, with their actions' dialogs.
 * @param typed the search box's text as typed
 * @param user the signed-in staff member (their Access and uid)
 * @param t the translation function; `locale` the page's language
 * @param notify shows a block's outcome; `queryClient` refreshes the person blocked
 * @returns the term searched, whether it is long enough, whether it is what is typed now
 *   (`settled`), the groups, and the decisions' and confirmation's dialogs to render
 */
export function usePaletteGroups({
  typed,
  user,
  t,
  locale,
  notify,
  queryClient,
}: {
  readonly typed: string;
  readonly user: StaffUser;
  readonly t: TFunction;
  readonly locale: string;
  readonly notify: ReturnType<typeof useNotify>;
  readonly queryClient: QueryClient;
}) {
  const term = useDebounced(foldDigits(typed).trim(), DEBOUNCE_MS);
  const searching = term.length >= MIN_TERM;

  // Sources the person's Access opens (the rules would refuse the others anyway).
  const types = useMemo(() => peopleTypes(user), [user]);
  const canPeople = types === null || types.length > 0;
  const canOrders = canAccess(user, '/allOrders');
  const canProducts = canAccess(user, '/Products');
  const canCoupons = canAccess(user, '/coupon');

  const people = useQuery({ ...findQueries.people(term, types), enabled: searching && canPeople });
  const orders = useQuery({ ...findQueries.byIdPrefix(orderEntity, term), enabled: searching && canOrders });
  const products = useQuery({ ...findQueries.bySearch(productEntity, term), enabled: searching && canProducts });
  const coupons = useQuery({ ...findQueries.bySearch(couponEntity, term), enabled: searching && canCoupons });

  // Actions: the usual confirmations; each write refreshes its collection's queries, the
  // palette's look-ups among them (they are keyed under the collections they read).
  const couponActions = useRowActions(COUPON_SCREEN);
  const orderActions = useRowActions(ORDER_SCREEN);
  const [confirmDialog, confirm] = useConfirm();
  const block = useCallback(
    async (person: FoundPerson) => {
      const label = t(person.blocked ? 'people.unblock' : 'people.block');
      const answer = await confirm({
        title: label,
        message: t(person.blocked ? 'people.unblockConfirm' : 'people.blockConfirm'),
        confirmLabel: label,
        danger: !person.blocked,
        reasonLabel: t('people.reasonOptional'),
      });
      if (!answer) return;
      try {
        await providerWrite(queryClient, 'setBlocked', person.id, !person.blocked, answer.reason || null);
        notify({ message: t(person.blocked ? 'people.unblocked' : 'people.blocked'), severity: 'success' });
      } catch (error) {
        notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
      }
    },
    [confirm, notify, queryClient, t],
  );

  const decisions = useCallback(
    <R extends Coupon | Order>(
      row: R,
      screen: EntityScreen<never>,
      decide: (row: R, transition: Transition) => Promise<boolean>,
    ): ResultAction[] =>
      canWriteCollection(user, screen.entity.collection)
        ? applicableTransitions(screen, row as never)
            // The maker's own coupon: no Approve here (its page shows it disabled, with why).
            .filter(([, tr]) => !(tr.makerChecker && isMaker(row, user.uid)))
            .map(([id, tr]) => ({
              key: id,
              label: t(tr.labelKey),
              danger: tr.danger,
              run: () => decide(row, tr),
            }))
        : [],
    [user, t],
  );

  // Screens are matched on what is typed now, not after the pause the record look-ups
  // wait for: the list never shows (and Enter never opens) a match of an older text.
  const typedTerm = foldDigits(typed).trim();
  const settled = typedTerm === term;
  const groups = useMemo<Group[]>(() => {
    const needle = normaliseForSearch(typedTerm);
    const screens: Group = {
      source: 'screens',
      status: 'done',
      results: visibleNavItems(user)
        .map((item) => ({ item, label: t(item.labelKey) }))
        .filter(({ item, label }) => !needle || normaliseForSearch(`${label} ${item.path}`).includes(needle))
        .map(({ item, label }) => ({ key: `screen:${item.path}`, title: label, to: item.path, actions: [] })),
    };
    const list: (Group | null)[] = [
      screens,
      groupOf(
        'people',
        canPeople ? people : null,
        (person: FoundPerson) => {
          const path = person.type ? USER_TYPE_PATH[person.type] : '';
          const mayBlock =
            person.type !== null &&
            can(user, 'block', {
              person: { id: person.id, type: person.type, holdsAll: person.holdsAll },
            });
          return {
            key: `person:${person.id}`,
            title: person.name || person.email || person.id,
            titleDir: 'auto',
            detail: personDetail(person, t),
            badge: person.blocked ? t('person.blockedState') : undefined,
            to: path ? entityPaths(path).show(person.id) : '',
            actions: mayBlock
              ? [
                  {
                    key: 'block',
                    label: t(person.blocked ? 'people.unblock' : 'people.block'),
                    danger: !person.blocked,
                    run: () => block(person),
                  },
                ]
              : [],
          };
        },
        searching,
        settled,
      ),
      groupOf(
        'orders',
        canOrders ? orders : null,
        (order: Order) => ({
          key: `order:${order.id}`,
          title: t('palette.orderTitle', { id: order.id }),
          detail: [
            fieldText(orderEntity.fields.status, order.status, t, locale),
            fieldText(orderEntity.fields.totalPrice, order.totalPrice, t, locale),
          ],
          to: entityPaths('/allOrders').show(order.id),
          actions: decisions(order, ORDER_SCREEN as never, orderActions.decide),
        }),
        searching,
        settled,
      ),
      groupOf(
        'products',
        canProducts ? products : null,
        (product: Product) => ({
          key: `product:${product.id}`,
          title: productEntity.title(product, locale),
          titleDir: 'auto',
          detail: [fieldText(productEntity.fields.price, product.price, t, locale)],
          to: entityPaths('/Products').show(product.id),
          actions: [],
        }),
        searching,
        settled,
      ),
      groupOf(
        'coupons',
        canCoupons ? coupons : null,
        (coupon: Coupon) => ({
          key: `coupon:${coupon.id}`,
          title: coupon.code,
          titleDir: 'ltr',
          detail: [
            locale === 'ar' ? coupon.titleAr || coupon.titleEn : coupon.titleEn || coupon.titleAr,
            fieldText(couponEntity.fields.status, coupon.status, t, locale),
          ].filter(Boolean),
          to: entityPaths('/coupon').show(coupon.id),
          actions: decisions(coupon, COUPON_SCREEN as never, couponActions.decide),
        }),
        searching,
        settled,
      ),
    ];
    return list.filter((g): g is Group => g !== null && (g.status !== 'done' || g.results.length > 0));
  }, [
    typedTerm,
    settled,
    user,
    t,
    locale,
    canPeople,
    people,
    canOrders,
    orders,
    canProducts,
    products,
    canCoupons,
    coupons,
    searching,
    block,
    decisions,
    orderActions.decide,
    couponActions.decide,
  ]);
  return { term, searching, settled, groups, couponActions, orderActions, confirmDialog } as const;
}
