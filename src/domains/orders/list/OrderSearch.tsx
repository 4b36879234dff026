import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@/config/collections';
import { orderEntity, type Order } from '@/entities/order';
import { foldDigits, type FoundPerson } from '@/lib/data/find';
import { findQueries } from '@/lib/data/queries';
import type { Filter } from '@/lib/data/types';
import { formatCurrency } from '@/lib/format';
import { baisaToOmr } from '@/lib/entity/parse';
import { useDebounced } from '@/lib/useDebounced';

/** How long typing must pause before the look-ups run, in milliseconds. */
const TYPING_DELAY_MS = 250;

/** Fewest characters looked up (one letter would match half the people). */
const MIN_TERM = 2;

/** The order's field that names a party of each type (the filter a found person sets). */
export const PARTY_FIELD: Readonly<Partial<Record<UserType, keyof Order & string>>> = {
  user: 'userId',
  supplier: 'supplierId',
  deliveryCompany: 'deliveryCompanyId',
  rider: 'riderId',
};

/** The types of the parties an order names (the people an order screen may read). */
const PARTY_TYPES = Object.keys(PARTY_FIELD) as UserType[];

/**
 * The order Enter opens for what was typed (issue 48, item 5): the order whose id is
 * exactly the typed text, else the only found order whose id begins with it.
 * @param typed what the box holds (digits folded, trimmed)
 * @param found the orders the id look-up found for that text
 * @returns the order's id, or null when none or several begin with it
 */
export function orderForEnter(typed: string, found: readonly { readonly id: string }[]): string | null {
  if (!typed) return null;
  const whole = found.find((order) => order.id === typed);
  if (whole) return whole.id;
  const starting = found.filter((order) => order.id.startsWith(typed));
  return starting.length === 1 ? (starting[0]?.id ?? null) : null;
}

/** One line of the look-up: an order to open, or a party whose orders to list. */
type Option =
  | { readonly kind: 'order'; readonly order: Order }
  | { readonly kind: 'person'; readonly person: FoundPerson & { readonly type: UserType } };

/**
 * Finds orders the way people ask (issue 32, item 5): by the beginning of the order id,
 * or by a customer's, supplier's, delivery company's or rider's name or phone (typed with
 * Latin or Arabic-Indic digits, with or without +968). Two look-ups of at most FIND_LIMIT
 * each, once typing pauses (src/lib/data/find.ts: one indexed query each, never the
 * whole collection). Choosing an order opens it; choosing a person filters the list to
 * their orders. Enter opens the order whose id is the typed text or, when exactly one
 * found order's id begins with it, that one (orderForEnter): pressed before the look-up
 * of that text answers, it waits for the answer.
 * @param filters the list's fixed filters (the cancelled orders' status): the id
 *   look-up keeps to them, so a restricted reader's query is provable
 * @param parties the party filters the screen offers (a type whose filter is fixed is left out)
 * @param onOrder opens an order by its id
 * @param onParty filters the list by a party: the order's field and the person's id
 */
export function OrderSearch(props: {
  readonly filters: readonly Filter[];
  readonly parties: readonly UserType[];
  readonly onOrder: (id: string) => void;
  readonly onParty: (field: string, id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [typed, setTyped] = useState('');
  const term = useDebounced(foldDigits(typed).trim(), TYPING_DELAY_MS);
  const searching = term.length >= MIN_TERM;
  const types = PARTY_TYPES.filter((type) => props.parties.includes(type));
  const orders = useQuery({ ...findQueries.byIdPrefix(orderEntity, term, props.filters), enabled: searching });
  const people = useQuery({ ...findQueries.people(term, types), enabled: searching && types.length > 0 });
  const options: Option[] = searching
    ? [
        ...(orders.data ?? []).map((order): Option => ({ kind: 'order', order })),
        ...(people.data ?? []).flatMap((person): Option[] =>
          person.type && types.includes(person.type)
            ? [{ kind: 'person', person: { ...person, type: person.type } }]
            : [],
        ),
      ]
    : [];
  const loading = searching && (orders.isFetching || people.isFetching);
  const failed = orders.isError || people.isError;
  // Enter pressed for a text whose look-up has not answered yet: opened when it answers.
  const [enterFor, setEnterFor] = useState<string | null>(null);
  const answered = term === enterFor && !orders.isFetching && orders.isSuccess;
  const { onOrder } = props;
  useEffect(() => {
    if (!answered || enterFor === null) return;
    setEnterFor(null);
    const id = orderForEnter(enterFor, orders.data);
    if (id) onOrder(id);
  }, [answered, enterFor, orders.data, onOrder]);
  const group = (option: Option) =>
    option.kind === 'order' ? t('order.search.orders') : t(`order.search.party.${option.person.type}`);

  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      options={options}
      filterOptions={(x) => x}
      groupBy={group}
      loading={loading}
      inputValue={typed}
      value={null}
      blurOnSelect
      onInputChange={(_, text, reason) => {
        if (reason === 'reset') return;
        setTyped(text);
        setEnterFor(null);
      }}
      getOptionLabel={(option) =>
        typeof option === 'string' ? option : option.kind === 'order' ? option.order.id : option.person.name
      }
      getOptionKey={(option) =>
        typeof option === 'string' ? option : option.kind === 'order' ? `o:${option.order.id}` : `p:${option.person.id}`
      }
      onChange={(_, option) => {
        if (option === null) return;
        if (typeof option === 'string') {
          // Enter without choosing: the order of that id, or the only one beginning with it.
          const wanted = foldDigits(option).trim();
          if (wanted.length >= MIN_TERM) setEnterFor(wanted);
          return;
        }
        setTyped('');
        if (option.kind === 'order') props.onOrder(option.order.id);
        else props.onParty(PARTY_FIELD[option.person.type] ?? '', option.person.id);
      }}
      noOptionsText={
        failed ? t('common.unavailable') : searching ? t('order.search.none', { term }) : t('order.search.help')
      }
      loadingText={t('common.loading')}
      renderOption={({ key, ...itemProps }, option) => (
        <Box component="li" key={key} {...itemProps}>
          {option.kind === 'order' ? (
            <Box>
              <Typography component="bdi" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                {option.order.id}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`order.statuses.${option.order.status}`)} ·{' '}
                {formatCurrency(baisaToOmr(option.order.totalPrice), locale)}
              </Typography>
            </Box>
          ) : (
            <Box>
              <bdi dir="auto">{option.person.name}</bdi>
              {option.person.phone && (
                <Typography variant="body2" color="text.secondary">
                  <bdi dir="ltr">{option.person.phone}</bdi>
                </Typography>
              )}
            </Box>
          )}
        </Box>
      )}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('order.search.label')}
          helperText={t('order.search.hint')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, dir: 'auto', maxLength: 200, enterKeyHint: 'search' },
          }}
        />
      )}
    />
  );
}
