import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router-dom';
import { dataProvider } from '@/lib/data/provider';
import { afterWrite } from '@/lib/data/queries';
import type { Field, Fields, FormValues } from '@/lib/entity/fields';
import { entitySchema, type FormContext } from '@/lib/entity/schema';
import { errorKey } from '@/lib/errors';
import { useNotify } from '@/lib/notify/useNotify';
import { EntityFormFields } from './EntityFormFields';
import type { ImageTarget } from './ImageUploadField';
import { MissingRecord } from './MissingRecord';
import { PageTrail, type TrailStep } from './PageTrail';
import { entityPaths } from './paths';
import type { EntityScreen } from './types';
import { useDocument } from './useDocument';
import { historyKey } from '@/lib/query/keys';
import { useHalfDoneWork } from '@/lib/session/halfDoneWork';

/**
 * Create and edit form of an entity (docs/adding-an-entity.md): fields and yup schema
 * derived from the definition, one schema for both modes (messages are i18n keys).
 * Bad input shows why under each field and nothing is written; a failed save says why,
 * keeps what was typed and can be retried; a save over someone else's newer save is
 * refused, with "Load the latest version". Leaving with unsaved changes (Cancel, the
 * menu, Back) asks first. Success shows the entity's message (spec §8).
 * Images (docs/data-model.md, "Images"): a new document's id is chosen when the form
 * opens, so its images upload to `<collection>/<id>/` before it is saved; saving waits
 * for running uploads; after a save the replaced or removed files are deleted, and
 * files uploaded by a form that is left unsaved are deleted on leaving.
 * @param screen the entity's screen
 * @param basePath the list's path
 * @param returnPath where to go after a save (default the list; the document's page after an
 *   edit where the screen's `afterEdit` says 'page')
 * @param defaults values preset on a new document (a child's parent id)
 * @param documentId edit this document (a singleton) instead of the URL's id
 */
