/**
 * The right-to-left stylis plugin of the Arabic Emotion cache (spec §1: Arabic is
 * right to left), fixed for Emotion's development check of `:first-child`.
 *
 * stylis-plugin-rtl flips a rule by printing its content, running cssjanus and parsing
 * the result again, so the rule's new children carry new line and column numbers.
 * Emotion's check of a nested `:first-child` rule looks for an opt-out comment among
 * its parent rule's children, by position: the comment that libraries put before a
 * rule they know is safe (MUI X Data Grid's `& > *:first-child`, with
 * `emotion-disable-server-rendering-unsafe-selector-warning-…`) then seems to stand
 * elsewhere, and every Arabic page with a table warned. Here each opt-out comment
 * keeps its original position through the flip; rules without one still warn.
 */
import type { Element, Middleware } from 'stylis';
import stylisRtl from 'stylis-plugin-rtl';

/** Emotion's opt-out comment for a selector that is known to be safe. */
const IGNORE_FLAG =
  'emotion-disable-server-rendering-unsafe-selector-warning-please-do-not-use-this-the-warning-exists-for-a-reason';

/** @returns the opt-out comments among an element's children, in order */
const optOuts = (element: Element): Element[] =>
  Array.isArray(element.children)
    ? element.children.filter((node) => node.type === 'comm' && String(node.value).includes(IGNORE_FLAG))
    : [];

/**
 * stylis-plugin-rtl, with the opt-out comments of Emotion's check kept where they were.
 * @returns what stylis-plugin-rtl returns (it rewrites the element in place)
 */
export const rtlPlugin: Middleware = (element, index, children, callback) => {
  const positions = optOuts(element).map(({ line, column }) => ({ line, column }));
  const result = stylisRtl(element, index, children, callback);
  optOuts(element).forEach((comment, i) => Object.assign(comment, positions[i]));
  return result;
};
