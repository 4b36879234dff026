import { useTranslation } from 'react-i18next';
import { CompanyMoney } from '@/components/screens/statements/CompanyMoney';
import { ACCOUNT_DEFINITIONS } from '@/components/screens/statements/queries';
import { statementSection } from '@/components/screens/statements/section';
import { policyOf } from '@/lib/entity/policy';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { deliveryCompanyEntity, riderEntity } from '@/entities/people';
import { personScreen } from './personScreen';
import { prizeFinesOfPerson } from './related';
import { useCan } from '@/lib/session/useCan';

const ridersList = personScreen({
  entity: riderEntity,
  path: '/rider',
  type: 'rider',
  title: 'navbar.rider',
  notFound: 'people.notFound',
});

/** A delivery company's riders: riders whose companyCode is the company's (docs/data-model.md). */
function CompanyRiders(props: { readonly companyCode: string }) {
  const { can } = useCan();
  const { t } = useTranslation();
  if (!can('read', { userType: 'rider' })) return null;
  if (!props.companyCode) return <p>{t('people.noCompanyCode')}</p>;
  return (
    <EntityListPage
      screen={ridersList}
      basePath="/rider"
      fixedFilters={[{ field: 'companyCode', value: props.companyCode }]}
      prefix="riders."
      headingKey="people.companyRiders"
      readOnly
      embedded
    />
  );
}

/**
 * /deliveryCompany (spec §2): delivery companies with id, contact, company code, their
 * riders, orders, and fines and rewards with their sum; its money (delivery fees owed and
 * paid, its riders' cash, the net) and its statement (issue 49).
 */
export const deliveryCompanyScreen = personScreen({
  entity: deliveryCompanyEntity,
  path: '/deliveryCompany',
  type: 'deliveryCompany',
  title: 'navbar.deliveryCompany',
  notFound: 'people.notFound',
  details: (row, t) => [{ label: t('people.id'), value: <bdi dir="ltr">{row.id}</bdi> }],
  sections: (row) => [
    {
      key: 'riders',
      labelKey: 'people.companyRiders',
      content: <CompanyRiders companyCode={row.companyCode} />,
      paths: ['/rider'],
    },
    {
      key: 'money',
      labelKey: 'deliveryCompanyAccount.title',
      content: <CompanyMoney companyId={row.id} />,
      paths: policyOf(ACCOUNT_DEFINITIONS.deliveryCompanyAccounts, {}).read,
    },
    statementSection('deliveryCompanyAccounts', row),
  ],
  related: [prizeFinesOfPerson],
});

/** The /deliveryCompany screen and its sub-routes. */
export default function DeliveryCompaniesScreen() {
  return <EntityRoutes screen={deliveryCompanyScreen} basePath="/deliveryCompany" />;
}
