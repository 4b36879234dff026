import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { riderReportScreen } from '@/components/screens/riderReports';

/** The /RiderService screen and its sub-routes. */
export default function RiderServiceScreen() {
  return <EntityRoutes screen={riderReportScreen} basePath="/RiderService" />;
}
