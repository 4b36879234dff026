/**
 * Samples and derivations from the definitions (docs/adding-an-entity.md): `sampleOf`
 * builds valid form values for every definition the panel writes, and a field added to
 * a (throwaway) definition reaches the form, the sample, the columns, the CSV export,
 * the generated rules and the docs' fields table without any other edit.
 */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { screenColumns } from '@/components/entity/columns';
import { csvTable } from '@/components/entity/exportCsv';
import { faqEntity } from '@/entities/faq';
import { VALIDATED } from '@/entities/registry';
import { defineEntity } from '@/lib/entity/define';
import { fieldsTable } from '../../scripts/rules/docsTables';
import { integer } from '@/lib/entity/fields';
import { matchBlock } from '../../scripts/rules/matchRules';
import { entityRules } from '../../scripts/rules/rules';
import { sampleOf } from '@/lib/entity/sample';
import { entitySchema } from '@/lib/entity/schema';

const t = ((key: string) => key) as unknown as TFunction;

describe('sampleOf', () => {
  it.each(VALIDATED.map((def) => [def.name, def] as const))(
    '%s: the sample passes the form schema the definition derives',
    (_name, def) => {
      const values = sampleOf(def, { id: 'SAMPLE10', uid: 'someone' });
      expect(Object.keys(values).sort()).toEqual([...def.formFields].sort());
      // The fields' own checks; cross-field checks are the fixtures' overrides (src/lib/entity/sample.ts).
      const fieldsOnly = entitySchema({ fields: def.fields, formFields: def.formFields });
      expect(() => fieldsOnly.validateSync(values, { context: { mode: 'create' } })).not.toThrow();
    },
  );

  it('refuses a patterned text without an example (a sample could not match it)', () => {
    const bad = {
      ...faqEntity,
      fields: { code: { ...faqEntity.fields.questionEn, pattern: { source: '^x$', messageKey: 'k' } } },
      formFields: ['code'],
    };
    expect(() => sampleOf(bad as never)).toThrow(/example/);
  });
});

describe('a field added to a definition', () => {
  const withPriority = defineEntity({
    ...faqEntity,
    fields: { ...faqEntity.fields, priority: integer('faq.priority', 1, 9) },
  } as unknown as Parameters<typeof defineEntity>[0]);

  it('is in the form, the sample, the columns and the CSV export', () => {
    expect(withPriority.formFields).toContain('priority');
    const values = sampleOf(withPriority);
    expect(values['priority']).toBe(1);
    const { columns } = screenColumns(
      { entity: withPriority, keys: { title: 't', newTitle: 'n', editTitle: 'e', notFound: 'f' } } as never,
      t,
      'en',
    );
    expect(columns.map((c) => c.field)).toContain('priority');
    const row = withPriority.fromFirestore('a', { ...withPriority.toFirestore(values as never), createdAt: null });
    const [header, line] = csvTable(withPriority.fields, [row], t, 'en');
    expect(header).toContain('faq.priority');
    expect(line).toContain('1');
  });

  it('is validated by the generated rules and written into the docs table', () => {
    const rules = entityRules(withPriority);
    expect(rules).toContain("'priority'");
    expect(rules).toContain('isInt(data.priority, 1, 9)');
    expect(matchBlock(withPriority, [withPriority])).toContain('isFaq(request.resource.data)');
    expect(fieldsTable([withPriority])).toContain('`priority` (integer 1–9)');
  });
});
