import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { ReferenceName } from '@/components/entity/references';
import type { EntityScreen } from '@/components/entity/types';
import { prizeFineEntity } from '@/entities/prizeFine';

/**
 * /prizesFines, "Fines and rewards" (spec §2, §3 Reward or fine): name, reason, value
 * (OMR), type, date and the person it applies to — a rider, a supplier or a delivery
 * company, picked by search among the people of the chosen kind. Created, edited and
 * deleted by holders of /prizesFines; every create and edit is audited
 * (docs/data-model.md `prizesFines`, docs/access.md "Audit trail").
 */
export const prizeFineScreen: EntityScreen<typeof prizeFineEntity.fields> = {
  entity: prizeFineEntity,
  keys: {
    title: 'navbar.prizesFines',
    newTitle: 'prizeFine.new',
    editTitle: 'prizeFine.edit',
    notFound: 'prizeFine.notFound',
    deleteConfirm: 'prizeFine.deleteConfirm',
  },
  render: {
    personId: (row) => <ReferenceName entity={row.personType} id={row.personId} />,
  },
  form: {
    personId: { referenceEntity: (values) => values.personType },
  },
};

/** The /prizesFines screen and its sub-routes. */
export default function PrizesFinesScreen() {
  return <EntityRoutes screen={prizeFineScreen} basePath="/prizesFines" />;
}
