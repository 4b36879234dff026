import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import type { StatusColor } from '../../lib/entity/fields';

/**
 * A status as a small chip (an enumeration's or a flag's value, a coupon's state): MUI's
 * outlined Chip, a colour's fill and text given inline from the theme's palette (the
 * same `main` and `contrastText` a filled chip of that colour takes). Every colour so
 * shares one set of Emotion's style rules: a chip per colour and variant was a whole
 * copy of the chip's 13 rules, inserted in the commit of a list's first rows
 * (docs/performance.md, "One set of rules for every status").
 * @param props.label the status's text, in the page's language
 * @param props.color its colour (`default`: outlined, the page's text colour)
 * @param props.outlined a colour as its outline and text only (a product sold out), not filled
 * @returns the chip
 */
export function StatusChip(props: {
  readonly label: string;
  readonly color: StatusColor;
  readonly outlined?: boolean;
}) {
  const palette = useTheme().palette;
  const colour = props.color === 'default' ? undefined : palette[props.color];
  const style = !colour
    ? undefined
    : props.outlined
      ? { borderColor: colour.main, color: colour.main }
      : { backgroundColor: colour.main, borderColor: colour.main, color: colour.contrastText };
  return <Chip size="small" variant="outlined" label={props.label} style={style} />;
}
