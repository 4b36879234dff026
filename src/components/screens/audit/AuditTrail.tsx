/**
 * The audit trail in words (docs/access.md, "Audit trail"): the /Admins trail and each
 * person's History. Actions, field labels and values read through the entity
 * definitions' labels and the screens' formatters, in the panel's language; people and
 * documents by name with a link where the viewer may open them; the author by name.
 * Filters (action, person, author, date range) are server-side queries
 * (src/lib/data/audit.ts), paged newest first with a cursor.
 */
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLECTION_OWNERS, USER_TYPE_PATH, type UserType } from '@/config/collections';
import type { EntityName } from '@/entities/registry';
import { DayField } from '@/components/form/DayField';
import { ReferencePicker } from '@/components/form/ReferencePicker';
import { ReferenceName } from '@/components/entity/references';
import { NameText } from '@/components/text/NameText';
import { listAuditEntries } from '@/lib/data/audit';
import { RECORDED_ACTIONS, shownChanges, type AuditEntry } from '@/lib/data/auditModel';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { appKeys } from '@/lib/query/keys';
import { isLocale, loadLocale } from '@/lib/i18n';
import { fieldLabelKey, fieldOf, PERSON_ENTITY, shownValue, type ShownValue } from './describe';
import { PersonName, RecordName, useViewer, type Viewer } from './names';

const PAGE_SIZE = 10;

/** The person type of each lookup (the inverse of PERSON_ENTITY). */
const TYPE_OF_ENTITY: Readonly<Record<string, UserType>> = Object.fromEntries(
  Object.entries(PERSON_ENTITY).map(([type, entity]) => [entity, type as UserType]),
);

/** @returns the type of the person a users entry is about, from its path. */
function typeOfPath(path: string): UserType | null {
  const found = Object.entries(USER_TYPE_PATH).find(([, p]) => p === path);
  return found ? (found[0] as UserType) : null;
}

/** One recorded value: text in its direction, a person or a document by name, or a dash. */
function Value(props: { readonly value: ShownValue; readonly viewer: Viewer }) {
  const { value, viewer } = props;
  if (value.kind === 'empty') return <span>—</span>;
  // Isolated, kept whole where it fits, and broken only between words.
  if (value.kind === 'text') return <NameText text={value.text} dir={value.dir} />;
  const type = TYPE_OF_ENTITY[value.entity];
  // Staff references (a proposer, a decider) name employees only: no other type is asked.
  if (type) return <PersonName id={value.id} viewer={viewer} knownType={type} exact={type === 'employee'} />;
  // The entity of a definition's reference field (tests/unit/references.test.ts).
  return <ReferenceName entity={value.entity as EntityName} id={value.id} />;
}

/** What changed, one line per field: "Label: before → after" in words. */
function Changes(props: { readonly entry: AuditEntry; readonly viewer: Viewer }) {
  const { t, i18n } = useTranslation();
  const { entry, viewer } = props;
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  const shown = (field: string, value: unknown): ShownValue => {
    const result = shownValue(entry.collection, field, value, t, i18n.language);
    if (result.kind !== 'reference') return result;
    // A document of a collection the viewer may not read is named by nothing rather than refused.
    const descriptor = fieldOf(entry.collection, field);
    const owners =
      descriptor?.kind === 'reference'
        ? (COLLECTION_OWNERS as Readonly<Record<string, readonly string[]>>)[descriptor.collection]
        : undefined;
    if (owners && !owners.some((path) => viewer.holds(path))) return { kind: 'text', text: t('audit.notVisible') };
    return result;
  };
  return (
    <Stack spacing={0.5}>
      <RecordName collection={entry.collection} docId={entry.docId} viewer={viewer} />
      {shownChanges(entry).map((field) => {
        const after = entry.after[field];
        const hadBefore = entry.before !== null && field in entry.before;
        return (
          <div key={field}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
              {t(fieldLabelKey(entry.collection, field), { defaultValue: t('audit.otherField') })}
            </Typography>
            {': '}
            {hadBefore && (
              <>
                <Value value={shown(field, entry.before?.[field])} viewer={viewer} /> {arrow}{' '}
              </>
            )}
            <Value value={shown(field, after)} viewer={viewer} />
          </div>
        );
      })}
    </Stack>
  );
}

/** A local day (yyyy-mm-dd from a date input) as a Date at its start, or undefined. */
function dayStart(day: string, offsetDays = 0): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + offsetDays);
}

