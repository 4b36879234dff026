/**
 * An order's timeline (issue 50, item 4; docs/data-model.md "An order's timeline"):
 * an order with a history in every source (placed by its customer with a note, accepted
 * by its supplier, a rider report about it, a customer service conversation about it, a
 * refund proposed by the finance employee and approved by the administrator) lists every
 * event oldest first, in words, with who did it and when in Muscat time, on a device set
 * to another time zone; in English on a desktop (1440×900) and in Arabic on a touch
 * tablet (820×1180). No request of the page is refused. Screenshots in .cache/timeline/.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { backendOrder, firstRiderOf } from '../support/orders';
import { demoAccount, launchBrowser, networkQuiet, openSignedIn, skipReason, TABLET } from './browser';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency, formatDateWith } from '@/lib/format';
import ar from '@/locales/ar/orders.json';
import en from '@/locales/en/orders.json';
import arPeople from '@/locales/ar/people.json';

const ADMIN = demoAccount('admin@demo.om');
const FINANCE = demoAccount('finance@demo.om');
const COMPANY = 'delivery-company-001';
const SHOTS = resolve(import.meta.dirname, '../../.cache/timeline');
const FIRESTORE_PORT = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':')[1] ?? '8080';
const MINUTE = 60_000;
const REFUND = 1500;

/** The kinds of the events, in the order the timeline must list them. */
const KINDS = [
  'placed',
  'note',
  'status',
  'reported',
  'requestOpened',
  'staffReplied',
  'refundProposed',
  'refundApproved',
] as const;

interface Story {
  readonly id: string;
  /** When it was placed. */
  readonly placed: Date;
  readonly customer: string;
  readonly supplier: string;
  readonly rider: string;
}

/** A delivered order and every record of its story, written as the apps and the panel write them. */
async function orderWithStory(prefix: string): Promise<Story> {
  const db = adminFirestore(E2E_PROJECT_ID);
  const id = `${prefix}-${Date.now().toString(36)}`;
  const placed = new Date(Date.now() - 300 * MINUTE);
  const at = (minutes: number) => Timestamp.fromMillis(placed.getTime() + minutes * MINUTE);
  const { riderId, rider } = await firstRiderOf(E2E_PROJECT_ID, COMPANY);
  const order = {
    userId: 'user-0001',
    supplierId: 'supplier-001',
    ...backendOrder({ status: 'delivered', deliveryStatus: 'delivered', at: placed }),
    riderId,
    deliveryCompanyId: COMPANY,
    note: 'Please ring the bell twice.',
    paymentMethod: 'card',
  };
  await db.doc(`orders/${id}`).set(order);
  const base = { collection: 'orders', docId: id, path: '/allOrders', subjectId: order.userId };
  await db.doc(`auditLog/${id}-accepted`).set({
    ...base,
    action: 'status',
    before: { status: 'pending' },
    after: { status: 'accepted' },
    reason: null,
    actor: order.supplierId,
    at: at(5),
  });
  await db.doc(`riderReports/${id}-report`).set({
    subject: 'Nobody answers at the door',
    description: 'I rang three times.',
    riderId,
    orderId: id,
    status: 'open',
    createdAt: at(60),
    updatedAt: at(60),
    createdBy: riderId,
    updatedBy: riderId,
  });
  await db.doc(`customerService/${id}-request`).set({
    subject: 'The dates arrived squashed',
    userId: order.userId,
    orderId: id,
    messages: [
      { text: 'The box was crushed.', by: order.userId, at: at(120), staff: false },
      { text: 'Sorry about that, we are refunding part of it.', by: ADMIN.uid, at: at(130), staff: true },
    ],
    status: 'answered',
    createdAt: at(120),
    updatedAt: at(130),
    createdBy: order.userId,
    updatedBy: ADMIN.uid,
  });
  const refundId = `${id}-refund`;
  await db.doc(`refunds/${refundId}`).set({
    orderId: id,
    supplierId: order.supplierId,
    amount: REFUND,
    reason: 'damaged',
    note: '',
    chargedTo: 'platform',
    status: 'approved',
    createdAt: at(140),
    updatedAt: at(150),
    createdBy: FINANCE.uid,
    updatedBy: ADMIN.uid,
    decidedAt: at(150),
    decidedBy: ADMIN.uid,
    decisionReason: null,
  });
  await db.doc(`orders/${id}`).update({ refundedAmount: REFUND, lastRefundId: refundId });
  const refundBase = { collection: 'refunds', docId: refundId, path: '/refunds', subjectId: order.supplierId };
  await db.doc(`auditLog/${refundId}-0`).set({
    ...refundBase,
    action: 'create',
    before: null,
    after: { amount: REFUND, reason: 'damaged', status: 'pending' },
    reason: null,
    actor: FINANCE.uid,
    byName: FINANCE.name,
    at: at(140),
  });
  await db.doc(`auditLog/${refundId}-1`).set({
    ...refundBase,
    action: 'decision',
    before: { status: 'pending' },
    after: { status: 'approved' },
    reason: null,
    actor: ADMIN.uid,
    byName: ADMIN.name,
    at: at(150),
  });
  const name = async (uid: string) => String((await db.doc(`users/${uid}`).get()).get('name'));
  return { id, placed, customer: await name(order.userId), supplier: await name(order.supplierId), rider };
}

