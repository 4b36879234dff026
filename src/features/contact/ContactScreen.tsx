import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { contactMessageEntity } from '@/entities/contactMessage';

/**
 * /contact (spec §2, §3 Contact feedback; docs/data-model.md `contactMessages`): the
 * messages people send from the apps (subject, comment, who, when) as a read-only list
 * filtered by status and a detail page; staff mark one handled with a note (or back to
 * new). New messages are what the side menu's badge counts (NEW_CONTACT_MESSAGES).
 */
export const contactMessageScreen: EntityScreen<typeof contactMessageEntity.fields> = {
  entity: contactMessageEntity,
  keys: {
    title: 'navbar.contact',
    newTitle: 'contactMessage.heading',
    editTitle: 'contactMessage.heading',
    notFound: 'contactMessage.notFound',
  },
};

/** The /contact screen and its sub-routes. */
export default function ContactScreen() {
  return <EntityRoutes screen={contactMessageScreen} basePath="/contact" />;
}
