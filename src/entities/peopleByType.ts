/**
 * The people definitions by users `type` (docs/data-model.md "users/{uid}"): which
 * definition serves the documents of each type, and the fields each type stores.
 */
import type { UserType } from '@/config/collections';
import type { EntityName } from './registry';
import { customerEntity, deliveryCompanyEntity, riderEntity } from './people';
import { staffEntity } from './staff';
import { supplierEntity } from './supplier';

/** The definition of each users type. */
export const PEOPLE_ENTITIES = {
  user: customerEntity,
  supplier: supplierEntity,
  deliveryCompany: deliveryCompanyEntity,
  rider: riderEntity,
  employee: staffEntity,
} as const satisfies Record<UserType, unknown>;

/** The registry name of the definition of each users type (a reference's `entity`). */
export const PERSON_ENTITY = Object.fromEntries(
  Object.entries(PEOPLE_ENTITIES).map(([type, def]) => [type, def.name]),
) as Readonly<Record<UserType, EntityName>>;

/** The stored fields of each users type, from its definition (a type change clears the others). */
export const PERSON_FIELDS_BY_TYPE: Readonly<Record<UserType, readonly string[]>> = Object.fromEntries(
  Object.entries(PEOPLE_ENTITIES).map(([type, def]) => [type, Object.keys(def.fields)]),
) as unknown as Record<UserType, readonly string[]>;
