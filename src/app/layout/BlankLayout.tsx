import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Logo } from '@/components/brand/Logo';
import { RouteProgress } from '@/components/feedback/RouteProgress';
import { LanguageSwitch } from './LanguageSwitch';

/** The layout of the sign-in pages (spec §2: a page may supply its own layout). */
export function BlankLayout() {
  return (
    // The card hangs from the top (not centred): when fonts or messages change its
    // height, nothing above its content moves (Lighthouse CLS).
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        justifyItems: 'center',
        alignItems: 'start',
        p: 2,
        pt: '10vh',
        bgcolor: 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
          <Logo height={40} />
          <LanguageSwitch />
        </Box>
        <Suspense fallback={<RouteProgress />}>
          <Outlet />
        </Suspense>
      </Paper>
    </Box>
  );
}
