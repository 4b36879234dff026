/**
 * Riders as orders refer to them (who delivered) (docs/data-model.md: people are users documents of one `type`). Read-only
 * here: the people screens own these documents.
 */
import type { Row } from '@/lib/entity/define';
import { personLookup } from './people';

/** users documents of type rider: named, searched on name and email, sorted by name. */
export const riderEntity = personLookup('rider', 'rider');

export type Rider = Row<typeof riderEntity.fields>;
