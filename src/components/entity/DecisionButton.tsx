import Button from '@mui/material/Button';
import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { canOnDocument, type DocumentAnswer, type DocumentPolicy, type LinkedDocuments } from '@/lib/documentAccess';
import type { Transition } from '@/lib/entity/define';
import { useCan } from '@/lib/session/useCan';
import { RefusedControl } from '@/components/feedback/RefusedControl';
import { RowActionsLayout } from './layout';

/** `canOnDocument` (src/lib/documentAccess.ts) bound to the signed-in person. */
export type DocumentCheck = (
  def: DocumentPolicy,
  action: 'edit' | 'delete' | 'decide',
  row: object,
  step?: string,
  linked?: LinkedDocuments,
) => DocumentAnswer;

/**
 * The access decision about one document for the signed-in person (issue 46 item 1):
 * `canOnDocument` with their uid and Access, the same the comparison test holds against
 * the rules (tests/rules/canDocument.test.ts).
 * @returns `(def, action, row, step?, linked?) → { ok, reason, values }`
 */
export function useDocumentCheck(): DocumentCheck {
  const { caller } = useCan();
  return useCallback<DocumentCheck>(
    (def, action, row, step, linked) => canOnDocument(caller, def, action, row, step, linked),
    [caller],
  );
}

/**
 * The button of one status change (approve, reject…) of a row. A step `canOnDocument`
 * refuses (the row's maker and a maker-checked step) shows disabled and says why
 * (RefusedControl: a tooltip on hover or focus and the accessible description; written
 * out in a row's list of actions on a touch screen). A detail page also writes the
 * reason out below its heading.
 * @param props.entity the row's definition
 * @param props.name the step's name in its transitions
 * @param props.row the row (its state field, `createdBy` and `editedBy`)
 * @param props.transition the step
 * @param props.linked the documents the step moves amounts on, as read (a refund's order,
 *   a supplier's account): a move that does not fit them disables the step and says why
 * @param props.onClick applies the step (after its confirmation)
 */
export function DecisionButton(props: {
  readonly entity: DocumentPolicy;
  readonly name: string;
  readonly row: object;
  readonly transition: Transition;
  readonly linked?: LinkedDocuments;
  readonly onClick: () => void;
  readonly size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const answer = useDocumentCheck()(props.entity, 'decide', props.row, props.name, props.linked);
  const layout = useContext(RowActionsLayout);
  const { transition } = props;
  const button = (
    <Button size={props.size} color={transition.danger ? 'error' : 'primary'} onClick={props.onClick}>
      {t(transition.labelKey)}
    </Button>
  );
  if (answer.ok) return button;
  // In a row's list of actions (touch screens, no tooltip) the reason is written out.
  return (
    <RefusedControl reason={t(answer.reason ?? '', answer.values)} written={layout === 'menu'}>
      {button}
    </RefusedControl>
  );
}
