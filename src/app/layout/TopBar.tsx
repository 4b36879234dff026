import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '@/components/feedback/LazyTooltip';
import { setLocale, type Locale } from '@/lib/i18n';
import { useSettings } from '@/lib/theme/useSettings';

/** The avatar's menu: its own chunk (AccountMenu), loaded on the first pointer, focus or press. */
const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadAccountMenu);

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
  const { t } = useTranslation();
  const { settings, updateSettings } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Whether the menu's code is wanted: from the first pointer over, focus on or press of
  // the avatar, so it has usually loaded by the time the press ends.
  const [menu, setMenu] = useState(false);
  const wantMenu = () => {
    if (menu) return;
    void loadAccountMenu();
    setMenu(true);
  };
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
          <LazyTooltip title={t('navbar.searchShortcut', { keys: props.searchKeys ?? 'Ctrl+K' })}>
            <IconButton
              onClick={props.onSearch}
              aria-label={t('navbar.search')}
              aria-keyshortcuts={props.searchKeys === '⌘K' ? 'Meta+K' : 'Control+K'}
              sx={{ width: 44, height: 44, mx: 0.5 }}
            >
              <SearchIcon />
            </IconButton>
          </LazyTooltip>
        )}
        <LazyTooltip title={t(dark ? 'navbar.lightMode' : 'navbar.darkMode')}>
          <IconButton
            onClick={() => updateSettings({ mode: dark ? 'light' : 'dark' })}
            aria-label={t(dark ? 'navbar.lightMode' : 'navbar.darkMode')}
          >
            {dark ? <LightMode /> : <DarkMode />}
          </IconButton>
        </LazyTooltip>
        <IconButton
          onPointerEnter={wantMenu}
          onFocus={wantMenu}
          onClick={(e) => {
            wantMenu();
            setAnchor(e.currentTarget);
          }}
          aria-label={t('navbar.accountMenu')}
          aria-haspopup="menu"
          sx={{ ml: 1 }}
        >
          {/* The initial in a circle, as MUI's Avatar draws a letter (without its image loading). */}
          <Box
            component="span"
            sx={{
              width: 34,
              height: 34,
              borderRadius: '50%',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              flexShrink: 0,
              fontFamily: (theme) => theme.typography.fontFamily,
              fontSize: (theme) => theme.typography.pxToRem(20),
              lineHeight: 1,
              userSelect: 'none',
              bgcolor: 'primary.main',
              color: 'background.default',
            }}
          >
            {props.name.slice(0, 1).toUpperCase()}
          </Box>
        </IconButton>
        {menu && (
          <Suspense fallback={null}>
            <AccountMenu
              anchor={anchor}
              onClose={() => setAnchor(null)}
              name={props.name}
              onLocale={choose}
              onLogout={props.onLogout}
            />
          </Suspense>
        )}
      </Toolbar>
    </AppBar>
  );
}
