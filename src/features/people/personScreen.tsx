import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityScreen, PageSection, RelatedList } from '@/components/entity/types';
import { orderScreen } from '@/domains/orders';
import type { Row } from '@/lib/entity/define';
import type { Fields } from '@/lib/entity/fields';
import { BlockAction } from './BlockAction';
import { EditPersonAction } from './EditPersonAction';
import { NotifyAction } from './NotifyAction';
import { notificationScreen } from './notificationScreen';
import { PasswordResetAction } from './PasswordResetAction';
import { TypeAction } from './TypeAction';
import type { UserType } from '@/config/collections';
import { AuditTable } from './PersonHistory';
import { usePerson } from './usePerson';

/** A person's history on their page (docs/access.md, "Audit trail"). */
function History(props: { readonly id: string; readonly path: string }) {
  const { t } = useTranslation();
  return <AuditTable subjectId={props.id} path={props.path} title={t('people.history.title')} />;
}

/** The order field naming a person of each type (docs/data-model.md `orders`). */
const ORDER_FIELD: Readonly<Record<Exclude<UserType, 'employee'>, string>> = {
  user: 'userId',
  supplier: 'supplierId',
  deliveryCompany: 'deliveryCompanyId',
  rider: 'riderId',
};

type PersonRow = Row<Fields> & { readonly blocked?: boolean; readonly email?: string };

/**
 * A person's actions on their page, each shown as `can()` answers for this person
 * (usePerson: an employee's whether they hold All is read first; nothing shows before).
 * @param props.extra the type's own actions, after Edit
 */
function PersonActions(props: { readonly row: PersonRow; readonly type: UserType; readonly extra?: ReactNode }) {
  const person = usePerson(props.row.id, props.type);
  if (!person) return null;
  return (
    <>
      <EditPersonAction person={person} />
      {props.extra}
      {person.type !== 'employee' && <NotifyAction audience={person.type} userId={person.id} />}
      <PasswordResetAction email={String(props.row.email ?? '')} person={person} />
      <TypeAction id={person.id} type={person.type} holdsAll={person.holdsAll} />
      <BlockAction person={person} blocked={props.row.blocked === true} />
    </>
  );
}

/**
 * The screen of one type of people (spec §2: /user, /supplier, /deliveryCompany, /rider,
 * /Admins): the generic list (cursor pages, search by name, e-mail and phone, blocked
 * filter), detail page and edit form (Edit, for holders of the type's path: every edit
 * audited, refused by the rules outside the type's editable fields), with Block/Unblock
 * and the person's history.
 * A customer's, supplier's, delivery company's or rider's page lists, paged, their
 * orders (each opening the order's page), what the type adds (a supplier's products),
 * and the notifications sent to them (docs/access.md says who reads each list).
 * @param options the definition, the type's menu path, the texts, and what a type adds
 *   (actions, sections, detail rows, related lists)
 * @returns the EntityScreen
 */
export function personScreen<F extends Fields>(options: {
  readonly entity: EntityScreen<F>['entity'];
  readonly path: string;
  /** The users `type` of these people. */
  readonly type: UserType;
  readonly title: string;
  readonly notFound: string;
  readonly actions?: (row: Row<F>) => ReactNode;
  readonly sections?: (row: Row<F>) => readonly PageSection[];
  readonly details?: EntityScreen<F>['details'];
  readonly render?: EntityScreen<F>['render'];
  /** Overrides of the edit form's fields and schema (a supplier's subscription dates). */
  readonly form?: EntityScreen<F>['form'];
  readonly schema?: EntityScreen<F>['schema'];
  /** Lists of what belongs to the person, after their orders. */
  readonly related?: readonly RelatedList[];
}): EntityScreen<F> {
  const audience = options.type === 'employee' ? null : options.type;
  return {
    entity: options.entity,
    readOnly: true,
    // The form opens from the person's page: saving returns there.
    afterEdit: 'page',
    keys: {
      title: options.title,
      newTitle: options.title,
      editTitle: `people.editType.${options.type}`,
      notFound: options.notFound,
    },
    // The sign-in e-mail is Firebase Auth's: shown disabled, with how it is changed.
    form: { email: { helpKey: 'people.emailHelp' }, ...options.form },
    ...(options.schema ? { schema: options.schema } : {}),
    ...(options.details ? { details: options.details } : {}),
    ...(options.render ? { render: options.render } : {}),
    // A customer's, supplier's, delivery company's or rider's orders, what their type
    // adds, and the notifications sent to them.
    ...(audience
      ? {
          related: [
            {
              segment: 'orders',
              field: ORDER_FIELD[audience],
              screen: orderScreen,
              titleKey: 'people.orders',
              readOnly: true,
            },
            ...(options.related ?? []),
            {
              segment: 'notifications',
              field: 'userId',
              screen: notificationScreen,
              titleKey: 'notification.listTitle',
              readOnly: true,
            },
          ],
        }
      : {}),
    ...(audience ? { listActions: <NotifyAction audience={audience} userId={null} /> } : {}),
    actions: (row) => <PersonActions row={row as PersonRow} type={options.type} extra={options.actions?.(row)} />,
    sections: (row) => [
      ...(options.sections?.(row) ?? []),
      {
        key: 'history',
        labelKey: 'people.history.title',
        content: <History id={row.id} path={options.path} />,
        last: true,
      },
    ],
  };
}
