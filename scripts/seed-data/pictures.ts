/**
 * The demo pictures of the seed (docs/data-model.md, "Images"): one small JPEG per
 * seeded product, category, article, gallery picture, advertisement and banner, made
 * for this project by scripts/seed-data/make-pictures.ts and kept in
 * scripts/seed-data/images/: a product is photographed on a studio backdrop (its
 * motif, a colour emoji, over a soft shadow); the others are cards of their colour with
 * their motif and label. The seed uploads each to the Storage emulator at
 * `<collection>/<docId>/<file>`, the path the document stores.
 */
import { CATEGORIES, PRODUCTS, SUB_CATEGORIES } from './catalogue';
import { ADVERTISEMENTS, ARTICLES, BANNERS, GALLERY } from './content';

/** One demo picture: where it is kept, where it goes in Storage, what it shows. */
export interface SeedPicture {
  readonly collection: 'products' | 'categories' | 'articles' | 'gallery' | 'advertisements' | 'banners';
  readonly docId: string;
  /** File name in scripts/seed-data/images/ and in Storage. */
  readonly file: string;
  readonly label: string;
  readonly color: string;
  /** What the picture shows: a colour emoji (Debian's fonts-noto-color-emoji draws it). */
  readonly motif: string;
}

/**
 * The motif of each seeded document, by id: what a photo of it would show.
 * @throws Error (through motifOf) when a seeded product, category or card has none
 */
const MOTIFS: Readonly<Record<string, string>> = {
  'product-omani-bananas': '🍌',
  'product-tomatoes': '🍅',
  'product-red-onions': '🧅',
  'product-omani-lime': '🍋',
  'product-fresh-laban': '🥛',
  'product-farm-eggs': '🥚',
  'product-salalah-coconut': '🥥',
  'product-dhofari-papaya': '🥭',
  'product-rakhal-bread': '🫓',
  'product-omani-bzar': '🌶️',
  'product-dried-lime': '🍋',
  'product-mixed-grill': '🍖',
  'product-chicken-mishkak': '🍢',
  'product-beef-mishkak': '🍢',
  'product-chicken-majboos': '🍛',
  'product-lamb-shuwa': '🍖',
  'product-harees': '🥣',
  'product-grilled-kingfish': '🐟',
  'product-shrimp-biryani': '🍤',
  'product-fried-hammour': '🐠',
  'product-paracetamol': '💊',
  'product-vitamin-d3': '💊',
  'product-sunscreen': '🧴',
  'product-hand-sanitizer': '🧴',
  'product-baby-diapers': '👶',
  'product-baby-wipes': '🧻',
  'product-smartphone-128': '📱',
  'product-wireless-earbuds': '🎧',
  'product-fast-charger': '🔌',
  'product-power-bank': '🔋',
  'product-split-ac': '❄️',
  'product-electric-kettle': '🫖',
  'product-saffron-halwa': '🍮',
  'product-nut-halwa': '🥜',
  'product-khalas-dates': '🌴',
  'product-fard-dates': '🌴',
  'product-date-syrup': '🍯',
  'product-hojari-frankincense': '🪨',
  'product-clay-mabkhara': '🏺',
  'product-oud-oil': '🫙',
  'product-red-roses': '🌹',
  'product-eid-gift-box': '🎁',
  'category-groceries': '🛒',
  'category-restaurants': '🍽️',
  'category-pharmacy': '💊',
  'category-electronics': '📱',
  'category-sweets-dates': '🌴',
  'category-gifts': '🎁',
  'article-ramadan-orders': '🌙',
  'article-frankincense': '🪨',
  'article-summer-safety': '☀️',
  'article-new-suppliers': '🏪',
  'article-national-day': '🇴🇲',
  'gallery-muttrah-corniche': '🌊',
  'gallery-nizwa-fort': '🏰',
  'gallery-salalah-khareef': '🌿',
  'gallery-sur-dhow': '⛵',
  'gallery-halwa': '🍮',
  'gallery-frankincense': '🪨',
  'advertisement-halwa-eid': '🍮',
  'advertisement-grill-weekend': '🍖',
  'advertisement-phones': '📱',
  'advertisement-frankincense': '🪨',
  'banner-national-day': '🇴🇲',
  'banner-free-delivery': '🛵',
  'banner-halwa': '🍮',
  'banner-dates': '🌴',
  'banner-seafood': '🦐',
};

function motifOf(docId: string): string {
  const motif = MOTIFS[docId];
  if (!motif) throw new Error(`No demo picture motif for ${docId}`);
  return motif;
}

const picture = (collection: SeedPicture['collection'], docId: string, label: string, color: string): SeedPicture => ({
  collection,
  docId,
  file: `${docId}.jpg`,
  label,
  color,
  motif: motifOf(docId),
});

/** A product's backdrop tint: its category's colour (the studio light is white). */
function productColor(subCategoryId: string): string {
  const categoryId = SUB_CATEGORIES.find((s) => s.id === subCategoryId)?.categoryId;
  return CATEGORIES.find((c) => c.id === categoryId)?.color ?? '#607d8b';
}

/** Every demo picture, by document id. */
export const PICTURES: readonly SeedPicture[] = [
  ...PRODUCTS.map((p) => picture('products', p.id, p.nameEn, productColor(p.subCategoryId))),
  ...CATEGORIES.map((c) => picture('categories', c.id, c.nameEn, c.color)),
  ...ARTICLES.map((a) => picture('articles', a.id, a.titleEn, a.color)),
  ...GALLERY.map((g) => picture('gallery', g.id, g.label, g.color)),
  ...ADVERTISEMENTS.map((a) => picture('advertisements', a.id, a.shortDetailEn, a.color)),
  ...BANNERS.map((b) => picture('banners', b.id, b.titleEn, b.color)),
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
