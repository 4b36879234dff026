import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Entity, Filter } from '@/lib/data/types';
import { useEntityList } from '@/lib/data/useEntityList';
import { EntityTable } from './EntityTable';
import { RowActions } from './RowActions';
import type { EntityScreenConfig } from './types';
import { useRowActions } from './useRowActions';

/**
 * The list screen of an entity: heading, "New" button, the table, and per row edit,
 * delete and the entity's status actions, each after a confirmation.
 * @param config the entity's screen config
 * @param basePath where its routes live, e.g. `/coupon` or `/Category/abc/subCategories`
 * @param filters equality filters (a child list on its parent's page)
 * @param embedded shown inside another page: a smaller heading
 */
export function EntityListPage<T extends Entity & GridValidRowModel, V extends object>(props: {
  readonly config: EntityScreenConfig<T, V>;
  readonly basePath: string;
  readonly filters?: readonly Filter[];
  readonly headingKey?: string;
  readonly embedded?: boolean;
}) {
  const { config, basePath } = props;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useEntityList(config.entity, props.filters);
  const { dialog, remove, runStatus } = useRowActions(config, list.reload);
  const columns = useMemo(() => config.columns(t, i18n.language), [config, t, i18n.language]);
  const heading = t(props.headingKey ?? config.keys.title);

  const actions = useCallback(
    (row: T) => (
      <RowActions onEdit={() => void navigate(`${basePath}/${row.id}/edit`)} onDelete={() => void remove(row)}>
        {config.statusActions
          ?.filter((a) => a.visible(row))
          .map((a) => (
            <Button
              key={a.id}
              size="small"
              color={a.danger ? 'error' : 'primary'}
              onClick={() => void runStatus(row, a)}
            >
              {t(a.labelKey)}
            </Button>
          ))}
      </RowActions>
    ),
    [basePath, config.statusActions, navigate, remove, runStatus, t],
  );

  return (
    <Stack spacing={2}>
      <Typography variant={props.embedded ? 'h6' : 'h4'} component={props.embedded ? 'h2' : 'h1'}>
        {heading}
      </Typography>
      <EntityTable<T>
        list={list}
        label={heading}
        columns={columns}
        sortable={config.entity.sortableFields}
        notFoundKey={config.keys.notFound}
        onOpen={(row) => void navigate(`${basePath}/${row.id}`)}
        actions={actions}
        actionsWidth={config.statusActions?.length ? 260 : 110}
        toolbar={
          <Button component={Link} to={`${basePath}/new`} variant="contained" startIcon={<AddIcon />}>
            {t(config.keys.newTitle)}
          </Button>
        }
      />
      {dialog}
    </Stack>
  );
}
