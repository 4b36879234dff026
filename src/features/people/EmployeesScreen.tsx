import { useQuery } from '@tanstack/react-query';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { staffEntity } from '@/entities/staff';
import { ALL_ACCESS } from '@/lib/access';
import { getAccess } from '@/lib/data/people';
import { AccessSection } from './AccessEditor';
import { BlockAction } from './BlockAction';
import { personScreen } from './personScreen';

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
  title: 'navbar.admins',
  notFound: 'people.notFound',
  block: (row) => <EmployeeBlock id={row.id} blocked={row.blocked} />,
  sections: (row) => <AccessSection id={row.id} />,
});

/** The /Admins screen and its sub-routes. */
export default function EmployeesScreen() {
  return <EntityRoutes screen={employeeScreen} basePath="/Admins" />;
}
