import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useFormik } from 'formik';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { createOne, getOne, updateOne } from '@/lib/data/api';
import type { Entity } from '@/lib/data/types';
import { errorKey } from '@/lib/errors';
import { useNotify } from '@/lib/notify/useNotify';
import type { EntityScreenConfig } from './types';

/**
 * Create and edit form of an entity (issue "Entity screens" §1): one yup schema for
 * both; messages are i18n keys. A failed save shows why and keeps what was typed; a
 * save over someone else's newer save is refused, and the person can load the latest
 * version. Success shows the entity's message (spec §8) and returns to the list.
 * @param config the entity's screen config
 * @param basePath the list's path
 * @param defaults values set on a new document (e.g. the parent id of a child)
 */
export function EntityFormPage<T extends Entity & GridValidRowModel, V extends object>(props: {
  readonly config: EntityScreenConfig<T, V>;
  readonly basePath: string;
  /** Where to go after a save or delete; default `basePath`. */
  readonly returnPath?: string;
  readonly defaults?: Partial<V>;
}) {
  const { config, basePath } = props;
  const { entity, keys } = config;
  const { id } = useParams();
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<T | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!id) return;
    let live = true;
    setLoadError(null);
    getOne(entity, id).then(
      (row) => live && setLoaded(row),
      (e: unknown) => live && setLoadError(errorKey(e)),
    );
    return () => {
      live = false;
    };
  }, [entity, id, version]);

  const initialValues = useMemo<V>(
    () => (loaded ? config.toValues(loaded) : { ...config.emptyValues, ...props.defaults }),
    [loaded, config, props.defaults],
  );

  const form = useFormik<V>({
    initialValues,
    enableReinitialize: true,
    validationSchema: config.schema,
    onSubmit: async (values) => {
      setFailure(null);
      const clean = config.schema.cast(values, { stripUnknown: true }) as V;
      try {
        if (id) await updateOne(entity, id, clean, loaded?.updatedAt ?? null);
        else await createOne(entity, clean);
        notify({
          message: t(id ? (keys.updated ?? 'message.updated') : (keys.created ?? 'message.inserted')),
          severity: 'success',
        });
        void navigate(props.returnPath ?? basePath);
      } catch (error) {
        setFailure(errorKey(error));
      }
    },
  });

  const reloadLatest = useCallback(() => {
    setFailure(null);
    setVersion((v) => v + 1);
  }, []);

  if (id && loadError) {
    return (
      <Alert severity="error" action={<Button onClick={reloadLatest}>{t('common.retry')}</Button>}>
        {t(loadError)}
      </Alert>
    );
  }
  if (id && !loaded) return <LinearProgress aria-label={t('common.loading')} />;

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2} sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        {t(id ? keys.editTitle : keys.newTitle)}
      </Typography>
      {failure && (
        <Alert
          severity="error"
          role="alert"
          action={
            failure === 'error.conflict' ? (
              <Button color="inherit" size="small" onClick={reloadLatest}>
                {t('common.loadLatest')}
              </Button>
            ) : undefined
          }
        >
          {t(failure)}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2.5}>
          <config.Fields form={form} />
        </Stack>
      </Paper>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={props.returnPath ?? basePath}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={form.isSubmitting}>
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
