/**
 * References between definitions (docs/adding-an-entity.md): every reference field, the
 * people lookups by users type and a fine's person name a definition of the registry, so
 * a reference's name and link (ReferenceName) never look up a definition that is not
 * there (as `staff` once did after the employee definition was renamed).
 */
import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '@/config/collections';
import { PERSON_ENTITY } from '@/entities/peopleByType';
import { PRIZE_FINE_PEOPLE, prizeFinePersonEntity } from '@/entities/prizeFine';
import { ENTITY_LIST, entityByName } from '@/entities/registry';

describe('references between definitions', () => {
  it('every reference field names a definition of the registry', () => {
    const missing: string[] = [];
    for (const def of ENTITY_LIST) {
      for (const [name, field] of Object.entries(def.fields)) {
        if (field.kind !== 'reference') continue;
        try {
          entityByName(field.entity);
        } catch {
          missing.push(`${def.name}.${name} → ${field.entity}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("each users type's lookup is its people definition, scoped by that type", () => {
    for (const type of USER_TYPES) {
      const def = entityByName(PERSON_ENTITY[type]);
      expect(def.collection, type).toBe('users');
      expect(def.scope, type).toEqual(expect.objectContaining({ field: 'type', value: type }));
    }
  });

  it("a fine's or reward's person is looked up in the definition of its type", () => {
    for (const type of PRIZE_FINE_PEOPLE) expect(entityByName(prizeFinePersonEntity(type)).scope?.value).toBe(type);
  });
});
