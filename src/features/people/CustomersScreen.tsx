import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { customerEntity } from '@/entities/people';
import { personScreen } from './personScreen';

/** /user (spec §2 Manage User): customers, their details and history; block and unblock. */
export const customerScreen = personScreen({
  entity: customerEntity,
  path: '/user',
  type: 'user',
  title: 'navbar.user',
  notFound: 'people.notFound',
});

/** The /user screen and its sub-routes. */
export default function CustomersScreen() {
  return <EntityRoutes screen={customerScreen} basePath="/user" />;
}
