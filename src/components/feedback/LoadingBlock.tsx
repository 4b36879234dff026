/**
 * A place of a page whose data is still being read: a skeleton of its size, announced
 * as "Loading…" (a progressbar with the translated label), so a person and a screen
 * reader can tell "still loading" from "nothing" (docs/testing.md, "A poll that gave up
 * after one second"; docs/performance.md "Errors": a slow answer keeps its skeleton).
 */
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/**
 * @param props.height the place's height, in px
 * @param props.width its width, in px (default: the whole width)
 * @param props.variant 'rounded' for a block, 'text' for a line of text
 * @returns a MUI Skeleton with role "progressbar" and the label `common.loading`
 */
export function LoadingBlock(props: {
  readonly height?: number;
  readonly width?: number;
  readonly variant?: 'rounded' | 'text';
}) {
  const { t } = useTranslation();
  return (
    <Skeleton
      variant={props.variant ?? 'rounded'}
      height={props.height}
      width={props.width}
      role="progressbar"
      aria-label={t('common.loading')}
    />
  );
}
