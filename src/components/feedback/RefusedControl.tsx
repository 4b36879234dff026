import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { cloneElement, useId, type CSSProperties, type ReactElement } from 'react';

/**
 * A control refused to the signed-in person, shown disabled with the reason (issue 46
 * item 1; Refine's `useCan` `{ can, reason }`): the reason of `canOnDocument` or `can()`
 * (src/lib/documentAccess.ts), translated by the caller. The reason is the control's
 * accessible description and, by default, a tooltip on hover or keyboard focus (the
 * wrapper takes the focus a disabled control cannot); `written` writes it out under the
 * control instead, for a touch screen, which shows no hover (a list of a row's actions).
 * A click on the wrapper reaches nothing under it (a row, a list that closes on a click).
 * @param props.reason the translated reason
 * @param props.written write the reason under the control (touch screens)
 * @param props.children the control (a Button or IconButton): given `disabled` and
 *   `aria-describedby` here
 * @returns the disabled control with its reason
 */
export function RefusedControl(props: {
  readonly reason: string;
  readonly written?: boolean;
  readonly children: ReactElement<{ disabled?: boolean; 'aria-describedby'?: string }>;
}) {
  const reasonId = useId();
  const control = cloneElement(props.children, { disabled: true, 'aria-describedby': reasonId });
  if (props.written) {
    return (
      <Stack sx={{ alignItems: 'flex-start' }} onClick={(event) => event.stopPropagation()}>
        {control}
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ px: 1, pb: 0.5, maxWidth: 280 }}>
          {props.reason}
        </Typography>
      </Stack>
    );
  }
  return (
    <>
      <Tooltip title={props.reason}>
        {/* A disabled control takes no pointer or focus events: the wrapper shows the reason. */}
        <span tabIndex={0} style={{ display: 'inline-flex' }} onClick={(event) => event.stopPropagation()}>
          {control}
        </span>
      </Tooltip>
      <span id={reasonId} style={visuallyHidden as CSSProperties}>
        {props.reason}
      </span>
    </>
  );
}
