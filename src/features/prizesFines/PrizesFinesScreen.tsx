import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { prizeFineScreen } from '@/components/screens/prizesFines';

/** The /prizesFines screen and its sub-routes. */
export default function PrizesFinesScreen() {
  return <EntityRoutes screen={prizeFineScreen} basePath="/prizesFines" />;
}