/** The Firestore answers of a page refused (403). */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === FIRESTORE_PORT && response.status() === 403) refused.push(url.pathname);
  });
  return refused;
}

/**
 * The order's page, signed in as the administrator on a device in New York (the
 * timeline's times must still be Muscat's), with the reads the rules refused from its start.
 */
async function orderInNewYork(
  browser: Browser,
  id: string,
  viewport: { width: number; height: number },
  touch: boolean,
  locale: 'en' | 'ar',
): Promise<{ page: Page; close: () => Promise<void>; refused: string[] }> {
  let refused: string[] = [];
  const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/allOrders/id/${id}`, {
    viewport,
    hasTouch: touch,
    locale,
    timezoneId: 'America/New_York',
    watch: (opening) => {
      refused = refusals(opening);
    },
  });
  return { page, close: () => context.close(), refused };
}

/** Reads the open order's timeline once every event shows: each step's kind and text. */
async function readTimeline(page: Page, id: string): Promise<{ kinds: string[]; texts: string[] }> {
  await page.getByRole('heading', { level: 1, name: new RegExp(id) }).waitFor();
  const steps = page.getByTestId('timeline-step');
  await expect.poll(() => steps.count(), { timeout: 20_000 }).toBe(KINDS.length);
  // Every name has come (no placeholder left).
  await expect.poll(() => page.locator('[data-testid="timeline-step"] [aria-busy="true"]').count()).toBe(0);
  const kinds = await steps.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind') ?? ''));
  return { kinds, texts: await steps.allInnerTexts() };
}

describe.skipIf(skipReason() !== '')("an order's timeline", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in English on a desktop: every event in order, in words, with who and when in Muscat time', async () => {
    const story = await orderWithStory('e2e-story');
    const { page, close, refused } = await orderInNewYork(browser, story.id, { width: 1440, height: 900 }, false, 'en');
    const { kinds, texts } = await readTimeline(page, story.id);
    expect(kinds).toEqual([...KINDS]);
    const muscat = (minutes: number) =>
      formatDateWith(new Date(story.placed.getTime() + minutes * MINUTE), 'en', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Muscat',
      });
    const amount = formatCurrency(baisaToOmr(REFUND), 'en');
    const expected = [
      [muscat(0), en['order.timelinePlaced'], `${en['order.by']} ${story.customer}`],
      [en['order.events.note'], 'Please ring the bell twice.'],
      [muscat(5), 'Pending → Accepted', `${en['order.by']} ${story.supplier}`],
      [muscat(60), en['order.events.reported'], 'Nobody answers at the door', story.rider],
      [muscat(120), en['order.events.requestOpened'], 'The dates arrived squashed', 'The box was crushed.'],
      [muscat(130), en['order.events.staffReplied'], ADMIN.name],
      [muscat(140), en['order.events.refundProposed'].replace('{{amount}}', amount), FINANCE.name],
      [muscat(150), en['order.events.refundApproved'].replace('{{amount}}', amount), ADMIN.name],
    ];
    expected.forEach((parts, index) => {
      for (const part of parts) expect(texts[index]).toContain(part);
    });
    await networkQuiet(page);
    expect(refused).toEqual([]);
    await page.getByRole('heading', { name: en['order.timeline'] }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/story-en-1440.png` });
    await close();
  });

  it('in Arabic on a touch tablet: the same events in Arabic, times in Muscat time', async () => {
    const story = await orderWithStory('e2e-story-ar');
    const { page, close, refused } = await orderInNewYork(browser, story.id, TABLET, true, 'ar');
    const { kinds, texts } = await readTimeline(page, story.id);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(kinds).toEqual([...KINDS]);
    const muscat = (minutes: number) =>
      formatDateWith(new Date(story.placed.getTime() + minutes * MINUTE), 'ar', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Muscat',
      });
    const amount = formatCurrency(baisaToOmr(REFUND), 'ar');
    expect(texts[0]).toContain(muscat(0));
    expect(texts[0]).toContain(ar['order.timelinePlaced']);
    expect(texts[2]).toContain(muscat(5));
    expect(texts[3]).toContain(ar['order.events.reported']);
    expect(texts[5]).toContain(ar['order.events.staffReplied']);
    expect(texts[6]).toContain(ar['order.events.refundProposed'].replace('{{amount}}', amount));
    // Who: a name after "by" (names may read in Arabic letters: docs/data-model.md "Cross-script names").
    for (const text of texts) expect(text).toMatch(new RegExp(`${ar['order.by']}\\s+\\S`));
    expect(texts.join('\n')).not.toContain(arPeople['audit.notVisible']);
    await networkQuiet(page);
    expect(refused).toEqual([]);
    await page.getByRole('heading', { name: ar['order.timeline'] }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/story-ar-820.png` });
    await close();
  });
});
