/**
 * Rich texts (the About App policies, docs/data-model.md `appInfo`) are stored as
 * HTML written by the Tiptap editor. Whatever is stored (another client may write raw
 * HTML), the panel passes it through DOMPurify before it reaches the DOM: only the
 * formatting the editor makes is kept; scripts, event handlers, styles, frames and
 * links are removed (their text stays).
 */
import DOMPurify from 'dompurify';

/** The elements the editor writes (StarterKit without links, code, rules or images). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  's',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'blockquote',
] as const;

/**
 * @param html stored HTML, or anything
 * @returns HTML holding only RICH_TEXT_TAGS and no attribute but `dir`; '' for a non-string
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ['dir'],
    KEEP_CONTENT: true,
  });
}

/**
 * Whether a rich text holds no words (the editor writes `<p></p>` when empty).
 * @param html stored or typed HTML
 */
export function isBlankHtml(html: unknown): boolean {
  if (typeof html !== 'string') return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
