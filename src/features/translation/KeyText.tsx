import Box from '@mui/material/Box';
import { Fragment } from 'react';

/**
 * A translation key as code, left to right, that wraps after its dots (a break
 * opportunity after each), never in the middle of a part: `navbar.` / `translation`.
 * @param value the key
 */
export function KeyText(props: { readonly value: string }) {
  const parts = props.value.split('.');
  return (
    <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'break-word' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </Box>
  );
}
