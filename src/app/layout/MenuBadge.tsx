import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MENU_BADGE_STALE_MS } from '@/config/constants';
import { useScreenPainted } from '@/lib/afterPaint';
import { badgeText, countBadge, type MenuBadgeQuery } from '@/lib/data/badges';
import { formatNumber } from '@/lib/format';
import { appKeys } from '@/lib/query/keys';

/**
 * The number of items waiting beside a menu label (spec §9: at most "99+"), from one
 * count query cached for MENU_BADGE_STALE_MS; nothing while loading, at 0 or when the
 * count fails (the screen itself says why). Read by screen readers as "N pending".
 * @param path the menu path (the cache key)
 * @param badge what to count (the navigation definition's `badge`)
 */
export function MenuBadge(props: { readonly path: string; readonly badge: MenuBadgeQuery }) {
  const { t } = useTranslation();
  const count = useQuery({
    queryKey: appKeys.badge(props.path),
    queryFn: () => countBadge(props.badge),
    staleTime: MENU_BADGE_STALE_MS,
    retry: false,
    // Counted once the first screen is shown: its own reads come first.
    enabled: useScreenPainted(),
  });
  return <CountPill count={count.data ?? 0} label={t('navbar.pending', { count: count.data })} />;
}

/**
 * A menu badge's pill (spec §9: at most "99+"): the count in the locale's digits, and
 * for screen readers `label` ("3 items pending"); nothing at 0.
 * @param count a count of 0 or more
 * @param label what a screen reader says instead of the pill
 */
export function CountPill(props: { readonly count: number; readonly label: string }) {
  const { i18n } = useTranslation();
  const text = badgeText(props.count, (n) => formatNumber(n, i18n.language));
  if (!text) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          minWidth: 24,
          px: 0.75,
          py: 0.125,
          borderRadius: 3,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: 12,
          fontWeight: 600,
          lineHeight: '18px',
          textAlign: 'center',
        }}
      >
        {text}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {props.label}
      </Box>
    </>
  );
}
