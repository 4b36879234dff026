import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { faqEntity } from '@/entities/faq';

/** /FAQs (spec §2, §3): list, create, detail and edit of FAQs in both languages. */
export const faqScreen: EntityScreen<typeof faqEntity.fields> = {
  entity: faqEntity,
  keys: { title: 'navbar.faqs', newTitle: 'faq.new', editTitle: 'faq.edit', notFound: 'faq.notFound' },
};

/** The /FAQs screen and its sub-routes. */
export default function FaqsScreen() {
  return <EntityRoutes screen={faqScreen} basePath="/FAQs" />;
}
