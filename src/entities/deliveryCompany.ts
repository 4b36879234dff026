/**
 * Delivery companies as other records refer to them (a company's fine or reward): users
 * documents of type 'deliveryCompany' (docs/data-model.md). Read-only here.
 */
import type { Row } from '@/lib/entity/define';
import { personLookup } from './people';

/** users documents of type deliveryCompany: named, searched on name and email. */
export const deliveryCompanyEntity = personLookup('deliveryCompany', 'deliveryCompany');

export type DeliveryCompany = Row<typeof deliveryCompanyEntity.fields>;
