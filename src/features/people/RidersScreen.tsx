import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { riderReportScreen } from '@/components/screens/riderReports';
import { reviewsOf } from '@/components/screens/reviews';
import { statementSection } from '@/components/screens/statements/section';
import { riderEntity } from '@/entities/people';
import { personScreen } from './personScreen';
import { prizeFinesOfPerson } from './related';

/**
 * /rider (spec §2 Manage Rider): riders with company code and ratings; their page lists
 * their orders, reports, fines and rewards with their sum, and the reviews customers
 * gave them, and their statement (cash held); block and unblock.
 */
export const riderScreen = personScreen({
  entity: riderEntity,
  path: '/rider',
  type: 'rider',
  title: 'navbar.rider',
  notFound: 'people.notFound',
  // Issue 49 item 5: the cash they held over a period, entry by entry; CSV and print.
  sections: (row) => [statementSection('riderAccounts', row)],
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
