import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Logo } from '@/components/brand/Logo';
import { mirrorInRtl } from '@/components/brand/mirror';
import { NAV_WIDTH, SWIPE_EDGE_WIDTH } from '@/config/constants';
import { NAV_SECTIONS } from '@/config/navigation';
import { visibleNavItems, type Access } from '@/lib/access';

/** The menu content: items of the navigation definition the Access allows, by section. */
function NavList({ access, onNavigate }: { readonly access: Access; readonly onNavigate?: () => void }) {
  const { t } = useTranslation();
  const items = visibleNavItems(access);
  return (
    <Box component="nav" aria-label={t('navbar.menu')} sx={{ overflowY: 'auto', flex: 1 }}>
      {NAV_SECTIONS.map((section) => {
        const inSection = items.filter((item) => item.section === section);
        if (inSection.length === 0) return null;
        return (
          <List
            key={section}
            dense
            subheader={<ListSubheader disableSticky>{t(`navbar.section.${section}`)}</ListSubheader>}
          >
            {inSection.map(({ path, labelKey, icon: Icon, directional }) => (
              <ListItemButton
                key={path}
                component={NavLink}
                to={path}
                onClick={onNavigate}
                sx={{ mx: 1, borderRadius: 2, '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}
              >
                <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
                  <Icon fontSize="small" sx={directional ? mirrorInRtl : undefined} />
                </ListItemIcon>
                <ListItemText primary={t(labelKey)} />
              </ListItemButton>
            ))}
          </List>
        );
      })}
    </Box>
  );
}

/**
 * Side navigation (spec §2, §9): 260 px, permanent from the lg breakpoint, a
 * swipeable drawer below it (edge 20 px; MUI's default fling velocity is 450).
 * @param access the signed-in person's Access
 * @param permanent true at lg and above
 * @param open drawer state below lg
 */
export function SideNav(props: {
  readonly access: Access;
  readonly permanent: boolean;
  readonly open: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
}) {
  const paper = {
    width: NAV_WIDTH,
    boxSizing: 'border-box' as const,
    display: 'flex',
    flexDirection: 'column' as const,
  };
  const header = (
    <Box sx={{ px: 2.5, py: 2, display: 'flex', alignItems: 'center', minHeight: 64 }}>
      <Logo />
    </Box>
  );
  if (props.permanent) {
    return (
      <Drawer variant="permanent" sx={{ width: NAV_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paper }}>
        {header}
        <NavList access={props.access} />
      </Drawer>
    );
  }
  return (
    <SwipeableDrawer
      open={props.open}
      onOpen={props.onOpen}
      onClose={props.onClose}
      swipeAreaWidth={SWIPE_EDGE_WIDTH}
      disableBackdropTransition
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': paper }}
    >
      {header}
      <NavList access={props.access} onNavigate={props.onClose} />
    </SwipeableDrawer>
  );
}
