/**
 * The command palette's dialog (docs/access.md, "Command palette"): the search box as a
 * combobox, the listbox of grouped results with the highlighted one's actions, keyboard
 * moves, the live count. Its results are ./usePaletteGroups.ts (queries, actions) and
 * ./results.ts (shapes), an option's line ./PaletteOption.tsx.
 */
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { useNotify } from '@/lib/notify/useNotify';
import { useActiveOption } from './activeOption';
import type { PaletteProps } from './index';
import { PaletteOption, ResultLine } from './PaletteOption';
import { optionId, type Option } from './results';
import { usePaletteGroups } from './usePaletteGroups';

export { optionId, peopleTypes } from './results';

/**
 * The command palette (docs/access.md, "Command palette"): one search box over the
 * screens of the person's menu and their records — people by name, e-mail or phone
 * (Latin or Arabic-Indic digits, with or without +968 or a leading zero), orders by id,
 * products by name, coupons by code — each source one indexed query of at most
 * FIND_LIMIT documents, and only the sources the person's Access opens. Results show
 * grouped by source, each group with its own loading and error state. Arrow keys move,
 * Enter opens, Tab reaches the chosen result's actions (block, approve, reject …, each
 * after the usual confirmation), Escape closes. A combobox with a listbox
 * (aria-activedescendant) and a live region saying how many results there are.
 * @param open whether the dialog shows
 * @param onClose closes it (Escape, a choice, a click outside)
 * @param user the signed-in staff member (their Access and uid)
 */
export default function CommandPalette(props: PaletteProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="palette-title"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        paper: {
          sx: { mt: { xs: 2, sm: '10vh' }, mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } },
        },
      }}
    >
      <DialogTitle id="palette-title" sx={visuallyHidden}>
        {t('palette.title')}
      </DialogTitle>
      {props.open && <PaletteBody {...props} />}
    </Dialog>
  );
}

