import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumn from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's "Columns" menu (docs/adding-an-entity.md, lists): each column the person may
 * show or hide, with a tick for those shown, in place of the Data Grid's column menu. The
 * last column shown cannot be hidden.
 * @param props.columns every column that may be hidden: its field and its title
 * @param props.shown whether a field is shown
 * @param props.onChange called with a field and whether it is to show
 * @param props.touch a touch screen: 44 px button and items
 */
export function ColumnsMenu(props: {
  readonly columns: readonly { readonly field: string; readonly title: string }[];
  readonly shown: (field: string) => boolean;
  readonly onChange: (field: string, show: boolean) => void;
  readonly touch?: boolean;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const count = props.columns.filter((c) => props.shown(c.field)).length;
  const target = props.touch ? 44 : undefined;
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumn />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minHeight: target, marginInlineStart: 1, flexShrink: 0 }}
      >
        {t('table.columns')}
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {props.columns.map((c) => {
          const shown = props.shown(c.field);
          return (
            <MenuItem
              key={c.field}
              role="menuitemcheckbox"
              aria-checked={shown}
              disabled={shown && count <= 1}
              onClick={() => props.onChange(c.field, !shown)}
              sx={{ minHeight: target }}
            >
              <ListItemIcon>
                {shown ? <CheckBox fontSize="small" color="primary" /> : <CheckBoxOutlineBlank fontSize="small" />}
              </ListItemIcon>
              <ListItemText>{c.title}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
