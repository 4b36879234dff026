import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Mirrors an icon that points a way (arrows, vehicles, logout) when the page is right
 * to left, as Arabic readers expect (spec §1: Arabic switches the page to RTL).
 */
export const mirrorInRtl: SxProps<Theme> = (theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {});
