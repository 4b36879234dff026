import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { setLocale } from '@/lib/i18n';

/** A button that switches between English and Arabic, for pages without the top bar. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <Button size="small" onClick={() => setLocale(other)} lang={other}>
      {t(other === 'ar' ? 'user.arabic' : 'user.english')}
    </Button>
  );
}
