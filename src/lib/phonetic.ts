/**
 * Cross-script name keys (docs/data-model.md, "Cross-script names"; issue 34 item 5): a
 * name written in Latin letters and the same name written in Arabic letters map to one
 * consonant skeleton, so «سعيد» finds "Said" and "Al-Habsi" finds «الحبسي». Pure
 * functions, shared by the stored search prefixes and the typed search term
 * (src/lib/data/convert.ts) so that both sides are keyed identically.
 *
 * The skeleton, word by word (words as searchWords() gives them: folded, lower case):
 * - a vowel opening a word (Latin a e i o u, Arabic ا or ع; أ إ آ are folded to ا) is
 *   written `a`, so "Ahmed" (ahmd) and "Hamad" (hmd) stay apart; other vowels are dropped
 *   (Latin a e i o u, Arabic ا ى ء ؤ ئ and ع);
 * - y and w (ي و) are kept only opening a word (Yousef, Waleed), else read as vowels;
 * - letters people transliterate alike share a class: ت ط ث t th → t; د ض ذ ظ d dh → d;
 *   س ص ش s sh → s; ك ق خ غ k q g c kh gh ch → k; ح ه h → h; ج j → j; ز z → z;
 *   ف f v → f; ب b p → b; l m n r as themselves (x is ks);
 * - an h after k, s, t, d, g or c is the second letter of a digraph and adds nothing, so
 *   the key of every prefix typed is a prefix of the key of the whole name ("K" and "Kh"
 *   both give k);
 * - doubled letters are written once (Muhammad = Mohamed); a Latin h or an Arabic ه
 *   ending a word is dropped (taa marbuta: فاطمة = Fatima, Abdullah = عبدالله), a final ح
 *   is kept («صح» is the start of «صحار», not any s);
 * - the words of a phrase are joined without a space, so "Al-Rawahi" (al + rh) is
 *   «الرواحي» (alrh) and "Abdul Rahman" is «عبدالرحمن».
 * Known collisions and limits are listed in docs/data-model.md.
 */

/** The first character of every stored key: no typed search token holds it. */
export const PHONETIC_MARK = '~';

/** Latin letters to their class ('' for a vowel, see the module's comment). */
const LATIN: Readonly<Record<string, string>> = {
  a: '',
  e: '',
  i: '',
  o: '',
  u: '',
  y: '',
  w: '',
  b: 'b',
  p: 'b',
  t: 't',
  d: 'd',
  s: 's',
  z: 'z',
  k: 'k',
  q: 'k',
  g: 'k',
  c: 'k',
  j: 'j',
  h: 'h',
  f: 'f',
  v: 'f',
  l: 'l',
  m: 'm',
  n: 'n',
  r: 'r',
  x: 'ks',
};

/** Arabic letters (after foldArabicLetters) to their class ('' for a vowel). */
const ARABIC: Readonly<Record<string, string>> = {
  ا: '',
  ى: '',
  ء: '',
  ؤ: '',
  ئ: '',
  ع: '',
  و: '',
  ي: '',
  ب: 'b',
  پ: 'b',
  ت: 't',
  ط: 't',
  ث: 't',
  د: 'd',
  ض: 'd',
  ذ: 'd',
  ظ: 'd',
  س: 's',
  ص: 's',
  ش: 's',
  ك: 'k',
  ق: 'k',
  خ: 'k',
  غ: 'k',
  گ: 'k',
  ح: 'h',
  ه: 'h',
  ة: 'h',
  ج: 'j',
  چ: 'j',
  ز: 'z',
  ف: 'f',
  ڤ: 'f',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ر: 'r',
};

/** Letters opening a word that are written `a`. */
const OPENING_VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'ا', 'ع', 'ء', 'ؤ', 'ئ']);
/** Letters kept as y or w only when they open a word. */
const OPENING_GLIDES: Readonly<Record<string, string>> = { y: 'y', w: 'w', ي: 'y', و: 'w' };
/** Latin letters whose following h makes a digraph (kh, sh, th, dh, gh, ch). */
const DIGRAPH_FIRST = new Set(['k', 's', 't', 'd', 'g', 'c']);

/** Letters ending a word that add nothing: "Fatimah", «فاطمة» (folded to ه), «عبدالله». */
const FINAL_SILENT_H = new Set(['h', 'ه']);

/** A word the keys read: letters only (a word holding a digit has no key). */
const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * The skeleton of one word (see the module's comment).
 * @param word one word as searchWords() gives it (folded, lower case)
 * @returns the skeleton: '' for a word of unknown letters only or holding a digit
 */
export function wordSkeleton(word: string): string {
  if (!LETTERS_ONLY.test(word)) return '';
  const letters = [...word.normalize('NFD').replace(/\p{M}/gu, '')];
  // A final Latin h or Arabic ه (taa marbuta is folded to ه) is silent; a final ح is not.
  // The letter is left out before reading (not its sound after), so «احة» keeps its ح.
  if (letters.length > 1 && FINAL_SILENT_H.has(letters[letters.length - 1] ?? '')) letters.pop();
  let out = '';
  letters.forEach((letter, index) => {
    let sound: string;
    if (index === 0 && OPENING_VOWELS.has(letter)) sound = 'a';
    else if (index === 0 && OPENING_GLIDES[letter]) sound = OPENING_GLIDES[letter];
    else if (letter === 'h' && index > 0 && DIGRAPH_FIRST.has(letters[index - 1] ?? '')) sound = '';
    else sound = LATIN[letter] ?? ARABIC[letter] ?? '';
    for (const c of sound) if (!out.endsWith(c)) out += c;
  });
  return out;
}

/**
 * The skeleton of a phrase: its words' skeletons joined, a letter doubled across two
 * words written once; it stops at the first word holding a digit.
 * @param words words as searchWords() gives them
 * @returns the skeleton, '' when the first word has none
 */
export function phraseSkeleton(words: readonly string[]): string {
  let out = '';
  for (const word of words) {
    if (!LETTERS_ONLY.test(word)) break;
    for (const c of wordSkeleton(word)) if (!out.endsWith(c)) out += c;
  }
  return out;
}
