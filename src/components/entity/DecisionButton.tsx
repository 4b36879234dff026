import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@mui/utils';
import { useCallback, useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { canOnDocument, type DocumentAnswer, type DocumentPolicy, type LinkedDocuments } from '@/lib/documentAccess';
import type { Transition } from '@/lib/entity/define';
import { useCan } from '@/lib/session/useCan';

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
 * refuses (the row's maker and a maker-checked step) shows disabled and says why: a
 * tooltip on hover or keyboard focus (the wrapper takes the focus a disabled button
 * cannot), and the reason as its accessible description. A detail page also writes the
 * reason out below its heading, since a touch screen shows no tooltip.
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
  const blocked = !answer.ok;
  const reasonId = useId();
  const { transition } = props;
  const button = (
    <Button
      size={props.size}
      color={transition.danger ? 'error' : 'primary'}
      disabled={blocked}
      aria-describedby={blocked ? reasonId : undefined}
      onClick={props.onClick}
    >
      {t(transition.labelKey)}
    </Button>
  );
  if (!blocked) return button;
  const reason = t(answer.reason ?? '', answer.values);
  return (
    <>
      <Tooltip title={reason}>
        {/* A disabled button takes no pointer or focus events: the wrapper shows the reason. */}
        <span tabIndex={0} style={{ display: 'inline-flex' }}>
          {button}
        </span>
      </Tooltip>
      <span id={reasonId} style={visuallyHidden as CSSProperties}>
        {reason}
      </span>
    </>
  );
}
