import Stack from '@mui/material/Stack';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { appInfoEntity } from '@/entities/appInfo';
import { SecretKeyCard } from './SecretKeyCard';
import { SecondFactorPolicyCard } from './SecondFactorPolicyCard';
import { SessionPolicyCard } from './SessionPolicyCard';

/**
 * /about (spec §2, §3, §9): the app info singleton, edited in one form (the definition's `id.singleton`):
 * contact details, VAT, mission and vision, about us and the policies as rich text in
 * both languages, social links, and the business settings with their units (OMR,
 * seconds, minutes, metres); the minimum radius must be below the maximum and fees
 * positive. The secret key is write-only (SecretKeyCard).
 */
export const appInfoScreen: EntityScreen<typeof appInfoEntity.fields> = {
  entity: appInfoEntity,
  keys: {
    title: 'navbar.about',
    newTitle: 'appInfo.heading',
    editTitle: 'appInfo.heading',
    notFound: 'appInfo.notFound',
    created: 'appInfo.saved',
    updated: 'appInfo.saved',
  },
};

/** The /about screen: the app info form, the secret key and the session settings. */
export default function AboutScreen() {
  return (
    <Stack spacing={3}>
      <EntityRoutes screen={appInfoScreen} basePath="/about" />
      <SecretKeyCard screen={appInfoScreen} />
      <SessionPolicyCard />
      <SecondFactorPolicyCard />
    </Stack>
  );
}