/** A type of people and one of them, picked by name (the person and author filters). */
function PersonFilter(props: {
  readonly label: string;
  readonly typeLabel: string;
  readonly viewer: Viewer;
  readonly value: { readonly type: UserType | ''; readonly id: string };
  readonly onChange: (value: { type: UserType | ''; id: string }) => void;
}) {
  const { t } = useTranslation();
  const { type, id } = props.value;
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={props.label}>
      <TextField
        select
        size="small"
        label={props.typeLabel}
        value={type}
        onChange={(event) => props.onChange({ type: event.target.value as UserType | '', id: '' })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('list.all')}</MenuItem>
        {props.viewer.types.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`people.types.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      {type && (
        <ReferencePicker
          entity={PERSON_ENTITY[type]}
          label={props.label}
          value={id}
          onChange={(picked) => props.onChange({ type, id: picked })}
          size="small"
          sx={{ width: 220 }}
        />
      )}
    </Stack>
  );
}

/**
 * The audit trail as a filterable table, newest first, paged with a "Show more" button.
 * @param subjectId the person whose History this is (omit for the whole trail, All holders)
 * @param path the person's type path: readers without All must filter by it (the rules)
 * @param title the section's heading
 */
export function AuditTrail(props: { readonly subjectId?: string; readonly path?: string; readonly title: string }) {
  const { t, i18n } = useTranslation();
  const viewer = useViewer();
  const isAdmin = viewer.wholeTrail;
  const path = isAdmin ? undefined : props.path;
  const [action, setAction] = useState('');
  const [person, setPerson] = useState<{ type: UserType | ''; id: string }>({ type: '', id: '' });
  const [author, setAuthor] = useState<{ type: UserType | ''; id: string }>({ type: '', id: '' });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const badRange = Boolean(from && to && from > to);
  const subjectId = props.subjectId ?? (person.id || undefined);
  const range = badRange ? {} : { from: dayStart(from), to: dayStart(to, 1) };
  // Every entity's labels may show (an order's status, a coupon's dates): all texts of the locale.
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const texts = useQuery({ queryKey: appKeys.texts(locale), queryFn: () => loadLocale(locale).then(() => true) });
  const query = useInfiniteQuery({
    // A person's History starts with historyKey(subjectId): their writes invalidate it.
    queryKey: appKeys.trail(
      subjectId ?? '',
      path ?? '',
      action,
      author.id,
      range.from?.getTime() ?? '',
      range.to?.getTime() ?? '',
    ),
    initialPageParam: null as { at: Date; id: string } | null,
    queryFn: ({ pageParam }) =>
      listAuditEntries({
        ...(subjectId ? { subjectId } : {}),
        ...(path ? { path } : {}),
        ...(action ? { action } : {}),
        ...(author.id ? { actor: author.id } : {}),
        ...(range.from ? { from: range.from } : {}),
        ...(range.to ? { to: range.to } : {}),
        pageSize: PAGE_SIZE,
        after: pageParam,
      }),
    getNextPageParam: (last) => {
      const end = last.rows[last.rows.length - 1];
      return last.hasMore && end?.at ? { at: end.at, id: end.id } : undefined;
    },
  });
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  const filtered = Boolean(action || person.type || author.type || from || to);
  const clear = () => {
    setAction('');
    setPerson({ type: '', id: '' });
    setAuthor({ type: '', id: '' });
    setFrom('');
    setTo('');
  };
  const loading = query.isLoading || texts.isLoading;
  let body: ReactNode;
  if (query.error) {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography color="error" role="alert">
          {errorText(t, query.error)}
        </Typography>
        <Button onClick={() => void query.refetch()}>{t('people.retry')}</Button>
      </Stack>
    );
  } else if (rows.length === 0 && !loading) {
    body = <Typography color="text.secondary">{t(filtered ? 'common.noResults' : 'people.noHistory')}</Typography>;
  } else {
    body = (
      <TableContainer>
        <Table size="small" aria-label={props.title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('people.history.at')}</TableCell>
              <TableCell>{t('people.history.action')}</TableCell>
              {!props.subjectId && <TableCell>{t('people.history.subject')}</TableCell>}
              <TableCell>{t('people.history.by')}</TableCell>
              <TableCell>{t('people.history.change')}</TableCell>
              <TableCell>{t('people.history.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {texts.data &&
              rows.map((entry) => (
                <TableRow key={entry.id} data-testid="audit-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {entry.at ? formatDate(entry.at, i18n.language, true) : ''}
                  </TableCell>
                  <TableCell>{t(`people.actions.${entry.action}`, { defaultValue: t('audit.otherAction') })}</TableCell>
                  {!props.subjectId && (
                    <TableCell>
                      {entry.subjectId ? (
                        <PersonName
                          id={entry.subjectId}
                          viewer={viewer}
                          knownType={entry.collection === 'users' ? typeOfPath(entry.path) : null}
                        />
                      ) : (
                        '—'
                      )}
                    </TableCell>
                  )}
                  <TableCell>
                    {/* Authors are staff: named by the name the entry records, else where the viewer may read employees, never asked otherwise. */}
                    <PersonName id={entry.actor} viewer={viewer} knownType="employee" exact storedName={entry.byName} />
                  </TableCell>
                  <TableCell>
                    <Changes entry={entry} viewer={viewer} />
                  </TableCell>
                  <TableCell>
                    <bdi dir="auto">{entry.reason ?? ''}</bdi>
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-label={props.title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {props.title}
      </Typography>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('people.history.action')}
          value={action}
          onChange={(event) => setAction(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('list.all')}</MenuItem>
          {RECORDED_ACTIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`people.actions.${a}`)}
            </MenuItem>
          ))}
        </TextField>
        {!props.subjectId && (
          <PersonFilter
            label={t('people.history.subject')}
            typeLabel={t('audit.personType')}
            viewer={viewer}
            value={person}
            onChange={setPerson}
          />
        )}
        <PersonFilter
          label={t('audit.author')}
          typeLabel={t('audit.authorType')}
          viewer={viewer}
          value={author}
          onChange={setAuthor}
        />
        <DayField
          label={t('audit.from')}
          value={from}
          onChange={setFrom}
          max={to}
          error={badRange}
          testId="audit-from"
        />
        <DayField
          label={t('audit.to')}
          value={to}
          onChange={setTo}
          min={from}
          error={badRange}
          helperText={badRange ? t('audit.badRange') : undefined}
          testId="audit-to"
        />
        {filtered && <Button onClick={clear}>{t('audit.clearFilters')}</Button>}
      </Stack>
      {query.isFetching && !query.isFetchingNextPage && (
        <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />
      )}
      {body}
      {query.hasNextPage && (
        <Button sx={{ mt: 1 }} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('people.more')}
        </Button>
      )}
    </Paper>
  );
}
