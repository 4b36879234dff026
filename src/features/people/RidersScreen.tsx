import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { riderEntity } from '@/entities/people';
import { personScreen } from './personScreen';

/** /rider (spec §2 Manage Rider): riders with company code and ratings; block and unblock. */
export const riderScreen = personScreen({
  entity: riderEntity,
  path: '/rider',
  type: 'rider',
  title: 'navbar.rider',
  notFound: 'people.notFound',
});

/** The /rider screen and its sub-routes. */
export default function RidersScreen() {
  return <EntityRoutes screen={riderScreen} basePath="/rider" />;
}
