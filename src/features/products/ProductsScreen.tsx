import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { productScreen } from '@/components/screens/products';

/** The /Products screen and its sub-routes. */
export default function ProductsScreen() {
  return <EntityRoutes screen={productScreen} basePath="/Products" />;
}
