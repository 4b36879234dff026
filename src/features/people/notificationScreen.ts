import type { EntityScreen } from '@/components/entity/types';
import { notificationEntity } from '@/entities/notification';

/**
 * The notifications sent to a person, listed on their page (docs/access.md
 * "Notifications"): read-only, newest first; notifications are never edited or deleted.
 */
export const notificationScreen: EntityScreen<typeof notificationEntity.fields> = {
  entity: notificationEntity,
  readOnly: true,
  keys: {
    title: 'notification.listTitle',
    newTitle: 'notification.send',
    editTitle: 'notification.send',
    notFound: 'notification.notFound',
  },
};
