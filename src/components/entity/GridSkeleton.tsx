/**
 * A list's structure while its first page is read (GridSkeleton, issue 34 item 7): the
 * header titles and a pulsing skeleton line per row, in the grid's own size. Used by
 * EntityTable.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, keyframes } from '@mui/material/styles';
import { memo } from 'react';

/** At most this many row skeletons (a screen's height of rows; more would only cost time). */
export const SKELETON_ROWS = 15;

/**
 * A list's structure while its first page is read (issue 34 item 7): a bordered box of
 * the grid's size with the header titles it will show and a skeleton line per row, so
 * the person sees at once what is coming, and nothing moves when the grid replaces it.
 * @param props.label the list's name (the progressbar's accessible name)
 * @param props.headers the visible columns' titles and widths in px
 * @param props.heights the grid's header and row heights in px (HEIGHTS)
 * @param props.rows how many row skeletons (the page size, at most SKELETON_ROWS)
 */
export const GridSkeleton = memo(function GridSkeleton(props: {
  readonly label: string;
  readonly headers: readonly { readonly field: string; readonly title: string; readonly width: number }[];
  readonly heights: { readonly header: number; readonly row: number };
  readonly rows: number;
}) {
  // Plain elements styled from the box (one set of rules), a column's width inline, and
  // memoized: the list re-renders several times while its first page is read (the read's
  // state, the saved views), and a skeleton of a page's rows was a hundred and fifty
  // styled components to render again each time (docs/performance.md, "Spreading the
  // style rules"). The lines are plain bars that pulse together, one animation on their
  // container: a Skeleton per cell was an element and an animation each, which the
  // browser styled, laid out and composited one by one (docs/performance.md, "A list's
  // first visit: the last long tasks").
  const flex = (width: number) => ({ flex: `1 0 ${width}px` });
  return (
    <Box
      role="progressbar"
      aria-label={props.label}
      data-grid-skeleton
      sx={{
        height: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        '& .skeleton-line': { display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' },
        '& .skeleton-cell': { px: 1.25 },
        '& .skeleton-rows': {
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        // MUI's text Skeleton: its colour, a line's height and rounded ends.
        '& .skeleton-bar': (theme) => ({
          display: 'block',
          height: '0.75rem',
          borderRadius: '4px',
          backgroundColor: alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
        }),
      }}
    >
      <div className="skeleton-line" style={{ height: props.heights.header }}>
        {props.headers.map((header) => (
          <Typography
            key={header.field}
            className="skeleton-cell"
            variant="body2"
            color="text.secondary"
            noWrap
            style={flex(header.width)}
            sx={{ fontWeight: 500 }}
          >
            {header.title}
          </Typography>
        ))}
      </div>
      <div className="skeleton-rows">
        {Array.from({ length: props.rows }, (_, row) => (
          <div key={row} className="skeleton-line" style={{ height: props.heights.row }}>
            {props.headers.map((header, column) => (
              <div key={header.field} className="skeleton-cell" style={flex(header.width)}>
                <span className="skeleton-bar" style={{ width: `${45 + ((row * 7 + column * 13) % 40)}%` }} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </Box>
  );
});

/** MUI Skeleton's pulse: the skeleton's lines fade to 40 % and back. */
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;
