/**
 * The image gallery (spec §2 /imageGallery, spec §3 "Image gallery: image";
 * docs/data-model.md `gallery`): one document per uploaded picture, its file in
 * Storage at `gallery/<docId>/<file>`. The content team keeps pictures here for the
 * apps' pages and copies their links.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { image } from '@/lib/entity/fields';

/** The gallery collection: newest first, no search (pictures have no text). */
export const galleryImageEntity = defineEntity({
  name: 'galleryImage',
  collection: COLLECTIONS.gallery,
  access: { owner: '/imageGallery' },
  fields: {
    image: image('gallery.image', { required: true, column: { width: 120 } }),
  },
  list: {
    sorts: ['createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
  },
  title: (row) => row.image?.split('/').pop() ?? row.id,
});

export type GalleryImage = Row<typeof galleryImageEntity.fields>;
