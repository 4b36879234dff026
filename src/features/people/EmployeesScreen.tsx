import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { staffEntity } from '@/entities/staff';
import { ALL_ACCESS } from '@/lib/access';
import { getAccess } from '@/lib/data/people';
import { AccessSection } from './AccessEditor';
import { BlockAction } from './BlockAction';
import { NewEmployeePage } from './NewEmployeePage';
import { AuditTable } from './PersonHistory';
import { personScreen } from './personScreen';
import { usePeopleAccess } from './usePeopleAccess';

/** Block/Unblock of an employee, knowing whether they hold All (only All holders touch them). */
function EmployeeBlock(props: { readonly id: string; readonly blocked: boolean }) {
  const query = useQuery({ queryKey: ['access', props.id], queryFn: () => getAccess(props.id) });
  if (!query.data) return null;
  return (
    <BlockAction
      id={props.id}
      blocked={props.blocked}
      path="/Admins"
      protectedPerson={query.data.includes(ALL_ACCESS)}
    />
  );
}

/** "New employee" in the list's toolbar beside Export CSV, for /Admins and All holders. */
function NewEmployeeLink() {
  const { t } = useTranslation();
  const people = usePeopleAccess();
  if (!people.holds('/Admins')) return null;
  return (
    <Button component={Link} to="/Admins/new" variant="contained">
      {t('people.newEmployee')}
    </Button>
  );
}

/** /Admins (spec §2 Manage Employee): employees, their Access (editable), history; block and unblock. */
export const employeeScreen: EntityScreen<typeof staffEntity.fields> = {
  ...personScreen({
    entity: staffEntity,
    path: '/Admins',
    type: 'employee',
    title: 'navbar.admins',
    notFound: 'people.notFound',
    block: (row) => <EmployeeBlock id={row.id} blocked={row.blocked} />,
    sections: (row) => [{ key: 'access', labelKey: 'people.access.title', content: <AccessSection id={row.id} /> }],
  }),
  listActions: <NewEmployeeLink />,
};

/** The whole audit trail for All holders, filterable by action, person, author and dates (docs/access.md). */
function WholeTrail() {
  const { t } = useTranslation();
  const people = usePeopleAccess();
  if (!people.isAdmin) return null;
  return <AuditTable title={t('people.history.whole')} />;
}

/** The employees' list (with the whole trail below it), detail and edit routes. */
function EmployeeRoutes() {
  // The rest of the URL after /Admins: '' on the list.
  const rest = useParams()['*'] ?? '';
  return (
    <Stack spacing={2}>
      <EntityRoutes screen={employeeScreen} basePath="/Admins" />
      {rest === '' && <WholeTrail />}
    </Stack>
  );
}

/**
 * The /Admins screen and its sub-routes (new employee, list, detail). Every route that
 * holds routes of its own ends in "/*" (React Router's rule for descendant routes).
 */
export default function EmployeesScreen() {
  return (
    <Routes>
      <Route path="new" element={<NewEmployeePage />} />
      <Route path="*" element={<EmployeeRoutes />} />
    </Routes>
  );
}
