import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Width over height of public/logo-en.svg and logo-ar.svg (viewBox 180 × 40). */
const ASPECT_RATIO = 180 / 40;

/**
 * The logo, linking to /dashboard (spec §1); the Arabic logo in Arabic. The image has
 * its width and height, so the page keeps its place before it loads (no layout shift).
 * The link is at least 44 px high, a touch target, whatever the image's height.
 * @param height in pixels
 */
export function Logo({ height = 36 }: { readonly height?: number }) {
  const { t, i18n } = useTranslation();
  const src = i18n.language === 'ar' ? '/logo-ar.svg' : '/logo-en.svg';
  return (
    <Box component={Link} to="/dashboard" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
      <img src={src} alt={t('app.logoAlt')} width={Math.round(height * ASPECT_RATIO)} height={height} />
    </Box>
  );
}
