import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { riderReportScreen } from '@/components/screens/riderReports';
import { reviewsOf } from '@/components/screens/reviews';
import { riderEntity } from '@/entities/people';
import { personScreen } from './personScreen';
import { prizeFinesOfPerson } from './related';

/**
 * /rider (spec §2 Manage Rider): riders with company code and ratings; their page lists
 * their orders, reports, fines and rewards with their sum, and the reviews customers
 * gave them; block and unblock.
 */
export const riderScreen = personScreen({
  entity: riderEntity,
  path: '/rider',
  type: 'rider',
  title: 'navbar.rider',
  notFound: 'people.notFound',
  related: [
    {
      segment: 'reports',
      field: 'riderId',
      screen: riderReportScreen,
      titleKey: 'people.riderReports',
      readOnly: true,
    },
    prizeFinesOfPerson,
    reviewsOf('rider'),
  ],
});

/** The /rider screen and its sub-routes. */
export default function RidersScreen() {
  return <EntityRoutes screen={riderScreen} basePath="/rider" />;
}
