import CloudUpload from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { Upload } from '@/lib/storage/images';
import { imageProblemValues, type ImageProblem } from '@/lib/storage/problems';
import { StoredImage } from './StoredImage';

/** Where a form's images go and what it is told (src/components/entity/EntityFormPage.tsx). */
export interface ImageTarget {
  /** The document's id (a new document's id is chosen when the form opens). */
  readonly docId: string;
  /** A file was stored: the form deletes it if it is not saved in the end. */
  readonly onUploaded: (path: string) => void;
  /** An upload started (true) or ended (false): saving waits for it. */
  readonly onBusy: (field: string, busy: boolean) => void;
}

type Phase =
  | { readonly step: 'idle' }
  | { readonly step: 'shrinking' }
  | { readonly step: 'uploading'; readonly fraction: number }
  | { readonly step: 'failed'; readonly problem: ImageProblem };

/**
 * The image field of an entity form (docs/data-model.md, "Images"; spec §5 "Please
 * select Image"): pick a file or drop it, see it at once, the browser shrinks it
 * (longest side 1600 px, WebP or JPEG) and uploads it to `<collection>/<docId>/` with
 * a progress bar and a Cancel button. A wrong type, an over-size file, a refused or
 * failed upload each get a translated message and a retry; the rest of the form keeps
 * what was typed. The form value becomes the new Storage path once stored; the old
 * file is deleted by the form after the document is saved.
 * @param form the formik bag; `name` holds the Storage path ('' for none)
 * @param collection the entity's collection (the Storage folder)
 */
export function ImageUploadField(props: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly form: FormikProps<any>;
  readonly name: string;
  readonly label: string;
  readonly required: boolean;
  readonly collection: string;
  readonly target: ImageTarget;
  readonly disabled?: boolean;
}) {
  const { form, name, collection, target } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<Upload | null>(null);
  const pending = useRef<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [preview, setPreview] = useState<{ readonly url: string; readonly name: string } | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const [dragging, setDragging] = useState(false);
  const value = (form.values as Record<string, unknown>)[name];
  const path = typeof value === 'string' ? value : '';
  const error = (form.touched as Record<string, unknown>)[name] ? (form.errors as Record<string, unknown>)[name] : null;
  const busy = phase.step === 'shrinking' || phase.step === 'uploading';

  // The object URL of the preview is released when replaced or on leaving.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);
  // Leaving the form mid-upload stops it.
  useEffect(() => () => upload.current?.cancel(), []);

  const fail = (problem: ImageProblem) => {
    setPhase({ step: 'failed', problem });
    target.onBusy(name, false);
    if (
      problem === 'canceled' ||
      problem === 'wrongType' ||
      problem === 'tooLarge' ||
      problem === 'tooLargeShrunk' ||
      problem === 'unreadable'
    ) {
      setPreview(null);
    }
  };

  /** Shrinks and uploads a checked file; on success the form value is its path. */
  const send = async (file: File) => {
    const images = await import('@/lib/storage/images');
    target.onBusy(name, true);
    try {
      let shrunk = pending.current;
      if (!shrunk) {
        setPhase({ step: 'shrinking' });
        shrunk = await images.shrinkImage(file);
        pending.current = shrunk;
      }
      const stored = images.newImagePath(collection, target.docId, shrunk.type);
      setPhase({ step: 'uploading', fraction: 0 });
      const running = images.uploadImage(stored, shrunk, (fraction) => setPhase({ step: 'uploading', fraction }));
      upload.current = running;
      await running.done;
      upload.current = null;
      pending.current = null;
      target.onUploaded(stored);
      void form.setFieldValue(name, stored, true);
      void form.setFieldTouched(name, true, false);
      setUploaded(true);
      setPhase({ step: 'idle' });
      target.onBusy(name, false);
    } catch (caught) {
      upload.current = null;
      fail(images.problemOf(caught));
    }
  };

  const pick = async (file: File | undefined) => {
    if (!file || busy) return;
    const { checkImageFile } = await import('@/lib/storage/images');
    pending.current = null;
    setUploaded(false);
    const problem = checkImageFile(file);
    if (problem) {
      fail(problem);
      return;
    }
    setPreview({ url: URL.createObjectURL(file), name: file.name });
    await send(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!props.disabled) void pick(event.dataTransfer.files[0]);
  };

  const message =
    phase.step === 'failed' ? t(`image.${phase.problem}`, imageProblemValues(phase.problem, i18n.language)) : null;
  const percent = phase.step === 'uploading' ? Math.round(phase.fraction * 100) : 0;

  return (
    <Box
      role="group"
      aria-labelledby={`${id}-label`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!props.disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={`image-field-${name}`}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        bgcolor: dragging ? 'action.hover' : undefined,
      }}
    >
      <Typography id={`${id}-label`} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {props.label}
        {props.required ? ' *' : ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}>
          {preview ? (
            <Box
              component="img"
              src={preview.url}
              alt={t('image.preview', { name: preview.name })}
              sx={{ display: 'block', width: '100%', maxHeight: 180, objectFit: 'contain', borderRadius: 1 }}
            />
          ) : path ? (
            <StoredImage path={path} alt={t('image.current')} size="large" />
          ) : (
            <Box
              sx={{
                aspectRatio: '16 / 9',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.hover',
                borderRadius: 1,
                color: 'text.secondary',
              }}
            >
              <CloudUpload />
              <Typography variant="caption">{t('common.noImage')}</Typography>
            </Box>
          )}
        </Box>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<CloudUpload />}
              disabled={busy || props.disabled}
              onClick={() => input.current?.click()}
            >
              {t(path || preview ? 'image.replace' : 'image.choose')}
            </Button>
            {path && !busy && !props.disabled && (
              <Button
                color="error"
                onClick={() => {
                  setPreview(null);
                  setUploaded(false);
                  setPhase({ step: 'idle' });
                  void form.setFieldValue(name, '', true);
                  void form.setFieldTouched(name, true, false);
                }}
              >
                {t('image.remove')}
              </Button>
            )}
          </Stack>
          <input
            ref={input}
            id={`${id}-input`}
            type="file"
            accept="image/*"
            hidden
            aria-label={props.label}
            data-testid={`image-input-${name}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void pick(file);
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('image.drop')}
          </Typography>
          {phase.step === 'shrinking' && (
            <>
              <LinearProgress aria-label={t('image.shrinking')} />
              <Typography variant="body2" role="status">
                {t('image.shrinking')}
              </Typography>
            </>
          )}
          {phase.step === 'uploading' && (
            <>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={t('image.uploading', { percent: '' })}
              />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" role="status" sx={{ flex: 1 }}>
                  {t('image.uploading', { percent: `${formatNumber(percent, i18n.language)}%` })}
                </Typography>
                <Button size="small" onClick={() => upload.current?.cancel()}>
                  {t('image.cancel')}
                </Button>
              </Stack>
            </>
          )}
          {uploaded && phase.step === 'idle' && (
            <Typography variant="body2" role="status" color="success.main">
              {t('image.uploaded')}
            </Typography>
          )}
          {message && phase.step === 'failed' && (
            <Alert
              severity={phase.problem === 'canceled' ? 'info' : 'error'}
              role="alert"
              action={
                pending.current && phase.problem !== 'canceled' ? (
                  <Button color="inherit" size="small" onClick={() => void send(pending.current as File)}>
                    {t('image.retry')}
                  </Button>
                ) : undefined
              }
            >
              {message}
            </Alert>
          )}
          {typeof error === 'string' && <FormHelperText error>{t(error)}</FormHelperText>}
        </Stack>
      </Stack>
    </Box>
  );
}
