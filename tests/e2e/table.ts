/**
 * A list's table as a person sees it (src/components/table/LightTable.tsx): its rows,
 * and a column's cells found by the column's header text, for the e2e tests.
 */
import type { Locator, Page } from 'playwright-core';

/**
 * @param scope the page, or the part of it holding one list (a region, `main`)
 * @returns the data rows of the list's table (not its header, nor its "nothing found" line)
 */
export function rows(scope: Page | Locator): Locator {
  return scope.locator('table tbody tr[data-id]');
}

/** @returns the first list table's column header texts, in order */
async function headers(scope: Page | Locator): Promise<string[]> {
  const texts = await scope.locator('table').first().locator('thead th').allInnerTexts();
  return texts.map((text) => text.trim());
}

/**
 * The cells of a column in every row of the list, found by the column's header text.
 * @param scope the page, or the part of it holding the list
 * @param column the header text, e.g. 'Code' (exactly)
 * @returns a locator of the column's cells, row by row
 * @throws when no column has that header
 */
export async function column(scope: Page | Locator, column: string): Promise<Locator> {
  const index = (await headers(scope)).indexOf(column);
  if (index < 0) throw new Error(`No column "${column}" in ${(await headers(scope)).join(', ')}`);
  return rows(scope).locator(`> td:nth-child(${index + 1})`);
}

/**
 * One cell: the cell of `column` in `row`.
 * @param scope the page, or the part of it holding the list (where the header is)
 * @param row a row from rows()
 * @param column the header text
 */
export async function cell(scope: Page | Locator, row: Locator, column: string): Promise<Locator> {
  const index = (await headers(scope)).indexOf(column);
  if (index < 0) throw new Error(`No column "${column}" in ${(await headers(scope)).join(', ')}`);
  return row.locator(`> td:nth-child(${index + 1})`);
}
