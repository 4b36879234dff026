import Box from '@mui/material/Box';
import { createdAtColumn } from '@/components/entity/columns';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreenConfig } from '@/components/entity/types';
import { articleEntity, isSafeImageUrl, type Article, type ArticleValues } from './entity';
import { ArticleFields } from './ArticleFields';
import { articleSchema } from './schema';

/**
 * Plain text with its line breaks kept. Article texts are plain text, rendered as
 * React text nodes (never as HTML), so no sanitiser is needed.
 */
function MultilineText({ text, dir }: { readonly text: string; readonly dir?: 'ltr' | 'rtl' }) {
  return (
    <Box component="span" dir={dir} sx={{ whiteSpace: 'pre-line', display: 'block' }}>
      {text}
    </Box>
  );
}

/** The article's image, or nothing when it has none or its address is not a safe one. */
function ArticleImage({
  url,
  alt,
  size,
}: {
  readonly url: string | null;
  readonly alt: string;
  readonly size: number;
}) {
  if (!isSafeImageUrl(url)) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      loading="lazy"
      sx={{ maxWidth: size, maxHeight: size, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}

/** /articles (spec §2, §3, §8): list, create, detail and edit of articles in both languages. */
export const articleScreen: EntityScreenConfig<Article, ArticleValues> = {
  entity: articleEntity,
  keys: {
    title: 'navbar.articles',
    newTitle: 'article.new',
    editTitle: 'article.edit',
    notFound: 'article.notFound',
  },
  columns: (t, locale) => [
    {
      field: 'image',
      headerName: t('article.image'),
      width: 90,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
          <ArticleImage url={row.image} alt={row.titleEn} size={40} />
        </Box>
      ),
    },
    { field: 'titleEn', headerName: t('article.titleEn'), flex: 1, minWidth: 200 },
    {
      field: 'titleAr',
      headerName: t('article.titleAr'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => <span dir="rtl">{row.titleAr}</span>,
    },
    createdAtColumn(t, locale),
  ],
  schema: articleSchema,
  emptyValues: {
    titleEn: '',
    titleAr: '',
    shortDetailEn: '',
    shortDetailAr: '',
    descriptionEn: '',
    descriptionAr: '',
    image: '',
  },
  toValues: (row) => ({
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    shortDetailEn: row.shortDetailEn,
    shortDetailAr: row.shortDetailAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    image: row.image ?? '',
  }),
  Fields: ArticleFields,
  heading: (row, locale) => (locale === 'ar' ? row.titleAr : row.titleEn),
  details: (row, t, locale) => [
    ...(isSafeImageUrl(row.image)
      ? [
          {
            label: t('article.image'),
            value: <ArticleImage url={row.image} alt={locale === 'ar' ? row.titleAr : row.titleEn} size={480} />,
          },
        ]
      : []),
    { label: t('article.titleEn'), value: row.titleEn },
    { label: t('article.shortDetailEn'), value: <MultilineText text={row.shortDetailEn} /> },
    { label: t('article.descriptionEn'), value: <MultilineText text={row.descriptionEn} /> },
    { label: t('article.titleAr'), value: <span dir="rtl">{row.titleAr}</span> },
    { label: t('article.shortDetailAr'), value: <MultilineText text={row.shortDetailAr} dir="rtl" /> },
    { label: t('article.descriptionAr'), value: <MultilineText text={row.descriptionAr} dir="rtl" /> },
  ],
};

/** The /articles screen and its sub-routes (list, new, detail, edit). */
export default function ArticlesScreen() {
  return <EntityRoutes config={articleScreen} basePath="/articles" />;
}
