import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { articleEntity } from '@/entities/article';

/**
 * /articles (spec §2, §3): articles with a title, short detail and description in
 * both languages and an optional image. Texts show as plain text with their line
 * breaks, never as HTML.
 */
export const articleScreen: EntityScreen<typeof articleEntity.fields> = {
  entity: articleEntity,
  keys: { title: 'navbar.articles', newTitle: 'article.new', editTitle: 'article.edit', notFound: 'article.notFound' },
};

/** The /articles screen and its sub-routes. */
export default function ArticlesScreen() {
  return <EntityRoutes screen={articleScreen} basePath="/articles" />;
}
