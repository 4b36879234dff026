import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { getOne } from '@/lib/data/api';
import type { Entity } from '@/lib/data/types';
import { errorKey } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { EntityListPage } from './EntityListPage';
import type { ChildScreen, EntityScreenConfig } from './types';
import { useRowActions } from './useRowActions';

/** The list of one kind of child on its parent's page, filtered by the parent id. */
function ChildList<P extends Entity>(props: { child: ChildScreen<P>; parentId: string; basePath: string }) {
  const { child, parentId } = props;
  const filters = useMemo(() => [{ field: child.parentField, value: parentId }], [child.parentField, parentId]);
  return (
    <EntityListPage
      config={child.config}
      basePath={`${props.basePath}/${parentId}/${child.segment}`}
      filters={filters}
      headingKey={child.titleKey}
      embedded
    />
  );
}

/**
 * The detail page of one document: its fields, edit, delete and status actions, the
 * audit times, and the lists of its children (e.g. a category's sub-categories).
 * @param config the entity's screen config
 * @param basePath the list's path
 */
export function EntityShowPage<T extends Entity & GridValidRowModel, V extends object>(props: {
  readonly config: EntityScreenConfig<T, V>;
  readonly basePath: string;
  /** Where to go after a save or delete; default `basePath`. */
  readonly returnPath?: string;
}) {
  const { config, basePath } = props;
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [row, setRow] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const { dialog, remove, runStatus } = useRowActions(config, () => setVersion((v) => v + 1));

  useEffect(() => {
    let live = true;
    setError(null);
    getOne(config.entity, id).then(
      (r) => live && setRow(r),
      (e: unknown) => live && setError(errorKey(e)),
    );
    return () => {
      live = false;
    };
  }, [config.entity, id, version]);

  const details = useMemo(() => {
    if (!row) return [];
    if (config.details) return config.details(row, t, i18n.language);
    return config.columns(t, i18n.language).map((c) => ({
      label: c.headerName ?? c.field,
      value: String((row as Record<string, unknown>)[c.field] ?? ''),
    }));
  }, [row, config, t, i18n.language]);

  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={() => setVersion((v) => v + 1)}>{t('common.retry')}</Button>}>
        {t(error)}
      </Alert>
    );
  }
  if (!row) return <LinearProgress aria-label={t('common.loading')} />;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {config.heading(row, i18n.language)}
        </Typography>
        {config.statusActions
          ?.filter((a) => a.visible(row))
          .map((a) => (
            <Button key={a.id} color={a.danger ? 'error' : 'primary'} onClick={() => void runStatus(row, a)}>
              {t(a.labelKey)}
            </Button>
          ))}
        <Button component={Link} to={`${basePath}/${row.id}/edit`} variant="contained">
          {t('common.edit')}
        </Button>
        <Button
          color="error"
          onClick={() => void remove(row).then((done) => done && navigate(props.returnPath ?? basePath))}
        >
          {t('common.delete')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {details.map(({ label, value }) => (
            <Fragment key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Fragment>
          ))}
          {row.updatedAt && (
            <Typography variant="caption" color="text.secondary">
              {t('common.updatedAt', { date: formatDate(row.updatedAt, i18n.language, true) })}
            </Typography>
          )}
        </Stack>
      </Paper>
      {config.children?.map((child) => (
        <ChildList key={child.segment} child={child} parentId={row.id} basePath={basePath} />
      ))}
      {dialog}
    </Stack>
  );
}
