import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Filter } from '@/lib/data/types';
import { RefusedControl } from '@/components/feedback/RefusedControl';
import type { DocumentAnswer } from '@/lib/documentAccess';
import { useEntityList } from '@/lib/data/useEntityList';
import { stateTransitions, type Row, type Transition } from '@/lib/entity/define';
import type { Field, Fields } from '@/lib/entity/fields';
import { screenColumns } from './columns';
import { fieldText } from './display';
import { EntityTable, type ListFilter } from './EntityTable';
import { ExportButton } from './ExportButton';
import { ImportButton } from './import/ImportButton';
import { entityPaths } from './paths';
import { usePrefetchReferences } from './references';
import { useDeviceLayout } from './layout';
import { RowActions } from './RowActions';
import { SavedViews } from './SavedViews';
import type { EntityScreen } from './types';
import { DecisionButton, useDocumentCheck } from './DecisionButton';
import { applicableTransitions, useRowActions } from './useRowActions';
import { useCanDecide, useCanWrite } from './useScreen';

/**
 * The list of an entity (docs/adding-an-entity.md): heading, search, filters, "New",
 * "Export CSV" and, for an importable definition, "Import CSV" (docs/import.md), the table, and per row the status changes, edit and delete, each
 * after a confirmation. With status changes, rows can be selected and changed together.
 * Writing controls show only where the person's Access may write the collection.
 * @param screen the entity's screen
 * @param basePath where its pages live, e.g. `/coupon` or `/Category/id/abc/subCategories`
 * @param fixedFilters filters always applied (a related list: the parent's id); their
 *   columns start hidden
 * @param prefix URL parameter prefix of this list's state (several lists on one page)
 * @param embedded shown inside another page: a smaller heading
 * @param summary shown under the heading (a related list's total)
 */
