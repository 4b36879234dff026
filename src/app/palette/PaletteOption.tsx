/**
 * One option of the command palette's listbox (PaletteOption) and a result's line in it
 * (ResultLine): title, detail and badge. Used by ./CommandPalette.tsx.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { Option, Result } from './results';

/** One option of the listbox: not focusable (the input keeps the focus), chosen by click or Enter. */
export function PaletteOption(props: {
  readonly option: Option;
  readonly selected: boolean;
  readonly onHover: () => void;
  readonly onChoose: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Box
      role="option"
      id={props.option.id}
      aria-selected={props.selected}
      onMouseMove={props.selected ? undefined : props.onHover}
      onClick={props.onChoose}
      sx={{
        px: 2,
        py: 0.75,
        minHeight: 48,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        cursor: 'pointer',
        bgcolor: props.selected ? 'action.selected' : undefined,
        borderInlineStart: 3,
        borderColor: props.selected ? 'primary.main' : 'transparent',
      }}
    >
      {props.children}
    </Box>
  );
}

/** A result's title, its detail line and its badge. */
export function ResultLine({ result }: { readonly result: Result }) {
  return (
    <>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap>
          <bdi dir={result.titleDir}>{result.title}</bdi>
        </Typography>
        {result.detail && result.detail.length > 0 && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {result.detail.map((part, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                <bdi>{part}</bdi>
              </Fragment>
            ))}
          </Typography>
        )}
      </Box>
      {result.badge && <Chip size="small" color="error" variant="outlined" label={result.badge} />}
    </>
  );
}
