import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fieldText } from '@/components/entity/display';
import { entityPaths } from '@/components/entity/paths';
import type { EntityScreen } from '@/components/entity/types';
import { applicableTransitions, useRowActions } from '@/components/entity/useRowActions';
import { canWriteCollection } from '@/components/entity/useScreen';
import { useConfirm } from '@/components/feedback/useConfirm';
import { useDebounced } from '@/lib/useDebounced';
import { USER_TYPE_PATH, USER_TYPES, type UserType } from '@/config/collections';
import { couponEntity, type Coupon } from '@/entities/coupon';
import { orderEntity, type Order } from '@/entities/order';
import { productEntity, type Product } from '@/entities/product';
import { can, canAccess, holdsAll, visibleNavItems, type Caller } from '@/lib/access';
import { isMaker } from '@/lib/data/maker';
import { normaliseForSearch } from '@/lib/data/convert';
import { foldDigits, type FoundPerson } from '@/lib/data/find';
import { findQueries } from '@/lib/data/queries';
import { setBlocked } from '@/lib/data/people';
import type { Transition } from '@/lib/entity/define';
import { errorText } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { useNotify } from '@/lib/notify/useNotify';
import { invalidatePerson } from '@/lib/query/keys';
import { useActiveOption } from './activeOption';
import type { PaletteProps } from './index';

/** Wait after the last key before searching, in ms. */
const DEBOUNCE_MS = 250;

/** Shortest text searched in the records (screens match from the first letter). */
const MIN_TERM = 2;

/** The sources of results, in the order their groups show. */
type SourceId = 'screens' | 'people' | 'orders' | 'products' | 'coupons';

/** Something a result offers besides opening it (block, approve …), after the usual confirmation. */
interface ResultAction {
  readonly key: string;
  readonly label: string;
  readonly danger?: boolean;
  readonly run: () => Promise<unknown>;
}

/** One result: a screen or a record, and where choosing it goes. */
interface Result {
  readonly key: string;
  readonly title: string;
  /** The title's direction: user content `auto`, ids and codes `ltr`. */
  readonly titleDir?: 'auto' | 'ltr';
  /** The detail line's parts (each kept in its own direction, joined by a dot). */
  readonly detail?: readonly string[];
  readonly badge?: string;
  readonly to: string;
  readonly actions: readonly ResultAction[];
}

/** A source's part of the list: its results, or why it has none yet. */
interface Group {
  readonly source: SourceId;
  readonly status: 'loading' | 'error' | 'done';
  readonly results: readonly Result[];
  readonly error?: unknown;
  readonly retry?: () => void;
}

/** What the listbox holds, in order: results, and a retry for each failed source. */
type Option =
  | { readonly kind: 'result'; readonly id: string; readonly source: SourceId; readonly result: Result }
  | { readonly kind: 'retry'; readonly id: string; readonly source: SourceId; readonly group: Group };

/**
 * A result's option id, from its key (the same result keeps its id however the list
 * changes around it, so `aria-activedescendant` never names another result).
 * @param key the result's key, e.g. `screen:/coupon` or `person:user-0014`
 * @returns an id of letters, digits, `-` and `_`
 */
