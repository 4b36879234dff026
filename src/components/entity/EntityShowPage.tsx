import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Field, Fields, ListField } from '@/lib/entity/fields';
import { isNoValue } from '@/lib/entity/parse';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/session/useCan';
import { FieldValue } from './display';
import { DescriptionList } from './DescriptionList';
import { EntityListPage } from './EntityListPage';
import { MissingRecord } from './MissingRecord';
import { PageTrail, type TrailStep } from './PageTrail';
import { entityPaths } from './paths';
import { ReferenceName } from './references';
import type { DetailRow, EntityScreen, PageSection, RelatedList } from './types';
import { DecisionButton, useDocumentCheck } from './DecisionButton';
import { useLinkedDocuments } from './useLinkedDocuments';
import { applicableTransitions, useRowActions } from './useRowActions';
import { useDocument } from './useDocument';
import { useCanDecide, useCanWrite } from './useScreen';

/** An embedded list (an order's items) as a small table. */
function EmbeddedTable(props: { readonly field: ListField; readonly value: unknown; readonly label: string }) {
  const { t, i18n } = useTranslation();
  const items = Array.isArray(props.value) ? (props.value as Record<string, unknown>[]) : [];
  const columns = Object.entries(props.field.of as Fields);
  return (
    <Table size="small" aria-label={props.label}>
      <TableHead>
        <TableRow>
          {columns.map(([name, f]) => (
            <TableCell key={name}>{t(f.label)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item, i) => (
          <TableRow key={i}>
            {columns.map(([name, f]) => (
              <TableCell key={name}>
                <FieldValue field={f} value={item[name]} t={t} locale={i18n.language} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A related list on a document's page (EntityScreen.related): the list filtered by the
 * document's id, paged with cursors, with its summary under the heading.
 * @param related the related list's description
 * @param parentId the document's id
 * @param basePath the document's page
 */
function RelatedSection(props: {
  readonly related: RelatedList;
  readonly parentId: string;
  readonly basePath: string;
}) {
  const { related, parentId } = props;
  const Summary = related.summary;
  return (
    <EntityListPage
      screen={related.screen}
      basePath={`${props.basePath}/${related.segment}`}
      fixedFilters={[{ field: related.field, value: parentId }]}
      prefix={`${related.segment}.`}
      headingKey={related.titleKey}
      readOnly={related.readOnly}
      summary={Summary && <Summary parentId={parentId} />}
      embedded
    />
  );
}

/** The details' tab: the first, and the page's default (no `tab` in the URL). */
const DETAILS_TAB = 'details';
/** A page with at least this many parts (its details included) shows them as tabs. */
const TABS_FROM = 3;

/**
 * A document page's parts (issue 34 item 8): stacked when there are few; as tabs when
 * there are TABS_FROM or more (a supplier's details, payment and bank, history, orders,
 * products, sub-categories, fines and rewards, reviews: one 5,500 px scroll before),
 * the chosen tab in the URL's `tab` (a link or Back opens the same tab), and only the
 * chosen part mounted (a tab's list reads its documents when it is opened).
 * @param props.title the document's title (the tab list's accessible name)
 * @param props.parts the details first, then the screen's sections and related lists
 */
function PageParts(props: { readonly title: string; readonly parts: readonly PageSection[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { can } = useCan();
  const parts = props.parts.filter((part) => !part.paths || part.paths.some((path) => can('open', path)));
  if (parts.length < TABS_FROM) {
    return (
      <>
        {parts.map((part) => (
          <Fragment key={part.key}>{part.content}</Fragment>
        ))}
      </>
    );
  }
  const asked = params.get('tab');
  const current = parts.find((part) => part.key === asked) ?? parts[0];
  const choose = (key: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (key === DETAILS_TAB) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <Tabs
        value={current?.key}
        onChange={(_, key: string) => choose(key)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={props.title}
        sx={{ borderBottom: 1, borderColor: 'divider', mt: -1 }}
      >
        {parts.map((part) => (
          <Tab
            key={part.key}
            value={part.key}
            label={t(part.labelKey)}
            id={`${id}-tab-${part.key}`}
            // Only the chosen part is mounted: the others' tabs control no element yet.
            aria-controls={part.key === current?.key ? `${id}-panel-${part.key}` : undefined}
          />
        ))}
      </Tabs>
      {current && (
        <Stack
          // A part of its own per tab: switching from one related list to another mounts
          // the new one (a reused list kept the old list's rows for a render and drew them
          // with the new list's columns: a fine drawn as a review).
          key={current.key}
          role="tabpanel"
          spacing={3}
          id={`${id}-panel-${current.key}`}
          aria-labelledby={`${id}-tab-${current.key}`}
        >
          {current.content}
        </Stack>
      )}
    </>
  );
}

/**
 * The detail page of one document (docs/adding-an-entity.md): breadcrumbs back to the
 * list, its fields as derived from the definition (plus the screen's extra rows), the
 * decision stamp of its last status change, status changes, edit and delete where
 * Access allows, and the lists of related entities (a category's sub-categories).
 * A missing record shows a heading, the reason and a way back.
 * @param screen the entity's screen
 * @param basePath the list's path
 * @param returnPath where the trail and a delete lead (default the list)
 * @param parentTrail steps before this entity's own (a child's parent)
 */
export function EntityShowPage<F extends Fields>(props: {
  readonly screen: EntityScreen<F>;
  readonly basePath: string;
  readonly returnPath?: string;
  readonly parentTrail?: readonly TrailStep[];
}) {
  const { screen, basePath } = props;
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigate = useNavigate();
  const paths = entityPaths(basePath);
  const back = props.returnPath ?? basePath;
  const canWrite = useCanWrite(screen);
  const canDecide = useCanDecide(screen);
  const documentCheck = useDocumentCheck();
  const query = useDocument(screen, id);
  const row = query.data;
  const { dialog, remove, decide } = useRowActions(screen);
  const steps = row && canDecide ? applicableTransitions(screen, row) : [];
  const linked = useLinkedDocuments(
    screen.linkedDocuments,
    steps.map(([, tr]) => tr),
    row,
  );

  const details = useMemo<DetailRow[]>(() => {
    if (!row) return [];
    const record = row as Record<string, unknown>;
    const title = screen.entity.title(row, locale);
    const derived = Object.entries(screen.entity.fields as Record<string, Field>)
      .filter(([, f]) => f.detail !== false)
      .map(([name, f]) => ({
        label: t(f.label),
        value: screen.render?.[name] ? (
          screen.render[name](row, t, locale)
        ) : isNoValue(record[name]) && f.kind !== 'image' ? (
          // An optional value left empty says so, not a blank beside its label.
          <Typography component="span" color="text.secondary">
            {t('common.notSet')}
          </Typography>
        ) : f.kind === 'list' ? (
          <EmbeddedTable field={f} value={record[name]} label={t(f.label)} />
        ) : (
          <FieldValue field={f} value={record[name]} t={t} locale={locale} title={title} large />
        ),
      }));
    return [
      ...derived,
      ...(screen.details?.(row, t, locale) ?? []),
      { label: t('common.createdAt'), value: row.createdAt ? formatDate(row.createdAt, locale, true) : '' },
    ];
  }, [row, screen, t, locale]);

  const trail: TrailStep[] = [...(props.parentTrail ?? []), { label: t(screen.keys.title), to: back }];
  if (query.error) {
    return (
      <MissingRecord
        trail={[...trail, { label: id }]}
        error={query.error}
        backTo={back}
        backLabel={t(screen.keys.title)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!row) return <LinearProgress aria-label={t('common.loading')} />;
  const title = screen.entity.title(row, locale);
  const sections = screen.sections?.(row) ?? [];
  // Why a step shown is disabled, or why Edit and Delete are not offered (a frozen one),
  // written out below the heading: a touch screen shows no tooltip.
  const answers = [
    ...steps.map(([key]) => documentCheck(screen.entity, 'decide', row, key, linked)),
    ...(canWrite ? [documentCheck(screen.entity, 'edit', row)] : []),
  ];
  const reasons = [
    ...new Set(answers.flatMap((answer) => (answer.reason === null ? [] : [t(answer.reason, answer.values)]))),
  ];

  return (
    <Stack spacing={3}>
      <PageTrail steps={[...trail, { label: title }]} />
      {/* The actions move under the title when both do not fit (a tablet, many actions),
          rather than squeezing the title into a narrow column. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: '1 1 20rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          <bdi dir="auto">{title}</bdi>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {steps.map(([key, tr]) => (
            <DecisionButton
              key={key}
              entity={screen.entity}
              name={key}
              row={row}
              transition={tr}
              linked={linked}
              onClick={() => void decide(row, tr)}
            />
          ))}
          {screen.actions?.(row)}
          {/* A frozen one (an approved reward or fine, which moved money) is neither edited nor deleted. */}
          {canWrite && documentCheck(screen.entity, 'edit', row).ok && (
            <>
              <Button component={Link} to={paths.edit(row.id)} variant="contained">
                {t('common.edit')}
              </Button>
              <Button color="error" onClick={() => void remove(row).then((done) => done && navigate(back))}>
                {t('common.delete')}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
      {reasons.map((reason) => (
        <Typography key={reason} variant="body2" color="text.secondary" sx={{ mt: -2 }}>
          {reason}
        </Typography>
      ))}
      <PageParts
        title={title}
        parts={[
          {
            key: DETAILS_TAB,
            labelKey: 'record.details',
            content: (
              <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
                <DescriptionList rows={details} />
                {row.decidedAt && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                    {t('record.decided', { date: formatDate(row.decidedAt, locale, true) })}{' '}
                    {row.decidedBy && <ReferenceName entity="employee" id={row.decidedBy} />}
                    {row.decisionReason && (
                      <>
                        {' — '}
                        <bdi dir="auto">{row.decisionReason}</bdi>
                      </>
                    )}
                  </Typography>
                )}
                {row.updatedAt && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('common.updatedAt', { date: formatDate(row.updatedAt, locale, true) })}
                  </Typography>
                )}
              </Paper>
            ),
          },
          ...sections.filter((section) => !section.last),
          ...(screen.related ?? []).map((related) => ({
            key: related.segment,
            labelKey: related.titleKey,
            content: <RelatedSection related={related} parentId={row.id} basePath={paths.show(row.id)} />,
          })),
          ...sections.filter((section) => section.last),
        ]}
      />
      {dialog}
    </Stack>
  );
}
