/**
 * Arabic text as search sees it (docs/data-model.md, search): digits of every script
 * folded to Latin, letters that people write interchangeably folded to one, and the
 * attached proclitics (و ف ب ل ك and the article ال) that a word may carry. Pure
 * functions, shared by the stored prefixes and the typed search terms so that both sides
 * are folded identically.
 */

/** Arabic-Indic (U+0660–0669) and Extended Arabic-Indic / Persian (U+06F0–06F9) digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * @param text any text
 * @returns the text with Arabic-Indic (٠–٩) and Persian (۰–۹) digits replaced by 0–9
 */
export function foldDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (d) => String(d.charCodeAt(0) & 0xf));
}

/**
 * Folds the Arabic letters people write interchangeably: diacritics (harakat, shadda,
 * sukun, the dagger alef) and tatweel removed; the hamza and madda forms of alef (أ إ آ)
 * and alef wasla (ٱ) to ا; alef maqsura ى and Persian ی to ي; Persian ک to ك; taa
 * marbuta ة to ه. Other letters and scripts are unchanged.
 * @param text any text
 * @returns the folded text (same or shorter length)
 */
export function foldArabicLetters(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/[ىی]/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/ة/g, 'ه');
}

/** A word of Arabic letters only (after folding). */
const ARABIC_WORD = /^[\u0621-\u064A]+$/;

/** Shortest stem left after removing a one-letter proclitic (و ف ب ل ك), so "ولد" stays whole. */
const MIN_STEM_AFTER_LETTER = 3;
/** Shortest stem left after removing the article ال. */
const MIN_STEM_AFTER_ARTICLE = 2;

/** Most forms withoutProclitics() returns for one word (conjunction, preposition, article). */
export const MAX_PROCLITIC_FORMS = 3;

/**
 * The forms of a folded Arabic word without its attached proclitics, peeled in the order
 * Arabic attaches them: a conjunction (و or ف), then a preposition (ب, ل or ك), then the
 * article ال; ل before the article is written لل ("للمدرسه" = ل + المدرسه). So
 * "وبالمدرسه" gives "بالمدرسه", "المدرسه" and "مدرسه", and "للمدرسه" gives "المدرسه" and
 * "مدرسه". A one-letter proclitic is removed only when at least three letters remain and
 * the article only when at least two remain, so short words ("ولد", "بلد") stay whole.
 * Words that are not Arabic give none.
 * @param word one word as searchWords() gives it (folded, lower case)
 * @returns the shorter forms, longest first, without the word itself, at most
 *   MAX_PROCLITIC_FORMS
 */
export function withoutProclitics(word: string): string[] {
  if (!ARABIC_WORD.test(word)) return [];
  const forms: string[] = [];
  let rest = word;
  if (/^[وف]/.test(rest) && rest.length - 1 >= MIN_STEM_AFTER_LETTER) {
    rest = rest.slice(1);
    forms.push(rest);
  }
  if (rest.startsWith('لل') && rest.length - 2 >= MIN_STEM_AFTER_ARTICLE) {
    // ل + ال with the alef dropped: the word with its article, then without.
    rest = rest.slice(2);
    forms.push(`ال${rest}`, rest);
    return forms;
  }
  if (/^[بلك]/.test(rest) && rest.length - 1 >= MIN_STEM_AFTER_LETTER) {
    rest = rest.slice(1);
    forms.push(rest);
  }
  if (rest.startsWith('ال') && rest.length - 2 >= MIN_STEM_AFTER_ARTICLE) {
    rest = rest.slice(2);
    forms.push(rest);
  }
  return forms;
}
