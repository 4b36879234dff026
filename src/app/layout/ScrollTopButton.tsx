import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useTranslation } from 'react-i18next';

/**
 * The scroll-to-top button itself (spec §2, §9), in a chunk of its own: ScrollTop
 * renders it once the page has first scrolled past the threshold; it zooms in then.
 * @param shown whether the page is scrolled past the threshold now
 */
export default function ScrollTopButton({ shown }: { readonly shown: boolean }) {
  const { t } = useTranslation();
  return (
    <Zoom in={shown} appear>
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
