/**
 * Delivery companies as orders refer to them (docs/data-model.md: people are users documents of one `type`). Read-only
 * here: the people screens own these documents.
 */
import type { Row } from '@/lib/entity/define';
import { personLookup } from './people';

/** users documents of type deliveryCompany: named, searched on name and email, sorted by name. */
export const deliveryCompanyEntity = personLookup('deliveryCompany', 'deliveryCompany');

export type DeliveryCompany = Row<typeof deliveryCompanyEntity.fields>;
