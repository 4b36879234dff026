import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { CustomerStory } from '@/components/screens/customers/CustomerStory';
import { reviewsOf } from '@/components/screens/reviews';
import { customerEntity } from '@/entities/people';
import { personScreen } from './personScreen';
import { prizeFinesOfPerson } from './related';

/**
 * /user (spec §2 Manage User): customers, their details, their whole story (issue 50), orders, fines and rewards with
 * their sums, the reviews riders gave them, and history; edit, block and unblock.
 */
export const customerScreen = personScreen({
  entity: customerEntity,
  path: '/user',
  type: 'user',
  title: 'navbar.user',
  notFound: 'people.notFound',
  related: [prizeFinesOfPerson, reviewsOf('user')],
  // Their whole story (issue 50, item 5): figures by aggregation queries and the refund flag.
  sections: (row) => [
    {
      key: 'story',
      labelKey: 'customerStory.title',
      content: <CustomerStory userId={row.id} ordersPath={`/user/id/${encodeURIComponent(row.id)}/orders`} />,
    },
  ],
});

/** The /user screen and its sub-routes. */
export default function CustomersScreen() {
  return <EntityRoutes screen={customerScreen} basePath="/user" />;
}
