import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { POWERED_BY_URL } from '@/config/constants';

/** Footer with the powered-by credit and its external link (spec §1). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ py: 2, px: 3, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {t('footer.poweredby')}{' '}
        <Link href={POWERED_BY_URL} target="_blank" rel="noopener noreferrer">
          {t('footer.poweredbyName')}
        </Link>
      </Typography>
    </Box>
  );
}
