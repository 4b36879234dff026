import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { StatusChip } from '@/components/entity/StatusChip';
import { ReferenceName } from '@/components/entity/references';
import type { EntityScreen } from '@/components/entity/types';
import { bannerEntity, isBannerLive, type Banner, type BannerTarget } from '@/entities/banner';
import { refineBanner } from './schema';

/** The banner's target: the category or supplier by name, the product id, or the link. */
function Target(props: { readonly row: Banner }) {
  const { row } = props;
  if (row.targetType === 'category') return <ReferenceName entity="category" id={row.categoryId} />;
  if (row.targetType === 'supplier') return <ReferenceName entity="supplier" id={row.supplierId} />;
  return <bdi dir="ltr">{row.targetType === 'product' ? row.productId : row.link}</bdi>;
}

/** Hidden unless the chosen target type is `type`. */
const onlyFor = (type: BannerTarget) => ({
  hidden: (values: { readonly targetType: string }) => values.targetType !== type,
});

/**
 * /banners (spec §2, §4; fields decided in docs/data-model.md): the home screen's
 * banners with an image, a title in both languages, a target, a position and the days
 * they show; approved ("accepted") or rejected after a confirmation, a rejection with a
 * reason. "On the home screen now" is derived: approved and within its days.
 */
export const bannerScreen: EntityScreen<typeof bannerEntity.fields> = {
  entity: bannerEntity,
  keys: {
    title: 'navbar.banners',
    newTitle: 'banner.new',
    editTitle: 'banner.edit',
    notFound: 'banner.notFound',
    deleteConfirm: 'banner.deleteConfirm',
  },
  details: (row, t) => [
    { label: t('banner.target'), value: <Target row={row} /> },
    {
      label: t('banner.live'),
      value: isBannerLive(row) ? (
        <StatusChip color="success" label={t('banner.liveYes')} />
      ) : (
        <StatusChip color="default" label={t('banner.liveNo')} />
      ),
    },
  ],
  form: {
    productId: { ...onlyFor('product'), helpKey: 'banner.productHelp' },
    categoryId: onlyFor('category'),
    supplierId: onlyFor('supplier'),
    link: onlyFor('link'),
  },
  schema: refineBanner,
};

/** The /banners screen and its sub-routes. */
export default function BannersScreen() {
  return <EntityRoutes screen={bannerScreen} basePath="/banners" />;
}
