import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { Children, useContext, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusedControl } from '@/components/feedback/RefusedControl';
import { RowActionsLayout } from './layout';

/**
 * The buttons of a table row: optional extra buttons (e.g. Approve), then Edit and
 * Delete icons with their translated labels. Clicks do not reach the row (which opens
 * the detail page). Where the table asks for a menu (RowActionsLayout: touch and
 * narrow screens, docs/adding-an-entity.md), one "Actions" button opens them all as a
 * list of labelled buttons in a small dialog (`aria-haspopup="dialog"`: the buttons are
 * buttons, not menu items), so every action stays within reach whatever the width.
 * @param onEdit opens the edit form (no button when absent)
 * @param onDelete starts the delete (with its confirmation; no button when absent)
 * @param editRefused, deleteRefused: why this row is not edited or deleted (translated,
 *   canOnDocument's reason: an approved reward that moved money), for a person who may
 *   edit or delete others: the button shows disabled and says why (RefusedControl: a
 *   tooltip in the row, the reason written out in the list of actions)
 * @param children extra buttons placed before Edit
 */
export function RowActions(props: {
  readonly onEdit?: () => void;
  readonly onDelete?: () => void;
  readonly editRefused?: string;
  readonly deleteRefused?: string;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation();
  const layout = useContext(RowActionsLayout);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (layout === 'menu') {
    const hasChildren = Children.toArray(props.children).length > 0;
    if (!hasChildren && !props.onEdit && !props.onDelete && !props.editRefused && !props.deleteRefused) return null;
    return (
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'center', height: '100%' }}
        onClick={(e) => e.stopPropagation()}
        data-row-actions=""
      >
        <IconButton
          aria-label={t('common.actions')}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={anchor ? menuId : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVert />
        </IconButton>
        {/* What opens is a small dialog of buttons (the focus is held in it, Escape
            closes it), and the button says so: not a menu, whose items would be menuitems. */}
        <Popover
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
          slotProps={{ paper: { id: menuId, role: 'dialog', 'aria-label': t('common.actions') } }}
        >
          {/* A chosen action closes the list (the click bubbles up here). */}
          <Stack
            sx={{ p: 1, minWidth: 180, '& .MuiButton-root': { justifyContent: 'flex-start', minHeight: 44 } }}
            onClick={() => setAnchor(null)}
          >
            {props.children}
            {props.onEdit && (
              <Button startIcon={<EditOutlined />} onClick={props.onEdit}>
                {t('common.edit')}
              </Button>
            )}
            {!props.onEdit && props.editRefused && (
              // Written out (a touch screen shows no tooltip), once where Delete says the same.
              <RefusedControl reason={props.editRefused} written={props.editRefused !== props.deleteRefused}>
                <Button startIcon={<EditOutlined />}>{t('common.edit')}</Button>
              </RefusedControl>
            )}
            {props.onDelete && (
              <Button color="error" startIcon={<DeleteOutline />} onClick={props.onDelete}>
                {t('common.delete')}
              </Button>
            )}
            {!props.onDelete && props.deleteRefused && (
              <RefusedControl reason={props.deleteRefused} written>
                <Button color="error" startIcon={<DeleteOutline />}>
                  {t('common.delete')}
                </Button>
              </RefusedControl>
            )}
          </Stack>
        </Popover>
      </Stack>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', height: '100%' }}
      onClick={(e) => e.stopPropagation()}
      data-row-actions=""
    >
      {props.children}
      {props.onEdit && (
        <Tooltip title={t('common.edit')}>
          <IconButton size="small" aria-label={t('common.edit')} onClick={props.onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {!props.onEdit && props.editRefused && (
        <RefusedControl reason={props.editRefused}>
          <IconButton size="small" aria-label={t('common.edit')}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </RefusedControl>
      )}
      {props.onDelete && (
        <Tooltip title={t('common.delete')}>
          <IconButton size="small" aria-label={t('common.delete')} onClick={props.onDelete}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {!props.onDelete && props.deleteRefused && (
        <RefusedControl reason={props.deleteRefused}>
          <IconButton size="small" aria-label={t('common.delete')}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </RefusedControl>
      )}
    </Stack>
  );
}
