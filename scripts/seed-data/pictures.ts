/**
 * The demo pictures of the seed (docs/data-model.md, "Images"): one small JPEG per
 * seeded category, article, gallery picture, advertisement and banner, made for this
 * project by scripts/seed-data/make-pictures.ts (a coloured card with its label,
 * rendered by Chromium) and kept in scripts/seed-data/images/. The seed uploads each to
 * the Storage emulator at `<collection>/<docId>/<file>`, the path the document stores.
 */
import { CATEGORIES } from './catalogue';
import { ADVERTISEMENTS, ARTICLES, BANNERS, GALLERY } from './content';

/** One demo picture: where it is kept, where it goes in Storage, what it shows. */
export interface SeedPicture {
  readonly collection: 'categories' | 'articles' | 'gallery' | 'advertisements' | 'banners';
  readonly docId: string;
  /** File name in scripts/seed-data/images/ and in Storage. */
  readonly file: string;
  readonly label: string;
  readonly color: string;
}

const picture = (collection: SeedPicture['collection'], docId: string, label: string, color: string): SeedPicture => ({
  collection,
  docId,
  file: `${docId}.jpg`,
  label,
  color,
});

/** Every demo picture, by document id. */
export const PICTURES: readonly SeedPicture[] = [
  ...CATEGORIES.map((c) => picture('categories', c.id, c.nameEn, c.color)),
  ...ARTICLES.map((a) => picture('articles', a.id, a.titleEn.slice(0, 28), a.color)),
  ...GALLERY.map((g) => picture('gallery', g.id, g.label, g.color)),
  ...ADVERTISEMENTS.map((a) => picture('advertisements', a.id, a.shortDetailEn.slice(0, 28), a.color)),
  ...BANNERS.map((b) => picture('banners', b.id, b.titleEn.slice(0, 28), b.color)),
];

/** @returns the Storage path of a picture: `<collection>/<docId>/<file>` */
export const picturePath = (p: SeedPicture): string => `${p.collection}/${p.docId}/${p.file}`;

/**
 * @returns the Storage path of the demo picture of a document
 * @throws Error when the document has none
 */
export function picturePathOf(docId: string): string {
  const found = PICTURES.find((p) => p.docId === docId);
  if (!found) throw new Error(`No demo picture for ${docId}`);
  return picturePath(found);
}
