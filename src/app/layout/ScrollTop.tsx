import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD } from '@/config/constants';

/** The scroll-to-top button, shown after 400 px of scroll (spec §2, §9). */
export function ScrollTop() {
  const { t } = useTranslation();
  const shown = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD });
  return (
    <Zoom in={shown}>
      <Fab
        size="small"
        color="primary"
        aria-label={t('navbar.scrollTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24 }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
