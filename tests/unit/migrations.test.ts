/**
 * Migrations (docs/adding-an-entity.md, "Migrations"): the values a stored document
 * lacking a field gets (src/lib/entity/migrations.ts), what a definition may declare,
 * and the seed completed by them (scripts/seed-data/derived.ts), so a field added to a
 * definition needs no edit of scripts/seed-data. The writes on stored documents are
 * tests/integration/migrate.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { faqEntity } from '@/entities/faq';
import { customerEntity } from '@/entities/people';
import { ENTITY_LIST } from '@/entities/registry';
import { defineEntity, readField } from '@/lib/entity/define';
import { integer, type Fields } from '@/lib/entity/fields';
import { migrationValues, missingStoredFields } from '@/lib/entity/migrations';
import { sampleOf } from '@/lib/entity/sample';
import { buildDataset } from '../../scripts/seed-data/build';
import { withDerivedFields, withMigrations } from '../../scripts/seed-data/derived';

type Config = Parameters<typeof defineEntity>[0];

/** The FAQ with a required `rank` added, with or without its migration. */
const faqWithRank = (migrated: boolean) =>
  defineEntity({
    ...faqEntity,
    fields: { ...faqEntity.fields, rank: integer('faq.rank', 0, 999, { required: true, initial: 0 }) },
    stored: {
      migrations: migrated ? [{ field: 'rank', value: 0, note: 'FAQs ordered by rank' }] : [],
    },
  } as unknown as Config);

describe('migrationValues', () => {
  const def = faqWithRank(true);

  it('gives a document lacking the field its value, and never overwrites one (null included)', () => {
    expect(migrationValues(def, { questionEn: 'Q' })).toEqual({ rank: 0 });
    expect(migrationValues(def, { rank: 7 })).toEqual({});
    expect(migrationValues(def, { rank: null })).toEqual({});
  });

  it('applies a scoped definition only to its own documents', () => {
    const customers = { ...customerEntity, stored: { migrations: [{ field: 'phone', value: '' }] } };
    expect(migrationValues(customers, { type: 'user' })).toEqual({ phone: '' });
    expect(migrationValues(customers, { type: 'rider' })).toEqual({});
  });

  it('knows which stored fields the rules require: none of a lenient definition', () => {
    const stored = { ...faqEntity.toFirestore(sampleOf(faqEntity) as never) };
    expect(missingStoredFields(def, stored)).toEqual(['rank']);
    expect(missingStoredFields(faqEntity, stored)).toEqual([]);
    expect(missingStoredFields(customerEntity, { type: 'user' })).toEqual([]);
  });
});

describe('a definition’s migrations', () => {
  it('name a field it has, not a searched one (its prefixes are written with it), a date only to null', () => {
    const fields = faqEntity.fields as Fields;
    const make = (migrations: unknown) => () =>
      defineEntity({ ...faqEntity, fields, stored: { migrations } } as unknown as Config);
    expect(make([{ field: 'nope', value: 1 }])).toThrow(/no field nope/);
    expect(make([{ field: 'questionEn', value: '' }])).toThrow(/searched field questionEn/);
    expect(make([{ field: 'answerEn', value: 'A' }])).not.toThrow();
  });

  it.each(ENTITY_LIST.filter((d) => d.stored?.migrations?.length).map((d) => [d.name, d] as const))(
    '%s: each value is a stored value of its field',
    (_name, def) => {
      for (const step of def.stored?.migrations ?? []) {
        const field = (def.fields as Fields)[step.field];
        expect(field, step.field).toBeDefined();
        if (field) expect(readField(field, step.value), step.field).toEqual(step.value);
      }
    },
  );
});

describe('the seed completed by the migrations', () => {
  const built = buildDataset(Date.now()).docs;

  it('has every field the rules require of each seeded document', () => {
    expect(() => withDerivedFields(built)).not.toThrow();
  });

  it('fills a field added to a definition with its migration, and names a field without one', () => {
    // The seed's FAQs as completed by the registry's definition, then checked against one more field.
    const faqs = withMigrations(built.filter((d) => d.collection === 'faqs'));
    expect(faqs.length).toBeGreaterThan(0);
    const completed = withMigrations(faqs, [faqWithRank(true)]);
    expect(completed.every((d) => d.data['rank'] === 0)).toBe(true);
    expect(() => withMigrations(faqs, [faqWithRank(false)])).toThrow(/faqs\/faq-001 lacks rank of the definition faq/);
  });
});
