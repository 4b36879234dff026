import { Fragment } from 'react';

/** No break inside a word (not at its hyphen either: "Al-Rawahi" stays whole), only between words. */
const WORD = { whiteSpace: 'nowrap' } as const;

/** The whole text moves to the next line before it breaks ("Bank Dhofar" is not split around an arrow). */
const WHOLE = { display: 'inline-block', maxWidth: '100%' } as const;

/**
 * A person's or a document's name inserted in a line of the panel: isolated in its own
 * direction (`<bdi dir="auto">`, so an English name in an Arabic line keeps its
 * punctuation where it belongs), and wrapped only between words, never inside one
 * ("Khalid Al-/Rawahi"). The text is the name as given (search and copy see it so).
 * @param text the name (or another short value of a History line)
 * @param dir its direction when known (default: from its first strong character)
 */
export function NameText(props: { readonly text: string; readonly dir?: 'ltr' | 'rtl' | 'auto' }) {
  const words = props.text.split(/(\s+)/);
  return (
    <bdi dir={props.dir ?? 'auto'} data-name="" style={WHOLE}>
      {words.map((part, index) =>
        /^\s+$/.test(part) || part === '' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <span key={index} style={WORD}>
            {part}
          </span>
        ),
      )}
    </bdi>
  );
}
