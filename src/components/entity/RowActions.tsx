import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The buttons of a table row: optional extra buttons (e.g. Approve), then Edit and
 * Delete icons with their translated labels. Clicks do not reach the row (which opens
 * the detail page).
 * @param onEdit opens the edit form (no button when absent)
 * @param onDelete starts the delete (with its confirmation; no button when absent)
 * @param children extra buttons placed before Edit
 */
export function RowActions(props: {
  readonly onEdit?: () => void;
  readonly onDelete?: () => void;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', height: '100%' }}
      onClick={(e) => e.stopPropagation()}
    >
      {props.children}
      {props.onEdit && (
        <Tooltip title={t('common.edit')}>
          <IconButton size="small" aria-label={t('common.edit')} onClick={props.onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {props.onDelete && (
        <Tooltip title={t('common.delete')}>
          <IconButton size="small" aria-label={t('common.delete')} onClick={props.onDelete}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
