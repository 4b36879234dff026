/**
 * A list grid's sizes (docs/performance.md, layout shift; docs/adding-an-entity.md,
 * lists): the grid's fixed height for a page size, the height of a grid fitted to a short
 * list, the width a column header needs, the columns sharing the grid's width, and the
 * columns that fold away where they do not fit. Pure: no React.
 */
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import type { EntityListState } from '@/lib/data/useEntityList';
import type { Entity } from '@/lib/data/types';
import { TOUCH_TARGET_PX } from './layout';

/** The grid's header, row and footer heights, in px: with a mouse, and on a touch screen (44 px targets, roomier rows). */
export const HEIGHTS = {
  mouse: { header: 56, row: 52, footer: 53 },
  touch: { header: 60, row: 60, footer: 60 },
} as const;
/** The grid's top and bottom borders, and room for a horizontal scroll bar (narrow screens). */
const FRAME_PX = 2 + 15;

/**
 * The fixed height of the list's grid for a page size (docs/performance.md, layout
 * shift): the header, a full page of rows and the footer. It is known from the URL
 * before anything is read, so the grid holds its size from the first paint while the
 * skeleton, the rows or the empty text show inside it, and nothing below it moves.
 * @param pageSize rows per page
 * @param touch the taller rows of a touch screen
 * @returns the height in px
 */
export function gridHeight(pageSize: number, touch = false): number {
  const h = HEIGHTS[touch ? 'touch' : 'mouse'];
  return h.header + pageSize * h.row + h.footer + FRAME_PX;
}

/** Rows of room a fitted grid keeps for its empty text. */
const EMPTY_ROWS = 2;

/**
 * The height of a grid that fits its rows (a related list on a document's page): the
 * full page while the first page loads, then its rows once they are all there (one
 * page without a next one), so a short list does not leave a page of blank rows.
 * @param list the list's state
 * @param touch the taller rows of a touch screen
 * @returns the height in px
 */
export function fittedGridHeight(
  list: Pick<EntityListState<Entity>, 'loading' | 'page' | 'hasNext' | 'pageSize'> & {
    readonly rows: readonly unknown[];
  },
  touch = false,
): number {
  if (list.loading || list.page > 0 || list.hasNext) return gridHeight(list.pageSize, touch);
  return gridHeight(Math.min(list.pageSize, Math.max(list.rows.length, EMPTY_ROWS)), touch);
}

/**
 * Average width of a header character at the grid's 14 px medium weight, in px: Latin
 * letters and digits, and Arabic letters (Cairo's are narrower: 5 to 7.3 px measured).
 */
const HEADER_CHAR_PX = 8;
const HEADER_ARABIC_CHAR_PX = 7.5;
/** A header cell's padding and separator, in px. */
const HEADER_PADDING_PX = 24;
const ARABIC = /[\u0600-\u06ff]/;

/** The estimated width of a header text on one line, in px. */
function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ARABIC.test(ch) ? HEADER_ARABIC_CHAR_PX : HEADER_CHAR_PX;
  return width;
}

/**
 * The width a header text needs on at most two lines: its longest line at the best
 * split between words (the whole text when it is one word).
 */
function twoLineWidth(text: string): number {
  const words = text.split(/\s+/).filter(Boolean);
  let best = textWidth(text);
  for (let k = 1; k < words.length; k++) {
    const first = textWidth(words.slice(0, k).join(' '));
    const second = textWidth(words.slice(k).join(' '));
    best = Math.min(best, Math.max(first, second));
  }
  return best;
}

/**
 * The width a column header needs to show its whole title, with its sort button
 * (sortable columns) and, on a touch screen where it is always shown, its menu button.
 * @param title the header text
 * @param sortable whether a sort button shows
 * @param touch 44 px buttons, the menu button always visible
 * @param wrap the title may take two lines (narrow screens: the grid's header wraps)
 * @returns the width in px (an estimate from the characters)
 */
export function headerWidth(title: string, sortable: boolean, touch: boolean, wrap = false): number {
  const button = touch ? TOUCH_TARGET_PX : 28;
  const text = wrap ? twoLineWidth(title) : textWidth(title);
  return Math.ceil(text + HEADER_PADDING_PX + (sortable ? button : 0) + (touch ? button : 0));
}

/**
 * Columns that share the grid's width (docs/adding-an-entity.md, lists): each at least
 * its own width (or minWidth) and its header's, and any room left over is shared in
 * proportion, twice over for the columns that asked to grow (`flex`: names, subjects),
 * so no blank band is left on the right while values are cut short. A header's title
 * may take two lines (LightTable), on every screen.
 * @returns the columns and the width they need together, in px
 */
export function shareWidth<T extends GridValidRowModel>(
  columns: readonly GridColDef<T>[],
  sortable: readonly string[],
  visibility: GridColumnVisibilityModel,
  touch: boolean,
): { columns: GridColDef<T>[]; needed: number } {
  let needed = 0;
  const shared = columns.map((c) => {
    const own = c.minWidth ?? c.width ?? 100;
    const isSortable = sortable.includes(c.field);
    const minWidth = Math.max(own, headerWidth(c.headerName ?? '', isSortable, touch, true));
    if (visibility[c.field] !== false) needed += minWidth;
    return {
      ...c,
      sortable: isSortable,
      filterable: false,
      minWidth,
      flex: (c.flex ? 2 : 1) * (minWidth / 100),
    };
  });
  return { columns: shared, needed };
}

/**
 * The columns that fold away where they do not fit (docs/adding-an-entity.md, "Columns by
 * priority"): the visible columns are taken by priority (1 first, then 2, then 3; in
 * their order within a priority) while their widths fit the room; a priority 1 column
 * (the state, the date, the amount, what names the row) never folds, and a column the
 * person asked for (the URL's `cols`, a saved view) stays.
 * @param columns the columns with the width each needs (`minWidth`)
 * @param priorities each column's priority (absent: 2)
 * @param visibility the columns hidden anyway (false)
 * @param room the width left for the columns, in px
 * @param asked the columns the person chose to show
 * @returns the fields of the columns folded away
 */
export function foldedColumns(
  columns: readonly Pick<GridColDef, 'field' | 'minWidth'>[],
  priorities: Readonly<Record<string, number>>,
  visibility: GridColumnVisibilityModel,
  room: number,
  asked: Readonly<Record<string, boolean>> = {},
): Set<string> {
  const shown = columns.filter((c) => visibility[c.field] !== false);
  const ranked = shown
    .map((c, index) => ({ c, index, priority: priorities[c.field] ?? 2 }))
    .sort((a, b) => a.priority - b.priority || a.index - b.index);
  const folded = new Set<string>();
  let used = 0;
  for (const { c, priority } of ranked) {
    const width = c.minWidth ?? 100;
    if (priority <= 1 || asked[c.field] === true || used + width <= room) used += width;
    else folded.add(c.field);
  }
  return folded;
}
