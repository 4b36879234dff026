/**
 * The translation screen's filters (TranslationFilters): the search on key and texts, the
 * "Show" select with its counts, and for "changed since" the day and the language. The
 * state is the screen's (the search, and the URL's `show`, `since` and `lang`).
 */
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { SHOWS, type Show } from './rows';
import { SINCE_LANGUAGES, type SinceLanguage } from './showFilter';

/**
 * The filters above the translations' table.
 * @param props.search the search as typed; `setSearch` sets it
 * @param props.show the "Show" choice; `pickShow` sets it (a week back for "changed since")
 * @param props.showCounts how many keys each counted choice shows
 * @param props.since the "changed since" day (yyyy-mm-dd) and `sinceLanguage` its language
 * @param props.setParam sets (or, with '', removes) one query parameter of the filter
 */
export function TranslationFilters(props: {
  readonly search: string;
  readonly setSearch: (search: string) => void;
  readonly show: Show;
  readonly pickShow: (value: Show) => void;
  readonly showCounts: Readonly<Record<'all' | 'missingAr' | 'sameAsEn', number>>;
  readonly since: string;
  readonly sinceLanguage: SinceLanguage;
  readonly setParam: (name: string, value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { search, setSearch, show, pickShow, showCounts, since, sinceLanguage, setParam } = props;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <OutlinedInput
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('translation.search')}
        inputProps={{ 'aria-label': t('common.search'), type: 'search' }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
        sx={{ minWidth: { xs: '100%', sm: 280 }, minHeight: 44 }}
      />
      <TextField
        select
        size="small"
        label={t('translation.show.label')}
        value={show}
        onChange={(e) => pickShow(e.target.value as Show)}
        sx={{ minWidth: 220 }}
        slotProps={{ htmlInput: { 'data-testid': 'translation-show' } }}
      >
        {SHOWS.map((value) => (
          <MenuItem key={value} value={value} sx={{ minHeight: 44 }}>
            {value === 'changed'
              ? t('translation.show.changed')
              : t(`translation.show.${value}Count`, {
                  n: formatNumber(showCounts[value], i18n.language),
                })}
          </MenuItem>
        ))}
      </TextField>
      {show === 'changed' && (
        <>
          <TextField
            type="date"
            size="small"
            label={t('translation.since')}
            value={since}
            onChange={(e) => setParam('since', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            size="small"
            label={t('translation.sinceLanguage')}
            value={sinceLanguage}
            onChange={(e) => setParam('lang', e.target.value === 'both' ? '' : e.target.value)}
            sx={{ minWidth: 160 }}
          >
            {SINCE_LANGUAGES.map((value) => (
              <MenuItem key={value} value={value} sx={{ minHeight: 44 }}>
                {t(`translation.sinceIn.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </Stack>
  );
}
