/**
 * `fillRequired` (tests/e2e/forms.ts), the end-to-end tests' fill of a definition's
 * required fields, on a stand-in for the page's form: it types the sample of each
 * required box still empty, leaves what the test typed and the fields the form hides,
 * and names a label missing from the texts given.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cityEntity } from '@/entities/city';
import { defineEntity } from '@/lib/entity/define';
import { text } from '@/lib/entity/fields';
import en from '@/locales/en/cities.json';
import { fillRequired } from '../e2e/forms';

/** A form of labelled boxes: label → value; absent labels are hidden fields. */
function formOf(boxes: Record<string, string>) {
  const page = {
    getByLabel: (label: string) => ({
      count: async () => (label in boxes ? 1 : 0),
      inputValue: async () => boxes[label] ?? '',
      fill: async (value: string) => {
        boxes[label] = value;
      },
    }),
  };
  return page as unknown as Page;
}

describe('fillRequired', () => {
  it('types the sample of a required field added to the definition, and nothing the test typed', async () => {
    const withCode = defineEntity({
      ...cityEntity,
      fields: { ...cityEntity.fields, code: text('city.code', 10, { required: true }) },
    } as unknown as Parameters<typeof defineEntity>[0]);
    const boxes: Record<string, string> = {
      'Name (English)': 'Duqm',
      'Name (Arabic)': 'الدقم',
      'Radius around the supplier': '12000',
      Code: '',
    };
    expect(await fillRequired(formOf(boxes), withCode, { ...en, 'city.code': 'Code' })).toEqual(['code']);
    expect(boxes).toEqual({
      'Name (English)': 'Duqm',
      'Name (Arabic)': 'الدقم',
      'Radius around the supplier': '12000',
      Code: 'Sample cod',
    });
  });

  it('types the empty required boxes, skips hidden ones, and names a missing label', async () => {
    const boxes: Record<string, string> = { 'Name (English)': '', 'Radius around the supplier': '' };
    expect(await fillRequired(formOf(boxes), cityEntity, en)).toEqual(['nameEn', 'radiusMeters']);
    expect(boxes['Radius around the supplier']).toBe('1');
    await expect(fillRequired(formOf({}), cityEntity, {})).rejects.toThrow(/city.nameEn/);
  });
});
