/**
 * A list's search box (ListSearch): what is typed stays in the field's own state and
 * reaches the list SEARCH_DELAY_MS after the last key (docs/performance.md "Typing in a
 * list's search"). Used by EntityTable.
 */
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * The pause in typing after which the list searches, in ms (issue 33 item 3: a result
 * within 300 ms of the last key). Longer than a typist's gap between keys (about 120 ms),
 * short enough to leave the read and the render most of the 300 ms.
 */
const SEARCH_DELAY_MS = 150;

/**
 * The list's search box (docs/performance.md "Typing in a list's search"). It keeps what
 * is typed in its own state and hands it to the list SEARCH_DELAY_MS after the last
 * keystroke, so a keystroke re-renders this field only, never the grid (a keystroke in
 * the list cost about 57 ms when the whole table re-rendered).
 * @param props.search the list's search (the URL's `q`) the field starts from
 * @param props.setSearch sets the list's search
 */
export const ListSearch = memo(function ListSearch(props: {
  readonly search: string;
  readonly setSearch: (search: string) => void;
}) {
  const { t } = useTranslation();
  const { search, setSearch } = props;
  const [typed, setTyped] = useState(search);
  // A search that changes from outside the field (a saved view's chip, Back, "Clear
  // filters", a shared link) is shown: otherwise the timer below would write the older
  // text back over it. What this field handed to the list itself is not (more may have
  // been typed since).
  const [handed, setHanded] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (search !== handed) {
      setHanded(search);
      setTyped(search);
    }
  }
  // The list's own path: a search typed just before the person leaves (opens a row,
  // follows a link) must not bring them back. The list stays on screen, still mounted,
  // while the next page's code loads (the router renders in a transition), so its timer
  // can fire after the browser's URL has moved on; then the search is dropped.
  const { pathname } = useLocation();
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => {
      if (window.location.pathname !== pathname) return;
      setHanded(typed);
      setSearch(typed);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setSearch, pathname]);
  return (
    <OutlinedInput
      size="small"
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      placeholder={t('common.search')}
      inputProps={{ 'aria-label': t('common.search'), type: 'search', dir: 'auto' }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      sx={{ minWidth: { sm: 260 } }}
    />
  );
});
