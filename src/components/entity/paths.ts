/**
 * The URLs of an entity's pages under its menu path (docs/adding-an-entity.md):
 * the list at the path, the create form at `new`, a document at `id/<id>` and its edit
 * form at `id/<id>/edit`. Documents live under `id/`, so no document id (a coupon
 * coded NEW) can be taken for the create form.
 */
export interface EntityPaths {
  readonly list: string;
  readonly create: string;
  readonly show: (id: string) => string;
  readonly edit: (id: string) => string;
}

/** @returns the paths of an entity under `basePath` (e.g. `/coupon`). */
export function entityPaths(basePath: string): EntityPaths {
  const doc = (id: string) => `${basePath}/id/${encodeURIComponent(id)}`;
  return { list: basePath, create: `${basePath}/new`, show: doc, edit: (id) => `${doc(id)}/edit` };
}