function PaletteBody({ onClose, user }: PaletteProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const { term, searching, settled, groups, couponActions, orderActions, confirmDialog } = usePaletteGroups({
    typed,
    user,
    t,
    locale,
    notify,
    queryClient,
  });

  const options = useMemo<Option[]>(
    () =>
      groups.flatMap((group): Option[] =>
        group.status === 'error'
          ? [{ kind: 'retry' as const, id: `palette-retry-${group.source}`, source: group.source, group }]
          : group.results.map((result) => ({
              kind: 'result' as const,
              id: optionId(result.key),
              source: group.source,
              result,
            })),
      ),
    [groups],
  );

  // The highlighted option, kept by its key however late other results arrive (Enter
  // opens it): ./activeOption.ts.
  const optionKey = (option: Option) => (option.kind === 'result' ? option.result.key : option.id);
  const highlight = useActiveOption(useMemo(() => options.map(optionKey), [options]));
  const activeIndex = highlight.activeIndex;
  const active = activeIndex < 0 ? undefined : options[activeIndex];
  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (option: Option | undefined) => {
    if (!option) return;
    if (option.kind === 'retry') {
      option.group.retry?.();
      return;
    }
    if (!option.result.to) return;
    onClose();
    void navigate(option.result.to);
  };
  const { move } = highlight;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Home' && event.ctrlKey) move(-activeIndex);
    else if (event.key === 'End' && event.ctrlKey) move(options.length - 1 - activeIndex);
    else if (event.key === 'Enter') choose(active);
    else return;
    event.preventDefault();
  };

  const loading = groups.some((group) => group.status === 'loading') || !settled;
  const count = options.filter((option) => option.kind === 'result').length;
  const announcement = loading
    ? t('palette.searching')
    : count > 0
      ? t('palette.count', { n: formatNumber(count, locale) })
      : t('palette.none', { term });
  const activeResult = active?.kind === 'result' ? active.result : null;
  const inputRef = useRef<HTMLInputElement>(null);
  // The search box has the focus whenever the palette shows. Not `autoFocus`, which acts
  // once at mount: the palette can be hidden and shown again by a loading part (a
  // language's texts after the avatar menu switched it, a tablet's first tap), and then
  // the dialog's focus trap had given the focus back to the opener and put it on the
  // dialog itself, so typed keys went nowhere. A layout effect runs again each time the
  // palette shows, and before the trap's own (a parent's) checks where the focus is.
  useLayoutEffect(() => {
    inputRef.current?.focus();
  }, []);

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <SearchIcon color="action" />
        <InputBase
          inputRef={inputRef}
          fullWidth
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            highlight.reset();
          }}
          onKeyDown={onKeyDown}
          placeholder={t('palette.placeholder')}
          inputProps={{
            role: 'combobox',
            'aria-label': t('palette.label'),
            'aria-expanded': options.length > 0,
            'aria-controls': 'palette-listbox',
            'aria-autocomplete': 'list',
            'aria-activedescendant': active?.id,
            'aria-describedby': 'palette-hint',
            autoComplete: 'off',
            spellCheck: false,
            enterKeyHint: 'go',
            maxLength: 100,
            dir: 'auto',
          }}
          sx={{ fontSize: '1.1rem', minHeight: 48 }}
        />
        {loading && <CircularProgress size={20} aria-hidden />}
      </Box>
      <Divider />
      <Box
        role="listbox"
        id="palette-listbox"
        aria-label={t('palette.results')}
        sx={{ maxHeight: { xs: '55vh', sm: '50vh' }, overflowY: 'auto', py: 0.5 }}
      >
        {groups.map((group) => (
          <Box key={group.source} role="group" aria-labelledby={`palette-group-${group.source}`} sx={{ py: 0.5 }}>
            <Typography
              id={`palette-group-${group.source}`}
              variant="overline"
              component="div"
              role="presentation"
              sx={{ px: 2, color: 'text.secondary', lineHeight: 2.2 }}
            >
              {t(`palette.group.${group.source}`)}
            </Typography>
            {group.status === 'loading' && (
              <Typography role="presentation" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
                {t('palette.searching')}
              </Typography>
            )}
            {options
              .filter((option) => option.source === group.source)
              .map((option) => (
                <PaletteOption
                  key={option.id}
                  option={option}
                  selected={option === active}
                  onHover={() => highlight.highlight(optionKey(option))}
                  onChoose={() => {
                    choose(option);
                    inputRef.current?.focus();
                  }}
                >
                  {option.kind === 'retry' ? (
                    <Typography color="error" variant="body2">
                      {t('palette.failed', {
                        group: t(`palette.group.${option.source}`),
                        reason: errorText(t, option.group.error),
                      })}
                    </Typography>
                  ) : (
                    <ResultLine result={option.result} />
                  )}
                </PaletteOption>
              ))}
          </Box>
        ))}
        {!loading && groups.length === 0 && (
          <Typography role="presentation" color="text.secondary" sx={{ px: 2, py: 2 }}>
            {t('palette.none', { term })}
          </Typography>
        )}
      </Box>
      {activeResult && activeResult.actions.length > 0 && (
        <>
          <Divider />
          <Stack
            role="group"
            aria-label={t('palette.actionsFor', { title: activeResult.title })}
            direction="row"
            spacing={1}
            sx={{ px: 2, py: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 0 }} noWrap>
              <bdi>{activeResult.title}</bdi>
            </Typography>
            {activeResult.actions.map((action) => (
              <Button
                key={action.key}
                variant="outlined"
                color={action.danger ? 'error' : 'primary'}
                onClick={() => void action.run().then(() => inputRef.current?.focus())}
                sx={{ minHeight: 44 }}
              >
                {action.label}
              </Button>
            ))}
          </Stack>
        </>
      )}
      {/* Keyboard help: not on touch screens, where the list is tapped. */}
      <Box sx={{ '@media (pointer: coarse)': { display: 'none' } }}>
        <Divider />
        <Typography id="palette-hint" variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1 }}>
          {searching || !typed.trim() ? t('palette.hint') : t('palette.minLength')}
        </Typography>
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {typed.trim() ? announcement : ''}
      </Box>
      {couponActions.dialog}
      {orderActions.dialog}
      {confirmDialog}
    </>
  );
}
