import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { DetailRow } from './types';

/**
 * Label and value pairs as a description list (`dl`): the details of a document's page,
 * an order's totals, a supplier's bank details. One column on phones, label and value
 * side by side from md up; long values wrap anywhere (an IBAN, an address).
 * @param rows the pairs, in order; labels must be unique (they are the keys)
 * @returns the list
 */
export function DescriptionList(props: { readonly rows: readonly DetailRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(180px, 1fr) 3fr' },
        gap: { xs: 0.5, md: 1.5 },
      }}
    >
      {props.rows.map(({ label, value }) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { md: 0.25 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1.5, md: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