export function EntityListPage<F extends Fields>(props: {
  readonly screen: EntityScreen<F>;
  readonly basePath: string;
  readonly fixedFilters?: readonly Filter[];
  readonly prefix?: string;
  readonly headingKey?: string;
  readonly embedded?: boolean;
  readonly readOnly?: boolean;
  readonly summary?: ReactNode;
}) {
  const { screen, basePath } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigate = useNavigate();
  const paths = entityPaths(basePath);
  const canWrite = useCanWrite(screen) && !props.readOnly;
  const canDecide = useCanDecide(screen) && !props.readOnly;
  const documentCheck = useDocumentCheck();
  const { touch } = useDeviceLayout();
  const list = useEntityList<Row<F>>(screen.entity, { fixedFilters: props.fixedFilters, prefix: props.prefix });
  usePrefetchReferences(screen.entity.fields as Record<string, Field>, list.rows);
  const [selected, setSelected] = useState<string[]>([]);
  const { dialog, remove, decide, decideMany } = useRowActions(screen, () => setSelected([]));
  // The fixed filters' fields, by value: callers may pass a new array on every render.
  const fixedFields = (props.fixedFilters ?? []).map((filter) => filter.field).join(',');
  const { columns, hidden, priorities } = useMemo(() => {
    const derived = screenColumns(screen, t, locale);
    // A fixed filter's column would repeat one value on every row (a related list's parent).
    for (const field of fixedFields ? fixedFields.split(',') : []) derived.hidden[field] = false;
    return derived;
  }, [screen, t, locale, fixedFields]);
  const heading = t(props.headingKey ?? screen.keys.title);
  // The status changes, applied to selected rows (an assignment has its own screens).
  const transitions = stateTransitions(screen.entity);

  // A fixed filter takes the one equality filter an index serves with the sorts
  // (scripts/rules/indexes.ts): a related list offers no other.
  const filters = useMemo<ListFilter[]>(
    () =>
      Object.keys(fixedFields ? {} : (screen.entity.list.filters ?? {})).map((name) => {
        const field = screen.entity.fields[name] as Field;
        const values: readonly (string | boolean)[] =
          field.kind === 'enum' ? field.values : field.kind === 'boolean' ? [true, false] : [];
        return {
          field: name,
          label: t(field.label),
          options: values.map((v) => ({ value: String(v), label: fieldText(field, v, t, locale) })),
          ...(field.kind === 'reference' ? { entity: field.entity } : {}),
        };
      }),
    [screen, t, locale, fixedFields],
  );

  const actions = useCallback(
    (row: Row<F>) => {
      // A row this person may not edit or delete though they edit others (a frozen one)
      // shows the buttons disabled, with canOnDocument's reason.
      const edit = canWrite ? documentCheck(screen.entity, 'edit', row) : null;
      const del = canWrite ? documentCheck(screen.entity, 'delete', row) : null;
      const why = (answer: DocumentAnswer | null) =>
        answer && !answer.ok && answer.reason ? t(answer.reason, answer.values) : undefined;
      return (
        <RowActions
          onEdit={edit?.ok ? () => void navigate(paths.edit(row.id)) : undefined}
          onDelete={del?.ok ? () => void remove(row) : undefined}
          editRefused={why(edit)}
          deleteRefused={why(del)}
        >
          {canDecide &&
            applicableTransitions(screen, row).map(([id, tr]) => (
              <DecisionButton
                key={id}
                size="small"
                entity={screen.entity}
                name={id}
                row={row}
                transition={tr}
                onClick={() => void decide(row, tr)}
              />
            ))}
        </RowActions>
      );
    },
    [canWrite, canDecide, decide, documentCheck, navigate, paths, remove, screen, t],
  );
  const { queryFilters, search, sort } = list;
  const exportQuery = useMemo(() => ({ filters: queryFilters, search, sort }), [queryFilters, search, sort]);
  const selectedRows = list.rows.filter((row) => selected.includes(row.id));
  // A step applies to a selected row as it would in the row's own menu (applicableTransitions).
  const applies = (row: Row<F>, tr: Transition) => applicableTransitions(screen, row).some(([, t]) => t === tr);
  const bulk = canDecide && transitions.length > 0;

  return (
    <Stack spacing={2} component={props.embedded ? 'section' : 'div'} aria-label={props.embedded ? heading : undefined}>
      {/* One line at every width: the saved views arrive after the first paint and scroll
          sideways beside the heading, so they never push the list down (a layout shift). */}
      <Stack direction="row" sx={{ alignItems: 'center', columnGap: 2, minHeight: 44 }}>
        <Typography
          variant={props.embedded ? 'h6' : 'h4'}
          component={props.embedded ? 'h2' : 'h1'}
          sx={{ flexShrink: 0, maxWidth: '100%' }}
        >
          {heading}
        </Typography>
        {!props.embedded && (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <SavedViews path={basePath} />
          </Box>
        )}
      </Stack>
      {props.summary}
      {bulk && selected.length > 0 && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ flex: 1 }}>{t('list.selected', { count: selected.length })}</Typography>
            {transitions.map((tr) => {
              const button = (
                <Button
                  key={tr.labelKey}
                  color={tr.danger ? 'error' : 'primary'}
                  variant="outlined"
                  size="small"
                  onClick={() =>
                    void decideMany(
                      selectedRows.filter((row) => applies(row, tr)),
                      tr,
                    )
                  }
                >
                  {t(tr.labelKey)}
                </Button>
              );
              // A step none of the selected rows starts from is disabled, and says why.
              return selectedRows.some((row) => applies(row, tr)) ? (
                button
              ) : (
                <RefusedControl key={tr.labelKey} reason={t('list.noneApplies')} written={touch}>
                  {button}
                </RefusedControl>
              );
            })}
            <Button size="small" onClick={() => setSelected([])}>
              {t('list.clearSelection')}
            </Button>
          </Stack>
        </Paper>
      )}
      <EntityTable<Row<F>>
        list={list}
        label={heading}
        columns={columns as never}
        hidden={hidden}
        priorities={priorities}
        filters={filters}
        notFoundKey={screen.keys.notFound}
        fit={props.embedded}
        onOpen={(row) => void navigate(paths.show(row.id))}
        actions={canWrite || (canDecide && transitions.length > 0) ? actions : undefined}
        actionsWidth={(canWrite ? 100 : 20) + Math.min(2, transitions.length) * 90}
        selection={bulk ? { ids: selected, onChange: setSelected } : undefined}
        toolbar={
          <>
            {!props.embedded && screen.listActions}
            {!props.embedded && (
              <ExportButton
                screen={screen}
                query={exportQuery}
                total={list.total}
                fileName={screen.entity.collection}
              />
            )}
            {canWrite && screen.entity.import && (
              <ImportButton
                screen={screen}
                screenPath={basePath.replace(/\/id\/[^/]+/, '')}
                fixedFilters={props.fixedFilters}
              />
            )}
            {canWrite && (
              <Button component={Link} to={paths.create} variant="contained" startIcon={<AddIcon />}>
                {t(screen.keys.newTitle)}
              </Button>
            )}
          </>
        }
      />
      {dialog}
    </Stack>
  );
}
