/**
 * A proposed value beside the confirmed one, with the characters that change marked
 * (issue 34 item 8: "the bank proposal's changed characters marked"): a 23-character
 * IBAN is not compared by eye. The difference is jsdiff's (`diffChars`).
 */
import type { Dir } from '@/lib/entity/fields';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { diffChars, diffWords } from 'diff';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * @param props.before the confirmed value ('' when there is none)
 * @param props.after the proposed value
 * @param props.dir the value's direction (an IBAN and an account number read left to right)
 * @param props.unit what is compared: characters (a number, an IBAN) or whole words (a
 *   name: "Bank Muscat" for "Sohar International" is a new name, not a few new letters)
 * @returns the proposed value in a <bdi>, its new characters in <mark> (what is removed is
 *   not shown: the confirmed value stands above), followed for screen readers by
 *   "changed" or "unchanged"; a plain value when there is nothing to compare with
 */
export function ChangedText(props: {
  readonly before: string;
  readonly after: string;
  readonly dir: Dir;
  readonly unit: 'chars' | 'words';
}) {
  const { t } = useTranslation();
  const { before, after } = props;
  if (!before || !after) return <bdi dir={props.dir}>{after || '—'}</bdi>;
  const changed = before !== after;
  const diff = props.unit === 'chars' ? diffChars : diffWords;
  const parts = changed ? diff(before, after) : [{ value: after, added: false, removed: false }];
  return (
    <>
      <bdi dir={props.dir} data-changed={changed || undefined}>
        {parts
          .filter((part) => !part.removed)
          .map((part, index) =>
            part.added ? (
              <Box
                key={index}
                component="mark"
                sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700, borderRadius: 0.5 }}
              >
                {part.value}
              </Box>
            ) : (
              <span key={index}>{part.value}</span>
            ),
          )}
      </bdi>
      <span style={visuallyHidden as CSSProperties}>
        {' '}
        ({t(changed ? 'people.bankProposal.changed' : 'people.bankProposal.unchanged')})
      </span>
    </>
  );
}
