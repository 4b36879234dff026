import CloudUpload from '@mui/icons-material/CloudUpload';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCallback, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { StoredImage } from '@/components/entity/StoredImage';
import type { EntityScreen } from '@/components/entity/types';
import { useRowActions } from '@/components/entity/useRowActions';
import { useCanWrite } from '@/components/entity/useScreen';
import { galleryImageEntity, type GalleryImage } from '@/entities/galleryImage';
import { dataProvider } from '@/lib/data/provider';
import { PAGE_SIZES, useEntityList } from '@/lib/data/useEntityList';
import { errorText } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { useNotify } from '@/lib/notify/useNotify';
import type { Upload } from '@/lib/storage/images';
import { imageProblemValues, type ImageProblem } from '@/lib/storage/problems';

/** The gallery as an entity screen (texts; delete through the shared row actions). */
export const galleryScreen: EntityScreen<typeof galleryImageEntity.fields> = {
  entity: galleryImageEntity,
  keys: {
    title: 'navbar.imageGallery',
    newTitle: 'gallery.upload',
    editTitle: 'gallery.upload',
    notFound: 'gallery.notFound',
  },
};

/** One file being added: its own progress, result and retry. */
interface Adding {
  readonly key: number;
  readonly name: string;
  readonly step: 'shrinking' | 'uploading' | 'saving' | 'done' | 'failed';
  readonly fraction: number;
  readonly problem?: ImageProblem | 'save';
  readonly retry?: () => void;
  readonly cancel?: () => void;
}

let nextKey = 0;

/**
 * /imageGallery (spec §2; docs/data-model.md `gallery`): a grid of the gallery's
 * pictures (MUI ImageList), paged with cursors like every list; several files can be
 * picked or dropped at once, each shrunk and uploaded with its own progress, cancel
 * and retry, then saved as a gallery document; a picture's link can be copied; delete
 * asks "Are you sure you want to delete this?" and removes the file too. Upload and
 * delete show only for Access that may write the gallery (storage.rules and
 * firestore.rules refuse the others anyway).
 */
