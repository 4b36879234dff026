import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReferenceName } from '@/components/entity/references';
import { listAuditEntries } from '@/lib/data/audit';
import type { AuditEntry } from '@/lib/data/auditModel';
import { errorKey } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { usePeopleAccess } from './usePeopleAccess';

const PAGE_SIZE = 10;

/** A recorded value as text (lists joined, null as a dash). */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What changed, as "field: before → after" lines. */
function Changes({ entry }: { readonly entry: AuditEntry }) {
  return (
    <>
      {Object.entries(entry.after).map(([field, after]) => (
        <div key={field} dir="ltr" style={{ textAlign: 'start' }}>
          <bdi>
            {field}: {entry.before && field in entry.before ? `${shown(entry.before[field])} → ` : ''}
            {shown(after)}
          </bdi>
        </div>
      ))}
    </>
  );
}

/**
 * The audit trail (docs/access.md, "Audit trail") as a table, newest first, paged with
 * a "more" button: a person's history on their page, or the whole trail for All holders.
 * Readers without All must filter by a path they hold (`path`).
 * @param subjectId the person (omit for the whole trail)
 * @param path the person's type path
 * @param action only this action
 * @param title heading text
 */
export function AuditTable(props: {
  readonly subjectId?: string;
  readonly path?: string;
  readonly action?: string;
  readonly title: string;
}) {
  const { t, i18n } = useTranslation();
  const access = usePeopleAccess();
  const path = access.isAdmin ? undefined : props.path;
  const query = useInfiniteQuery({
    queryKey: ['audit', props.subjectId ?? '', path ?? '', props.action ?? ''],
    initialPageParam: null as { at: Date; id: string } | null,
    queryFn: ({ pageParam }) =>
      listAuditEntries({
        ...(props.subjectId ? { subjectId: props.subjectId } : {}),
        ...(path ? { path } : {}),
        ...(props.action ? { action: props.action } : {}),
        pageSize: PAGE_SIZE,
        after: pageParam,
      }),
    getNextPageParam: (last) => {
      const end = last.rows[last.rows.length - 1];
      return last.hasMore && end?.at ? { at: end.at, id: end.id } : undefined;
    },
  });
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <Paper variant="outlined" component="section" aria-label={props.title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {props.title}
      </Typography>
      {query.error ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography color="error" role="alert">
            {t(errorKey(query.error))}
          </Typography>
          <Button onClick={() => void query.refetch()}>{t('people.retry')}</Button>
        </Stack>
      ) : rows.length === 0 && !query.isLoading ? (
        <Typography color="text.secondary">{t('people.noHistory')}</Typography>
      ) : (
        <Table size="small">
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
            {rows.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{entry.at ? formatDate(entry.at, i18n.language, true) : ''}</TableCell>
                <TableCell>{t(`people.actions.${entry.action}`, { defaultValue: entry.action })}</TableCell>
                {!props.subjectId && (
                  <TableCell>
                    <bdi dir="ltr">{entry.subjectId ?? entry.docId}</bdi>
                  </TableCell>
                )}
                <TableCell>
                  <ReferenceName entity="staff" id={entry.actor} />
                </TableCell>
                <TableCell>
                  <Changes entry={entry} />
                </TableCell>
                <TableCell>
                  <bdi dir="auto">{entry.reason ?? ''}</bdi>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {query.hasNextPage && (
        <Button sx={{ mt: 1 }} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('people.more')}
        </Button>
      )}
    </Paper>
  );
}
