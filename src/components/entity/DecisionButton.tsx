import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@mui/utils';
import { useCallback, useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isMaker } from '@/lib/data/maker';
import type { Transition } from '@/lib/entity/define';
import { useSession } from '@/lib/session/useSession';

/** The i18n key of why the maker of a document may not apply a maker-checked step. */
export const MAKER_REASON_KEY = 'decision.makerReason';

/**
 * Maker-checker on screens (docs/access.md, "Money and trust"), the same test as the
 * data layer's and the rules' (src/lib/data/maker.ts).
 * @returns `blocked(row, transition)`: true when the signed-in person created or last
 *   edited the row and the step is maker-checked (they may not apply it)
 */
export function useMakerCheck(): (row: object, transition: Transition) => boolean {
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.user.uid : null;
  return useCallback(
    (row: object, transition: Transition) => transition.makerChecker === true && isMaker(row, uid),
    [uid],
  );
}

/**
 * The button of one status change (approve, reject…) of a row. For the row's maker a
 * maker-checked step shows disabled and says why: a tooltip on hover or keyboard focus
 * (the wrapper takes the focus a disabled button cannot), and the reason as its
 * accessible description. A detail page also writes the reason out below its heading
 * (MAKER_REASON_KEY), since a touch screen shows no tooltip.
 * @param props.row the row (its `createdBy` and `editedBy` name the maker)
 * @param props.transition the step
 * @param props.onClick applies the step (after its confirmation)
 */
export function DecisionButton(props: {
  readonly row: object;
  readonly transition: Transition;
  readonly onClick: () => void;
  readonly size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const blocked = useMakerCheck()(props.row, props.transition);
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
  const reason = t(MAKER_REASON_KEY);
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
