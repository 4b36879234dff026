import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PEOPLE_ACTIONS } from '@/lib/data/peopleModel';
import { AuditTable } from './PersonHistory';
import { Link, Route, Routes } from 'react-router-dom';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { staffEntity } from '@/entities/staff';
import { ALL_ACCESS } from '@/lib/access';
import { getAccess } from '@/lib/data/people';
import { AccessSection } from './AccessEditor';
import { BlockAction } from './BlockAction';
import { NewEmployeePage } from './NewEmployeePage';
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

/** /Admins (spec §2 Manage Employee): employees, their Access (editable), history; block and unblock. */
export const employeeScreen = personScreen({
  entity: staffEntity,
  path: '/Admins',
  type: 'employee',
  title: 'navbar.admins',
  notFound: 'people.notFound',
  block: (row) => <EmployeeBlock id={row.id} blocked={row.blocked} />,
  sections: (row) => <AccessSection id={row.id} />,
});

/** "New employee" above the list, for /Admins and All holders. */
function NewEmployeeLink() {
  const { t } = useTranslation();
  const people = usePeopleAccess();
  if (!people.holds('/Admins')) return null;
  return (
    <Button component={Link} to="/Admins/new" variant="contained" sx={{ alignSelf: 'flex-end' }}>
      {t('people.newEmployee')}
    </Button>
  );
}

/** The whole audit trail for All holders, filterable by action and person (docs/access.md). */
function WholeTrail() {
  const { t } = useTranslation();
  const people = usePeopleAccess();
  const [action, setAction] = useState('');
  const [subject, setSubject] = useState('');
  if (!people.isAdmin) return null;
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('people.history.action')}
          value={action}
          onChange={(event) => setAction(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('list.all')}</MenuItem>
          {[...PEOPLE_ACTIONS, 'decision', 'update'].map((a) => (
            <MenuItem key={a} value={a}>
              {t(`people.actions.${a}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('people.history.subjectId')}
          value={subject}
          onChange={(event) => setSubject(event.target.value.trim())}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </Stack>
      <AuditTable
        title={t('people.history.whole')}
        {...(action ? { action } : {})}
        {...(subject ? { subjectId: subject } : {})}
      />
    </Stack>
  );
}

/** The /Admins screen and its sub-routes (new employee, list, detail). */
export default function EmployeesScreen() {
  return (
    <Routes>
      <Route path="new" element={<NewEmployeePage />} />
      <Route
        index
        element={
          <Stack spacing={2}>
            <NewEmployeeLink />
            <EntityRoutes screen={employeeScreen} basePath="/Admins" />
            <WholeTrail />
          </Stack>
        }
      />
      <Route path="*" element={<EntityRoutes screen={employeeScreen} basePath="/Admins" />} />
    </Routes>
  );
}
