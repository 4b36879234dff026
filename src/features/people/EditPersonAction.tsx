import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { USER_TYPE_PATH } from '@/config/collections';
import type { PersonTarget } from '@/lib/access';
import { useCan } from '@/lib/session/useCan';

/**
 * "Edit" on a person's page (docs/access.md, "People"): opens the person's form
 * (`<type path>/id/<id>/edit`) when `can('edit', { person })`: holders of the type's menu
 * path, and All; on an All holder's page only All holders (firestore.rules refuse the rest).
 * @param person the person's users document id, type and whether they hold All
 */
export function EditPersonAction(props: { readonly person: PersonTarget['person'] }) {
  const { t } = useTranslation();
  const { can } = useCan();
  const { id, type } = props.person;
  if (!can('edit', { person: props.person })) return null;
  return (
    <Button component={Link} to={`${USER_TYPE_PATH[type]}/id/${encodeURIComponent(id)}/edit`} variant="contained">
      {t('people.edit')}
    </Button>
  );
}
