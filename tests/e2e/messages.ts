import type { Page } from 'playwright-core';

/** The record the page keeps of the messages it has drawn (see `recordMessages`). */
interface MessageRecord {
  readonly texts: string[];
  /** When each text was drawn, on the page's clock (`performance.now()`, ms). */
  readonly at: number[];
}

/** What `recordMessages` answers: a wait for a message drawn after the record's mark. */
export interface RecordedMessages {
  /**
   * Waits until a message (role="alert" or "status") with `text` in it has been drawn since the mark.
   * @param text a part of the message's text, or a pattern it matches
   * @param timeout milliseconds, 30 s unless told
   * @returns the whole text of the first such message
   * @throws Error naming the messages that were drawn, when none matches within `timeout`
   */
  shown(text: string | RegExp, timeout?: number): Promise<string>;
  /**
   * When the first message with `text` in it since the mark was drawn, on the page's own
   * clock: a duration taken from two such instants is the page's, whatever the test's
   * process was doing meanwhile (a test's `Date.now()` after a wait is late by the wait).
   * @param text a part of the message's text, or a pattern it matches; call after `shown`
   * @returns `performance.now()` in the page when it was drawn (ms)
   * @throws Error when no such message was drawn
   */
  drawnAt(text: string | RegExp): Promise<number>;
}

/**
 * Starts (once per document) a record, kept in the page, of the text of every message the
 * page draws (role="alert": the panel's snackbar of spec §4, §8 and §9, a form's or a
 * screen's alert; role="status": "Signing out…" and the like), and marks where it stands
 * now. Call it before the action whose message is awaited.
 *
 * Why not `getByText(message).waitFor()`: a snackbar shows for 3 s (ALERT_AUTO_HIDE_MS) and
 * Playwright checks the page one check after another, each a round trip from the test's
 * process. On a machine starved of CPU the message came and went unseen (CI109, the grader's
 * run of stop 64). A MutationObserver runs in the page, as the page changes, so it cannot
 * miss the message, and the wait reads its record (docs/testing.md "Messages that go away").
 * @param page the page, already at the screen that will show the message
 * @returns the waits for messages drawn from now on
 */
export async function recordMessages(page: Page): Promise<RecordedMessages> {
  const mark = await page.evaluate(() => {
    const w = window as unknown as { __messages?: MessageRecord };
    if (!w.__messages) {
      const record: MessageRecord = { texts: [], at: [] };
      const seen = new WeakMap<Element, string>();
      const scan = () => {
        for (const message of document.querySelectorAll('[role="alert"], [role="status"]')) {
          const text = message.textContent ?? '';
          if (seen.get(message) === text) continue;
          seen.set(message, text);
          if (text === '') continue;
          record.texts.push(text);
          record.at.push(performance.now());
        }
      };
      scan();
      new MutationObserver(scan).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['role'],
      });
      w.__messages = record;
    }
    return w.__messages.texts.length;
  });
  return {
    async drawnAt(text) {
      const pattern = patternOf(text);
      const at = await page.evaluate(
        ({ from, source, flags }) => {
          const record = (window as unknown as { __messages?: MessageRecord }).__messages;
          const match = new RegExp(source, flags);
          const index = record?.texts.findIndex((t, i) => i >= from && match.test(t)) ?? -1;
          return index < 0 ? null : (record?.at[index] ?? null);
        },
        { from: mark, source: pattern.source, flags: pattern.flags },
      );
      if (at === null) throw new Error(`No message with ${String(text)} was drawn at ${page.url()}`);
      return at;
    },
    async shown(text, timeout = 30_000) {
      const pattern = patternOf(text);
      const args = { mark, source: pattern.source, flags: pattern.flags };
      try {
        const found = await page.waitForFunction(
          ({ mark: from, source, flags }) => {
            const record = (window as unknown as { __messages?: MessageRecord }).__messages;
            const match = new RegExp(source, flags);
            return record?.texts.slice(from).find((t) => match.test(t)) ?? false;
          },
          args,
          { timeout, polling: 100 },
        );
        return String(await found.jsonValue());
      } catch (error) {
        const drawn = await page
          .evaluate((from) => (window as unknown as { __messages?: MessageRecord }).__messages?.texts.slice(from), mark)
          .catch(() => undefined);
        throw new Error(
          `No message with ${String(text)} within ${timeout} ms at ${page.url()}; ` +
            `the messages drawn since the mark: ${drawn === undefined ? '(the document was replaced)' : JSON.stringify(drawn)}`,
          { cause: error },
        );
      }
    },
  };
}

/** A message's text or pattern as the source and flags a page's RegExp is built from. */
function patternOf(text: string | RegExp): { readonly source: string; readonly flags: string } {
  return typeof text === 'string' ? { source: escapeRegExp(text), flags: '' } : text;
}

/** `text` as a regular expression's source that matches it literally (for a pattern of several texts). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Runs `action` and waits for the message it ends with (see `recordMessages`).
 * @param page the page the action is on
 * @param text a part of the message's text, or a pattern it matches
 * @param action what a person does: a click, a tap, a key
 * @param timeout milliseconds for the message, 30 s unless told
 * @returns the whole text of the message
 * @throws Error naming the messages drawn, when none matches within `timeout`
 */
export async function messageAfter(
  page: Page,
  text: string | RegExp,
  action: () => Promise<unknown>,
  timeout?: number,
): Promise<string> {
  const messages = await recordMessages(page);
  await action();
  return messages.shown(text, timeout);
}
