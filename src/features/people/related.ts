/**
 * Lists of what belongs to a person, shared by several people screens (spec §2: a
 * rider's, supplier's or delivery company's fines and rewards, with their sum).
 */
import type { RelatedList } from '@/components/entity/types';
import { prizeFineScreen, PrizeFineTotals } from '@/components/screens/prizesFines';

/** A person's fines and rewards, newest first, under the sums of both and their net. */
export const prizeFinesOfPerson: RelatedList = {
  segment: 'prizesFines',
  field: 'personId',
  screen: prizeFineScreen,
  titleKey: 'people.prizesFines',
  readOnly: true,
  summary: PrizeFineTotals,
};