export function optionId(key: string): string {
  return `palette-option-${key.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.codePointAt(0)?.toString(16) ?? ''}`)}`;
}

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
 * The users types whose screens the person opens (people results open there).
 * @returns null for All holders (every type), else the types of their people paths
 */
export function peopleTypes(caller: Caller): UserType[] | null {
  if (holdsAll(caller.access)) return null;
  return USER_TYPES.filter((type) => can(caller, 'read', { userType: type }));
}

/**
 * A record source's query state as a group (a source the person may not search: null).
 * While the text typed differs from the one searched (`settled` false), the group is
 * loading: its results of an older text are not shown, so Enter cannot open one.
 */
function groupOf<T>(
  source: SourceId,
  query: UseQueryResult<T[]> | null,
  toResult: (row: T) => Result,
  active: boolean,
  settled: boolean,
): Group | null {
  if (!query || !active) return null;
  if (!settled) return { source, status: 'loading', results: [] };
  if (query.isError)
    return { source, status: 'error', results: [], error: query.error, retry: () => void query.refetch() };
  if (query.isPending || query.isFetching) return { source, status: 'loading', results: [] };
  return { source, status: 'done', results: (query.data ?? []).map(toResult) };
}

/** The person's line under a result: their type, e-mail and phone, as stored. */
function personDetail(person: FoundPerson, t: TFunction): string[] {
  return [person.type ? t(`people.types.${person.type}`) : '', person.email, person.phone].filter(Boolean);
}

/**
 * The command palette (docs/access.md, "Command palette"): one search box over the
 * screens of the person's menu and their records — people by name, e-mail or phone
 * (Latin or Arabic-Indic digits, with or without +968 or a leading zero), orders by id,
 * products by name, coupons by code — each source one indexed query of at most
 * FIND_LIMIT documents, and only the sources the person's Access opens. Results show
 * grouped by source, each group with its own loading and error state. Arrow keys move,
 * Enter opens, Tab reaches the chosen result's actions (block, approve, reject …, each
 * after the usual confirmation), Escape closes. A combobox with a listbox
 * (aria-activedescendant) and a live region saying how many results there are.
 * @param open whether the dialog shows
 * @param onClose closes it (Escape, a choice, a click outside)
 * @param user the signed-in staff member (their Access and uid)
 */
export default function CommandPalette(props: PaletteProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="palette-title"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        paper: {
          sx: { mt: { xs: 2, sm: '10vh' }, mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } },
        },
      }}
    >
      <DialogTitle id="palette-title" sx={visuallyHidden}>
        {t('palette.title')}
      </DialogTitle>
      {props.open && <PaletteBody {...props} />}
    </Dialog>
  );
}

function PaletteBody({ onClose, user }: PaletteProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
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
        await setBlocked(person.id, !person.blocked, answer.reason || null);
        notify({ message: t(person.blocked ? 'people.unblocked' : 'people.blocked'), severity: 'success' });
      } catch (error) {
        notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
      }
      void invalidatePerson(queryClient, person.id);
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

  const options = useMemo<Option[]>(
    () =>
      groups.flatMap((group): Option[] =>
        group.status === 'error'
          ? [{ kind: 'retry' as const, id: `palette-retry-${group.source}`, source: group.source, group }]
          : group.results.map((result) => ({
              kind: 'result' as const,
              id: optionId(result.key),
              source: group.source,
              result,
            })),
      ),
    [groups],
  );

  // The highlighted option, kept by its key however late other results arrive (Enter
  // opens it): ./activeOption.ts.
  const optionKey = (option: Option) => (option.kind === 'result' ? option.result.key : option.id);
  const highlight = useActiveOption(useMemo(() => options.map(optionKey), [options]));
  const activeIndex = highlight.activeIndex;
  const active = activeIndex < 0 ? undefined : options[activeIndex];
  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (option: Option | undefined) => {
    if (!option) return;
    if (option.kind === 'retry') {
      option.group.retry?.();
      return;
    }
    if (!option.result.to) return;
    onClose();
    void navigate(option.result.to);
  };
  const { move } = highlight;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Home' && event.ctrlKey) move(-activeIndex);
    else if (event.key === 'End' && event.ctrlKey) move(options.length - 1 - activeIndex);
    else if (event.key === 'Enter') choose(active);
    else return;
    event.preventDefault();
  };

  const loading = groups.some((group) => group.status === 'loading') || !settled;
  const count = options.filter((option) => option.kind === 'result').length;
  const announcement = loading
    ? t('palette.searching')
    : count > 0
      ? t('palette.count', { n: formatNumber(count, locale) })
      : t('palette.none', { term });
  const activeResult = active?.kind === 'result' ? active.result : null;
  const inputRef = useRef<HTMLInputElement>(null);
  // The search box has the focus whenever the palette shows. Not `autoFocus`, which acts
  // once at mount: the palette can be hidden and shown again by a loading part (a
  // language's texts after the avatar menu switched it, a tablet's first tap), and then
  // the dialog's focus trap had given the focus back to the opener and put it on the
  // dialog itself, so typed keys went nowhere. A layout effect runs again each time the
  // palette shows, and before the trap's own (a parent's) checks where the focus is.
  useLayoutEffect(() => {
    inputRef.current?.focus();
  }, []);

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <SearchIcon color="action" />
        <InputBase
          inputRef={inputRef}
          fullWidth
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            highlight.reset();
          }}
          onKeyDown={onKeyDown}
          placeholder={t('palette.placeholder')}
          inputProps={{
            role: 'combobox',
            'aria-label': t('palette.label'),
            'aria-expanded': options.length > 0,
            'aria-controls': 'palette-listbox',
            'aria-autocomplete': 'list',
            'aria-activedescendant': active?.id,
            'aria-describedby': 'palette-hint',
            autoComplete: 'off',
            spellCheck: false,
            enterKeyHint: 'go',
            maxLength: 100,
            dir: 'auto',
          }}
          sx={{ fontSize: '1.1rem', minHeight: 48 }}
        />
        {loading && <CircularProgress size={20} aria-hidden />}
      </Box>
      <Divider />
      <Box
        role="listbox"
        id="palette-listbox"
        aria-label={t('palette.results')}
        sx={{ maxHeight: { xs: '55vh', sm: '50vh' }, overflowY: 'auto', py: 0.5 }}
      >
        {groups.map((group) => (
          <Box key={group.source} role="group" aria-labelledby={`palette-group-${group.source}`} sx={{ py: 0.5 }}>
            <Typography
              id={`palette-group-${group.source}`}
              variant="overline"
              component="div"
              role="presentation"
              sx={{ px: 2, color: 'text.secondary', lineHeight: 2.2 }}
            >
              {t(`palette.group.${group.source}`)}
            </Typography>
            {group.status === 'loading' && (
              <Typography role="presentation" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
                {t('palette.searching')}
              </Typography>
            )}
            {options
              .filter((option) => option.source === group.source)
              .map((option) => (
                <PaletteOption
                  key={option.id}
                  option={option}
                  selected={option === active}
                  onHover={() => highlight.highlight(optionKey(option))}
                  onChoose={() => {
                    choose(option);
                    inputRef.current?.focus();
                  }}
                >
                  {option.kind === 'retry' ? (
                    <Typography color="error" variant="body2">
                      {t('palette.failed', {
                        group: t(`palette.group.${option.source}`),
                        reason: errorText(t, option.group.error),
                      })}
                    </Typography>
                  ) : (
                    <ResultLine result={option.result} />
                  )}
                </PaletteOption>
              ))}
          </Box>
        ))}
        {!loading && groups.length === 0 && (
          <Typography role="presentation" color="text.secondary" sx={{ px: 2, py: 2 }}>
            {t('palette.none', { term })}
          </Typography>
        )}
      </Box>
      {activeResult && activeResult.actions.length > 0 && (
        <>
          <Divider />
          <Stack
            role="group"
            aria-label={t('palette.actionsFor', { title: activeResult.title })}
            direction="row"
            spacing={1}
            sx={{ px: 2, py: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 0 }} noWrap>
              <bdi>{activeResult.title}</bdi>
            </Typography>
            {activeResult.actions.map((action) => (
              <Button
                key={action.key}
                variant="outlined"
                color={action.danger ? 'error' : 'primary'}
                onClick={() => void action.run().then(() => inputRef.current?.focus())}
                sx={{ minHeight: 44 }}
              >
                {action.label}
              </Button>
            ))}
          </Stack>
        </>
      )}
      {/* Keyboard help: not on touch screens, where the list is tapped. */}
      <Box sx={{ '@media (pointer: coarse)': { display: 'none' } }}>
        <Divider />
        <Typography id="palette-hint" variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1 }}>
          {searching || !typed.trim() ? t('palette.hint') : t('palette.minLength')}
        </Typography>
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {typed.trim() ? announcement : ''}
      </Box>
      {couponActions.dialog}
      {orderActions.dialog}
      {confirmDialog}
    </>
  );
}

/** One option of the listbox: not focusable (the input keeps the focus), chosen by click or Enter. */
function PaletteOption(props: {
  readonly option: Option;
  readonly selected: boolean;
  readonly onHover: () => void;
  readonly onChoose: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Box
      role="option"
      id={props.option.id}
      aria-selected={props.selected}
      onMouseMove={props.selected ? undefined : props.onHover}
      onClick={props.onChoose}
      sx={{
        px: 2,
        py: 0.75,
        minHeight: 48,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        cursor: 'pointer',
        bgcolor: props.selected ? 'action.selected' : undefined,
        borderInlineStart: 3,
        borderColor: props.selected ? 'primary.main' : 'transparent',
      }}
    >
      {props.children}
    </Box>
  );
}

/** A result's title, its detail line and its badge. */
function ResultLine({ result }: { readonly result: Result }) {
  return (
    <>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap>
          <bdi dir={result.titleDir}>{result.title}</bdi>
        </Typography>
        {result.detail && result.detail.length > 0 && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {result.detail.map((part, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                <bdi>{part}</bdi>
              </Fragment>
            ))}
          </Typography>
        )}
      </Box>
      {result.badge && <Chip size="small" color="error" variant="outlined" label={result.badge} />}
    </>
  );
}
