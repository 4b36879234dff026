import BrokenImage from '@mui/icons-material/BrokenImage';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appKeys } from '@/lib/query/keys';

/** Whether an image value is an address an <img> may show as it is (older https or inline values). */
export function isShownImage(value: unknown): value is string {
  return typeof value === 'string' && /^(https:\/\/|data:image\/)/i.test(value);
}

/**
 * The download URL of a stored image path, through TanStack Query (one request per
 * path and session; the Storage SDK loads lazily with src/lib/storage/images.ts).
 * @param path a Storage path `<collection>/<docId>/<file>`, or null
 */
export function useImageUrl(path: string | null) {
  return useQuery({
    queryKey: appKeys.imageUrl(path),
    queryFn: async () => (await import('@/lib/storage/images')).imageUrl(path ?? ''),
    enabled: Boolean(path) && !isShownImage(path),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: 1,
  });
}

/**
 * An image stored in Cloud Storage (docs/data-model.md, "Images"), sized so a list
 * never loads a full-size picture into a cell: `thumb` is a 48x48 cover thumbnail,
 * `large` at most 480 px wide (detail pages, forms). Lazily loaded (`loading="lazy"`),
 * with a fixed box so the layout does not move while it loads.
 * @param path the stored value (a Storage path; older https values show as they are)
 * @param alt the text of the image (the document's title), '' when decorative
 */
export function StoredImage(props: { readonly path: string; readonly alt: string; readonly size: 'thumb' | 'large' }) {
  const { t } = useTranslation();
  const direct = isShownImage(props.path) ? props.path : null;
  const url = useImageUrl(direct ? null : props.path);
  const src = direct ?? url.data;
  const thumb = props.size === 'thumb';
  const box = thumb ? { width: 48, height: 48 } : { width: '100%', maxWidth: 480, aspectRatio: '16 / 9' };
  if (!src) {
    return url.isError ? (
      <Box
        role="img"
        aria-label={t('image.notShown')}
        sx={{ ...box, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
      >
        <BrokenImage fontSize={thumb ? 'small' : 'large'} />
      </Box>
    ) : (
      <Skeleton variant="rounded" sx={box} />
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={props.alt}
      loading="lazy"
      decoding="async"
      {...(thumb ? { width: 48, height: 48 } : {})}
      sx={{
        ...box,
        display: 'block',
        objectFit: thumb ? 'cover' : 'contain',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    />
  );
}
