import type { GridValidRowModel } from '@mui/x-data-grid';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/feedback/useConfirm';
import { deleteOne, patchOne } from '@/lib/data/api';
import type { Entity } from '@/lib/data/types';
import { errorKey } from '@/lib/errors';
import { useNotify } from '@/lib/notify/useNotify';
import type { EntityScreenConfig, StatusAction } from './types';

/**
 * Delete and status actions of an entity, each after a confirmation (spec §4, §8),
 * with the success message or the error notified.
 * @param config the entity's screen config
 * @param onDone called after a successful action (e.g. reload the list)
 * @returns the confirmation dialog to render, and the two actions; each resolves
 *   true when it was done
 */
export function useRowActions<T extends Entity & GridValidRowModel, V extends object>(
  config: EntityScreenConfig<T, V>,
  onDone: () => void,
): {
  dialog: ReactNode;
  remove: (row: T) => Promise<boolean>;
  runStatus: (row: T, action: StatusAction<T>) => Promise<boolean>;
} {
  const { t } = useTranslation();
  const notify = useNotify();
  const [dialog, confirm] = useConfirm();
  const { entity, keys } = config;

  const attempt = useCallback(
    async (work: () => Promise<void>, successKey: string) => {
      try {
        await work();
        notify({ message: t(successKey), severity: 'success' });
        onDone();
        return true;
      } catch (error) {
        notify({ message: t(errorKey(error)), severity: 'error', autoHideMs: 6000 });
        return false;
      }
    },
    [notify, onDone, t],
  );

  const remove = useCallback(
    async (row: T) => {
      const ok = await confirm({
        title: t('common.delete'),
        message: t(keys.deleteConfirm ?? 'confirm.delete'),
        confirmLabel: t('common.delete'),
        danger: true,
      });
      return ok && attempt(() => deleteOne(entity, row.id, keys.hasChildren), keys.deleted ?? 'message.deleted');
    },
    [attempt, confirm, entity, keys, t],
  );

  const runStatus = useCallback(
    async (row: T, action: StatusAction<T>) => {
      const ok = await confirm({
        title: t(action.labelKey),
        message: t(action.messageKey),
        confirmLabel: t(action.labelKey),
        danger: action.danger,
      });
      return ok && attempt(() => patchOne(entity, row.id, action.patch), action.successKey);
    },
    [attempt, confirm, entity, t],
  );

  return { dialog, remove, runStatus };
}