export default function GalleryScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const notify = useNotify();
  const canWrite = useCanWrite(galleryScreen);
  const list = useEntityList<GalleryImage>(galleryImageEntity);
  const { dialog, remove } = useRowActions(galleryScreen);
  const input = useRef<HTMLInputElement>(null);
  const [adding, setAdding] = useState<readonly Adding[]>([]);
  const [dragging, setDragging] = useState(false);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const reload = list.reload;

  const change = useCallback((key: number, patch: Partial<Adding>) => {
    setAdding((all) => all.map((a) => (a.key === key ? { ...a, ...patch } : a)));
  }, []);

  /** Shrinks, uploads and saves one file as a gallery document. */
  const add = useCallback(
    async (file: File, key: number, shrunkBefore?: File) => {
      const images = await import('@/lib/storage/images');
      const problem = images.checkImageFile(file);
      if (problem) {
        change(key, { step: 'failed', problem });
        return;
      }
      let shrunk = shrunkBefore;
      try {
        if (!shrunk) {
          change(key, { step: 'shrinking', problem: undefined, retry: undefined });
          shrunk = await images.shrinkImage(file);
        }
        const id = dataProvider.newId(galleryImageEntity);
        const path = images.newImagePath(galleryImageEntity.collection, id, shrunk.type);
        const retry = () => void add(file, key, shrunk);
        const upload: Upload = images.uploadImage(path, shrunk, (fraction) => change(key, { fraction }));
        change(key, { step: 'uploading', fraction: 0, problem: undefined, retry, cancel: upload.cancel });
        try {
          await upload.done;
        } catch (error) {
          change(key, { step: 'failed', problem: images.problemOf(error), cancel: undefined });
          return;
        }
        change(key, { step: 'saving', cancel: undefined });
        try {
          await dataProvider.create(galleryImageEntity, { image: path }, id);
        } catch {
          // The file without its document would be an orphan.
          void images.deleteImage(path).catch(() => undefined);
          change(key, { step: 'failed', problem: 'save' });
          return;
        }
        change(key, { step: 'done', fraction: 1, retry: undefined });
        reload();
      } catch (error) {
        change(key, { step: 'failed', problem: images.problemOf(error), retry: undefined });
      }
    },
    [change, reload],
  );

  const pick = (files: FileList | null) => {
    if (!files?.length) return;
    const picked = [...files].map((file) => ({ file, key: nextKey++ }));
    setAdding((all) => [
      ...all.filter((a) => a.step !== 'done'),
      ...picked.map(({ file, key }) => ({ key, name: file.name, step: 'shrinking' as const, fraction: 0 })),
    ]);
    for (const { file, key } of picked) void add(file, key);
  };

  const copyLink = async (row: GalleryImage) => {
    try {
      const { imageUrl } = await import('@/lib/storage/images');
      await navigator.clipboard.writeText(await imageUrl(row.image ?? ''));
      notify({ message: t('gallery.linkCopied'), severity: 'success' });
    } catch {
      notify({ message: t('gallery.copyFailed'), severity: 'error' });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canWrite) pick(event.dataTransfer.files);
  };

  const problemText = (a: Adding) =>
    a.problem === 'save'
      ? t('gallery.saveFailed')
      : t(`image.${a.problem ?? 'failed'}`, imageProblemValues(a.problem ?? 'failed', locale));

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('navbar.imageGallery')}
      </Typography>
      {canWrite && (
        <Paper
          variant="outlined"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            p: 2,
            borderStyle: 'dashed',
            borderWidth: 2,
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : undefined,
          }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="contained" startIcon={<CloudUpload />} onClick={() => input.current?.click()}>
              {t('gallery.upload')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('gallery.drop')}
            </Typography>
          </Stack>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            hidden
            aria-label={t('gallery.upload')}
            data-testid="gallery-input"
            onChange={(event) => {
              pick(event.target.files);
              event.target.value = '';
            }}
          />
          {adding.length > 0 && (
            <Stack
              component="ul"
              spacing={1.5}
              aria-label={t('gallery.uploads')}
              sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}
            >
              {adding.map((a) => (
                <Box component="li" key={a.key} data-testid="gallery-upload">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" dir="auto" noWrap sx={{ flex: 1, minWidth: 0 }}>
                      {a.name}
                    </Typography>
                    <Typography variant="body2" role="status" color={a.step === 'failed' ? 'error' : 'text.secondary'}>
                      {a.step === 'done'
                        ? t('gallery.added')
                        : a.step === 'failed'
                          ? problemText(a)
                          : a.step === 'uploading'
                            ? t('image.uploading', {
                                percent: `${formatNumber(Math.round(a.fraction * 100), locale)}%`,
                              })
                            : a.step === 'saving'
                              ? t('gallery.saving')
                              : t('image.shrinking')}
                    </Typography>
                    {a.step === 'uploading' && a.cancel && (
                      <Button size="small" onClick={a.cancel}>
                        {t('image.cancel')}
                      </Button>
                    )}
                    {a.step === 'failed' && a.retry && a.problem !== 'canceled' && (
                      <Button size="small" onClick={a.retry}>
                        {t('image.retry')}
                      </Button>
                    )}
                  </Stack>
                  {a.step !== 'failed' && a.step !== 'done' && (
                    <LinearProgress
                      variant={a.step === 'uploading' ? 'determinate' : 'indeterminate'}
                      value={Math.round(a.fraction * 100)}
                      aria-label={a.name}
                    />
                  )}
                </Box>
              ))}
            </Stack>
          )}
        </Paper>
      )}
      {list.error ? (
        <RetryAlert severity="error" onRetry={list.reload}>
          {errorText(t, list.error)}
        </RetryAlert>
      ) : list.loading && list.rows.length === 0 ? (
        <ImageList cols={wide ? 4 : narrow ? 1 : 2} gap={12}>
          {Array.from({ length: 4 }, (_, i) => (
            <ImageListItem key={i}>
              <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
            </ImageListItem>
          ))}
        </ImageList>
      ) : list.rows.length === 0 ? (
        <Typography
          role="status"
          color="text.secondary"
          sx={{ py: 4, textAlign: 'center' }}
          data-testid="gallery-empty"
        >
          {t('gallery.notFound')}
        </Typography>
      ) : (
        <ImageList cols={wide ? 4 : narrow ? 1 : 2} gap={12} aria-label={t('navbar.imageGallery')}>
          {list.rows.map((row) => {
            const name = galleryImageEntity.title(row, locale);
            return (
              <ImageListItem key={row.id} data-testid="gallery-item">
                {row.image ? (
                  <StoredImage path={row.image} alt={name} size="large" />
                ) : (
                  <Box sx={{ aspectRatio: '16 / 9' }} />
                )}
                <ImageListItemBar
                  title={
                    <Box component="bdi" dir="ltr">
                      {name}
                    </Box>
                  }
                  actionIcon={
                    <Stack direction="row">
                      <Tooltip title={t('gallery.copyLink')}>
                        <IconButton
                          sx={{ color: 'common.white' }}
                          aria-label={`${t('gallery.copyLink')}: ${name}`}
                          onClick={() => void copyLink(row)}
                        >
                          <LinkIcon />
                        </IconButton>
                      </Tooltip>
                      {canWrite && (
                        <Tooltip title={t('common.delete')}>
                          <IconButton
                            sx={{ color: 'common.white' }}
                            aria-label={`${t('common.delete')}: ${name}`}
                            onClick={() => void remove(row)}
                          >
                            <DeleteOutline />
                          </IconButton>
                        </Tooltip>
                      )}
                    </Stack>
                  }
                />
              </ImageListItem>
            );
          })}
        </ImageList>
      )}
      <TablePagination
        component="div"
        count={list.total ?? -1}
        page={list.page}
        rowsPerPage={list.pageSize}
        rowsPerPageOptions={PAGE_SIZES.map((value) => ({ value, label: formatNumber(value, locale) }))}
        onPageChange={(_, page) => list.setPage(page)}
        onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          count === -1
            ? t('table.displayedRowsMoreThan', {
                from: formatNumber(from, locale),
                to: formatNumber(to, locale),
                total: formatNumber(to, locale),
              })
            : t('table.displayedRows', {
                from: formatNumber(from, locale),
                to: formatNumber(to, locale),
                total: formatNumber(count, locale),
              })
        }
        slotProps={{ actions: { nextButton: { disabled: !list.hasNext } } }}
      />
      {dialog}
    </Stack>
  );
}
