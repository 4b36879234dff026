import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import TranslateIcon from '@mui/icons-material/Translate';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl } from '@/components/brand/mirror';
import { setLocale, type Locale } from '@/lib/i18n';
import { queryClient } from '@/lib/query/client';
import { useSettings } from '@/lib/theme/useSettings';

const LANGUAGES: readonly { locale: Locale; labelKey: string }[] = [
  { locale: 'ar', labelKey: 'user.arabic' },
  { locale: 'en', labelKey: 'user.english' },
];

/**
 * Top bar (spec §2): drawer button below lg, the search button of the command palette,
 * light/dark toggle and the avatar menu with the admin title, language choices and logout.
 * @param name the signed-in person's name, for the avatar
 * @param onMenu opens the drawer; absent when the navigation is permanent
 * @param onLogout starts the logout of spec §4 (the cached reads are cancelled and cleared)
 * @param onSearch opens the command palette (docs/access.md, "Command palette")
 * @param searchKeys the palette's shortcut as shown, e.g. `Ctrl+K` or `⌘K`
 */
export function TopBar(props: {
  readonly name: string;
  readonly onMenu?: () => void;
  readonly onLogout: () => void;
  readonly onSearch?: () => void;
  readonly searchKeys?: string;
}) {
  const { t, i18n } = useTranslation();
  const { settings, updateSettings } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const dark = settings.mode === 'dark';
  const choose = (locale: Locale) => {
    setAnchor(null);
    setLocale(locale);
  };
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar>
        {props.onMenu && (
          <IconButton edge="start" onClick={props.onMenu} aria-label={t('navbar.openMenu')} sx={{ mr: 1 }}>
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ flex: 1 }} />
        {props.onSearch && (
          <Tooltip title={t('navbar.searchShortcut', { keys: props.searchKeys ?? 'Ctrl+K' })}>
            <IconButton
              onClick={props.onSearch}
              aria-label={t('navbar.search')}
              aria-keyshortcuts={props.searchKeys === '⌘K' ? 'Meta+K' : 'Control+K'}
              sx={{ width: 44, height: 44, mx: 0.5 }}
            >
              <SearchIcon />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t(dark ? 'navbar.lightMode' : 'navbar.darkMode')}>
          <IconButton
            onClick={() => updateSettings({ mode: dark ? 'light' : 'dark' })}
            aria-label={t(dark ? 'navbar.lightMode' : 'navbar.darkMode')}
          >
            {dark ? <LightMode /> : <DarkMode />}
          </IconButton>
        </Tooltip>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('navbar.accountMenu')} sx={{ ml: 1 }}>
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main' }}>
            {props.name.slice(0, 1).toUpperCase()}
          </Avatar>
        </IconButton>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <Box sx={{ px: 2, py: 1 }}>
            <Typography variant="subtitle2">{props.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('admin.title')}
            </Typography>
          </Box>
          <Divider />
          {LANGUAGES.map(({ locale, labelKey }) => (
            <MenuItem key={locale} selected={i18n.language === locale} onClick={() => choose(locale)} lang={locale}>
              <ListItemIcon>
                <TranslateIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(labelKey)}</ListItemText>
            </MenuItem>
          ))}
          <Divider />
          <MenuItem
            onClick={() => {
              setAnchor(null);
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
      </Toolbar>
    </AppBar>
  );
}
