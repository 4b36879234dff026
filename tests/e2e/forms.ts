/**
 * Form fills of the end-to-end tests from the definition (docs/adding-an-entity.md,
 * "Adding one field"): a test types what it means (a city's name, a radius typed in
 * Arabic digits), then `fillRequired` types each required field still empty with its
 * sample value (`sampleOf`), so a required field added to a definition does not break
 * the tests that save its form.
 */
import type { Locator, Page } from 'playwright-core';
import type { EntityDef } from '@/lib/entity/define';
import { isNumberField, isTextField, type Fields } from '@/lib/entity/fields';
import { sampleOf } from '@/lib/entity/sample';

/**
 * Types the sample value of every required field typed in a box (texts, numbers,
 * amounts) that is still empty in the form. A field the form hides is skipped; a
 * required field of another widget (a date, a reference, an image, a rich text) has no
 * sample typed here: the test fills it, or the form's message names it.
 * @param scope the page or the part holding the form
 * @param def the definition the form edits
 * @param labels the texts of the form's namespace in the page's language (e.g. en/cities.json)
 * @returns the fields it typed
 */
export async function fillRequired(
  scope: Page | Locator,
  def: Pick<EntityDef, 'name' | 'collection' | 'fields' | 'formFields'>,
  labels: Readonly<Record<string, string>>,
): Promise<string[]> {
  const sample = sampleOf(def);
  const typed: string[] = [];
  for (const name of def.formFields) {
    const field = (def.fields as Fields)[name];
    if (!field?.required) continue;
    if (!(isNumberField(field) || (isTextField(field) && !field.rich))) continue;
    const label = labels[field.label];
    if (label === undefined) throw new Error(`${def.name}.${name}: no text for ${field.label} in the labels given`);
    const box = scope.getByLabel(label, { exact: true });
    if ((await box.count()) !== 1) continue;
    if ((await box.inputValue()) !== '') continue;
    await box.fill(String(sample[name]));
    typed.push(name);
  }
  return typed;
}
