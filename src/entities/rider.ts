/**
 * Riders as other records refer to them (a rider's fine or reward): users documents of
 * type 'rider' (docs/data-model.md). Read-only here: the rider screen owns them.
 */
import type { Row } from '@/lib/entity/define';
import { personLookup } from './people';

/** users documents of type rider: named, searched on name and email. */
export const riderEntity = personLookup('rider', 'rider');

export type Rider = Row<typeof riderEntity.fields>;