export function EntityFormPage<F extends Fields>(props: {
  readonly screen: EntityScreen<F>;
  readonly basePath: string;
  readonly returnPath?: string;
  readonly defaults?: Partial<FormValues<F>>;
  readonly parentTrail?: readonly TrailStep[];
  readonly documentId?: string;
}) {
  const { screen, basePath } = props;
  const { entity, keys } = screen;
  const params = useParams();
  const id = props.documentId ?? params.id;
  const mode: FormContext['mode'] = id ? 'edit' : 'create';
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paths = entityPaths(basePath);
  const back = props.returnPath ?? basePath;
  // After a save: the document's page where the screen says so (a person), else back.
  const afterSave = id && !props.documentId && screen.afterEdit === 'page' ? paths.show(id) : back;
  const query = useDocument(screen, id ?? '');
  const loaded = query.data;
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useRef(false);
  // The id of a new document, fixed while the form is open (its images' folder).
  const [newId] = useState(() => (entity.idFrom ? null : dataProvider.newId(entity)));
  const docId = props.documentId ?? id ?? newId;
  // Files uploaded by this form, and image fields with an upload running.
  const uploadedHere = useRef(new Set<string>());
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const imageTarget = useMemo<ImageTarget | undefined>(
    () =>
      docId
        ? {
            docId,
            onUploaded: (path) => uploadedHere.current.add(path),
            onBusy: (field, busy) =>
              setUploading((current) => {
                const next = new Set(current);
                if (busy) next.add(field);
                else next.delete(field);
                return next;
              }),
          }
        : undefined,
    [docId],
  );
  const imageFields = useMemo(
    () =>
      Object.entries(entity.fields as Fields)
        .filter(([, f]) => (f as Field).kind === 'image')
        .map(([n]) => n),
    [entity.fields],
  );
  /** Deletes stored files no longer used (best effort: a failure leaves an orphan, docs/data-model.md). */
  const deleteFiles = useCallback((paths: Iterable<string>) => {
    const list = [...paths];
    if (!list.length) return;
    void import('@/lib/storage/images').then((images) =>
      Promise.allSettled(list.map((path) => images.deleteImage(path))),
    );
  }, []);
  // Leaving without saving: the files uploaded here are not used by anything.
  useEffect(() => {
    const uploaded = uploadedHere.current;
    return () => {
      if (!saved.current) deleteFiles(uploaded);
    };
  }, [deleteFiles]);
  const schema = useMemo(() => entitySchema(entity, screen.schema), [entity, screen.schema]);

  const initialValues = useMemo<FormValues<F>>(
    () => (loaded ? entity.toValues(loaded) : ({ ...entity.emptyValues, ...props.defaults } as FormValues<F>)),
    [loaded, entity, props.defaults],
  );

  const form = useFormik<FormValues<F>>({
    initialValues,
    enableReinitialize: true,
    validate: async (values) => {
      try {
        await validateYupSchema(values, schema, false, { mode } satisfies FormContext);
        return {};
      } catch (error) {
        return yupToFormErrors(error);
      }
    },
    onSubmit: async (values) => {
      setFailure(null);
      const clean = schema.cast(values, { stripUnknown: true, context: { mode } }) as FormValues<F>;
      if (uploading.size) {
        setFailure('image.busy');
        return;
      }
      try {
        const result =
          id && loaded ? await dataProvider.update(entity, id, clean, loaded.updatedAt ?? null) : ('created' as const);
        if (result === 'created') await dataProvider.create(entity, clean, props.documentId ?? newId ?? undefined);
        saved.current = true;
        if (result === 'unchanged') {
          // Nothing was written: say so, and leave the files as they are.
          notify({ message: t('message.noChanges'), severity: 'info' });
          void navigate(afterSave);
          return;
        }
        // The saved document no longer uses the files it had before, nor other uploads of this form.
        const kept = new Set(imageFields.map((f) => String((clean as Record<string, unknown>)[f] ?? '')));
        const before = loaded ? imageFields.map((f) => String((loaded as Record<string, unknown>)[f] ?? '')) : [];
        deleteFiles(
          [...before, ...uploadedHere.current].filter((p) => p && !kept.has(p) && !/^(https:|data:)/.test(p)),
        );
        // A person's edit is also an entry of their History (its own key).
        void afterWrite(
          queryClient,
          entity,
          id ? 'update' : 'create',
          id && entity.collection === 'users' ? [historyKey(id)] : [],
        );
        notify({
          message:
            result === 'resubmitted'
              ? t('message.resubmitted')
              : t(id ? (keys.updated ?? 'message.updated') : (keys.created ?? 'message.inserted')),
          severity: 'success',
        });
        void navigate(afterSave);
      } catch (error) {
        setFailure(errorKey(error));
      }
    },
  });

  // Unsaved changes: ask before leaving the page (in-app navigation and tab close).
  const dirty = form.dirty && !form.isSubmitting;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  // …and an idle sign-out says it was not saved (docs/access.md, "Sessions").
  useHalfDoneWork(dirty);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const trail: TrailStep[] = [
    ...(props.parentTrail ?? []),
    ...(props.documentId ? [] : [{ label: t(keys.title), to: back }]),
  ];
  const missing = query.error && !(props.documentId && errorKey(query.error) === 'error.notFound');
  if (id && missing) {
    return (
      <MissingRecord
        trail={[...trail, { label: id }]}
        error={query.error}
        backTo={back}
        backLabel={t(keys.title)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (id && query.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  const heading = t(id ? keys.editTitle : keys.newTitle);
  const title = loaded ? entity.title(loaded, i18n.language) : null;

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2} sx={{ maxWidth: 760 }}>
      <PageTrail
        steps={[
          ...trail,
          ...(title && id && !props.documentId ? [{ label: title, to: paths.show(id) }] : []),
          { label: heading },
        ]}
      />
      <Typography variant="h4" component="h1">
        {heading}
      </Typography>
      {failure && (
        <Alert
          severity="error"
          role="alert"
          action={
            failure === 'error.conflict' ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setFailure(null);
                  void query.refetch();
                }}
              >
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
          <EntityFormFields screen={screen} form={form} mode={mode} imageTarget={imageTarget} />
        </Stack>
      </Paper>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {!props.documentId && (
          <Button onClick={() => void navigate(id ? paths.show(id) : back)}>{t('common.cancel')}</Button>
        )}
        <Button type="submit" variant="contained" loading={form.isSubmitting} disabled={uploading.size > 0}>
          {t('common.save')}
        </Button>
      </Stack>
      <Dialog
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        aria-labelledby="leave-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="leave-title">{t('form.leaveTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('form.leaveText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()} autoFocus>
            {t('form.stay')}
          </Button>
          <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
            {t('form.leave')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
