import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A centred message filling the content area: used for no access, not yet
 * available, server unreachable and not found.
 * @param icon a large icon element
 * @param title translated heading
 * @param text translated explanation
 * @param action optional buttons
 */
export function FullPageMessage(props: {
  readonly icon: ReactNode;
  readonly title: string;
  readonly text: string;
  readonly action?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 64 } }}>{props.icon}</Box>
        <Typography variant="h5" component="h1">
          {props.title}
        </Typography>
        <Typography color="text.secondary">{props.text}</Typography>
        {props.action}
      </Stack>
    </Box>
  );
}
