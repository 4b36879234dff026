import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePeopleAccess } from './usePeopleAccess';

/**
 * "Edit" on a person's page (docs/access.md, "People"): opens the person's form for
 * holders of the type's menu path, and All; on an All holder's page only for All
 * holders (firestore.rules refuse the rest).
 * @param id the person's users document id
 * @param path the menu path of the person's type (the form is `<path>/id/<id>/edit`)
 * @param protectedPerson the person holds All
 */
export function EditPersonAction(props: {
  readonly id: string;
  readonly path: string;
  readonly protectedPerson?: boolean;
}) {
  const { t } = useTranslation();
  const access = usePeopleAccess();
  if (!access.holds(props.path) || (props.protectedPerson && !access.isAdmin)) return null;
  return (
    <Button component={Link} to={`${props.path}/id/${encodeURIComponent(props.id)}/edit`} variant="contained">
      {t('people.edit')}
    </Button>
  );
}
