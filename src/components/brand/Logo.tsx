import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * The logo, linking to /dashboard (spec §1); the Arabic logo in Arabic.
 * @param height in pixels
 */
export function Logo({ height = 36 }: { readonly height?: number }) {
  const { t, i18n } = useTranslation();
  const src = i18n.language === 'ar' ? '/logo-ar.svg' : '/logo-en.svg';
  return (
    <Box component={Link} to="/dashboard" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      <img src={src} alt={t('app.logoAlt')} height={height} />
    </Box>
  );
}
