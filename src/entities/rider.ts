/**
 * Riders as other records refer to them (users documents of type 'rider',
 * docs/data-model.md): read-only here, named and searched like every person lookup.
 * The riders screen (/rider) owns these documents.
 */
import type { Row } from '@/lib/entity/define';
import { personLookup } from './people';

/** users documents of type rider. */
export const riderEntity = personLookup('rider', 'rider');

export type Rider = Row<typeof riderEntity.fields>;
