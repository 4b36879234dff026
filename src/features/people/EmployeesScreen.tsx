import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { staffEntity } from '@/entities/staff';
import { AUDIT_TRAIL } from '@/lib/data/auditModel';
import { useCan } from '@/lib/session/useCan';
import { AccessSection } from './AccessEditor';
import { NewEmployeePage } from './NewEmployeePage';
import { AuditTable } from './PersonHistory';
import { personScreen } from './personScreen';
import { SignInSection } from './SignInSection';

/** "New employee" in the list's toolbar beside Export CSV, for /Admins and All holders. */
function NewEmployeeLink() {
  const { t } = useTranslation();
  const { can } = useCan();
  if (!can('create', { userType: 'employee' })) return null;
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
    sections: (row) => [
      { key: 'access', labelKey: 'people.access.title', content: <AccessSection id={row.id} /> },
      // Last sign-in, second factor, blocked: All holders only (docs/access.md, "Sessions").
      { key: 'signIn', labelKey: 'people.signIn.title', content: <SignInSection id={row.id} />, paths: ['All'] },
    ],
  }),
  listActions: <NewEmployeeLink />,
};

/** The whole audit trail for All holders, filterable by action, person, author and dates (docs/access.md). */
function WholeTrail() {
  const { t } = useTranslation();
  const { can } = useCan();
  // Every entry of the audit trail: All holders only (docs/access.md, "Audit trail").
  if (!can('read', AUDIT_TRAIL)) return null;
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
