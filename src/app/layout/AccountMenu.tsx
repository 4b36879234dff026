import Logout from '@mui/icons-material/Logout';
import TranslateIcon from '@mui/icons-material/Translate';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl } from '@/components/brand/mirror';
import type { Locale } from '@/lib/i18n';
import { queryClient } from '@/lib/query/client';

/** The second factor's dialog, with its Firebase part: loaded when it is opened. */
const SecondFactorDialog = lazy(() => import('./SecondFactorDialog'));

const LANGUAGES: readonly { locale: Locale; labelKey: string }[] = [
  { locale: 'ar', labelKey: 'user.arabic' },
  { locale: 'en', labelKey: 'user.english' },
];

/**
 * The avatar's menu (spec §2): the person's name and the admin title, the language
 * choices, the second factor (SecondFactorDialog: enrol, see, remove; docs/access.md
 * "Second factor") and logout. Its own chunk, loaded when the avatar is first pointed at,
 * focused or pressed (TopBar), not with the dashboard (docs/performance.md, "What the
 * browser loads").
 * @param anchor the avatar button while the menu is open, else null
 * @param onClose closes the menu
 * @param name the signed-in person's name
 * @param onLocale switches the panel to a language (and closes the menu)
 * @param onLogout starts the logout of spec §4 (the cached reads are then cancelled and cleared)
 */
export default function AccountMenu(props: {
  readonly anchor: HTMLElement | null;
  readonly onClose: () => void;
  readonly name: string;
  readonly onLocale: (locale: Locale) => void;
  readonly onLogout: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [factorOpen, setFactorOpen] = useState(false);
  return (
    <>
      <Menu anchorEl={props.anchor} open={props.anchor !== null} onClose={props.onClose}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2">{props.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('admin.title')}
          </Typography>
        </Box>
        <Divider />
        {LANGUAGES.map(({ locale, labelKey }) => (
          <MenuItem
            key={locale}
            selected={i18n.language === locale}
            onClick={() => props.onLocale(locale)}
            lang={locale}
          >
            <ListItemIcon>
              <TranslateIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(labelKey)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            props.onClose();
            setFactorOpen(true);
          }}
        >
          <ListItemIcon>
            <VerifiedUser fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('secondFactor.enrol.menu')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            props.onClose();
            // The logout unmounts the screens (RequireStaff); their reads in flight are
            // cancelled and the cache emptied, so nothing is read again once signed out.
            props.onLogout();
            void queryClient.cancelQueries().then(() => queryClient.clear());
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" sx={mirrorInRtl} />
          </ListItemIcon>
          <ListItemText>{t('user.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      {factorOpen && (
        <Suspense fallback={null}>
          <SecondFactorDialog open onClose={() => setFactorOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
