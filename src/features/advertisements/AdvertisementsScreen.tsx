import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { StatusChip } from '@/components/entity/StatusChip';
import type { EntityScreen } from '@/components/entity/types';
import {
  advertisementEntity,
  advertisementState,
  type Advertisement,
  type AdvertisementState,
} from '@/entities/advertisement';

const STATE_COLOR: Readonly<Record<AdvertisementState, 'success' | 'default'>> = {
  active: 'success',
  inactive: 'default',
  expired: 'default',
};

/** The shown state of an advertisement as a chip (Active, Inactive, Expired). */
function StateChip(props: { readonly row: Advertisement; readonly label: (state: AdvertisementState) => string }) {
  const state = advertisementState(props.row);
  return <StatusChip label={props.label(state)} color={STATE_COLOR[state]} />;
}

/**
 * /advertise (spec §2–§5, §8): advertisements of suppliers with a website, short
 * detail and description in both languages, an image and an expire date; activated
 * and deactivated after a confirmation, shown as Expired after the expire date; the
 * spec's not-found text when there are none.
 */
export const advertisementScreen: EntityScreen<typeof advertisementEntity.fields> = {
  entity: advertisementEntity,
  keys: {
    title: 'navbar.advertise',
    newTitle: 'advertisement.new',
    editTitle: 'advertisement.edit',
    notFound: 'advertisement.notFound',
    deleteConfirm: 'advertisement.deleteConfirm',
  },
  columns: {
    extra: (t) => [
      {
        field: 'state',
        headerName: t('advertisement.state'),
        width: 110,
        // An advertisement's state (active, inactive, expired) never folds away.
        priority: 1,
        sortable: false,
        valueGetter: (_value, row) => t(`advertisement.states.${advertisementState(row)}`),
        renderCell: ({ row }) => <StateChip row={row} label={(s) => t(`advertisement.states.${s}`)} />,
      },
    ],
  },
  details: (row, t) => [
    { label: t('advertisement.state'), value: <StateChip row={row} label={(s) => t(`advertisement.states.${s}`)} /> },
  ],
};

/** The /advertise screen and its sub-routes. */
export default function AdvertisementsScreen() {
  return <EntityRoutes screen={advertisementScreen} basePath="/advertise" />;
}
