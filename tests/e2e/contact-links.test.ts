/**
 * Reaching the people (issue 32, "Reach the people"; src/components/entity/ContactLinks.tsx)
 * in headless Chromium, in English on a desktop (1440×900) and in Arabic on a portrait
 * touch tablet (820×1180): an order's page offers a call link (`tel:+<E.164>`) and a
 * WhatsApp link (`https://wa.me/<E.164 digits>`, their WhatsApp number where they gave
 * one) for its customer, supplier and rider, named after each person; a customer's page does the same for their phone and links
 * their e-mail with `mailto:`. The numbers are shown left to right with Latin digits in
 * both languages, and on the tablet every such link is at least 44 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { arabicTablet, demoAccount, launchBrowser, openInPanel, openSignedIn, skipReason } from './browser';
import arEntity from '@/locales/ar/entity.json';
import enEntity from '@/locales/en/entity.json';

const ADMIN = demoAccount('admin@demo.om');
const WAIT = { timeout: 30_000 };

/** A person of the seed as the test expects them on screen. */
interface Person {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly whatsapp: string;
  readonly email: string;
}

/** The texts of a language (the panel's own translations). */
type Texts = typeof enEntity;

/** Fills an i18next template's `{{name}}` placeholders. */
const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** @returns the person's users document as the test needs it */
async function person(id: string): Promise<Person> {
  const doc = await adminFirestore(E2E_PROJECT_ID).doc(`users/${id}`).get();
  const text = (field: string) => {
    const value: unknown = doc.get(field);
    return typeof value === 'string' ? value : '';
  };
  return { id, name: text('name'), phone: text('phone'), whatsapp: text('whatsapp'), email: text('email') };
}

/** A seeded order with a rider, and its customer, supplier and rider (all with phones). */
async function orderWithRider(): Promise<{ readonly id: string; readonly people: readonly Person[] }> {
  const orders = await adminFirestore(E2E_PROJECT_ID).collection('orders').where('riderId', '!=', null).limit(20).get();
  for (const order of orders.docs) {
    const people = await Promise.all(
      ['userId', 'supplierId', 'riderId'].map((field) => person(String(order.get(field)))),
    );
    if (people.every((p) => p.name && p.phone)) return { id: order.id, people };
  }
  throw new Error('The seed has no order with a rider whose people all have phones');
}

/** The E.164 digits of a stored number (what wa.me takes). */
const digits = (e164: string) => e164.replace(/^\+/, '');

/**
 * Checks one person's call and WhatsApp links on the page (the first of each name).
 * @param chatTo the number the WhatsApp link opens: on an order's page the person's
 *   WhatsApp number (else their phone), beside the phone field of their own page the phone
 * @param touch true on a touch screen: each link at least 44 px
 */
async function expectPhoneLinks(page: Page, who: Person, chatTo: string, texts: Texts, touch: boolean): Promise<void> {
  const call = page.getByRole('link', { name: fill(texts['contact.call'], { name: who.name, number: who.phone }) });
  const chat = page.getByRole('link', { name: fill(texts['contact.whatsapp'], { name: who.name }), exact: true });
  await call.first().waitFor(WAIT);
  expect(await call.first().getAttribute('href')).toBe(`tel:+${digits(who.phone)}`);
  expect(await chat.first().getAttribute('href')).toBe(`https://wa.me/${digits(chatTo)}`);
  expect(await chat.first().getAttribute('target')).toBe('_blank');
  // The number as stored: Latin digits, isolated left to right in either language.
  const shown = call.first().locator('bdi');
  expect(await shown.getAttribute('dir')).toBe('ltr');
  expect(await shown.textContent()).toBe(who.phone);
  expect(who.phone).toMatch(/^\+[0-9]+$/);
  if (touch) {
    for (const link of [call.first(), chat.first()]) {
      const box = await link.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(43.5);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(43.5);
    }
  }
}

describe.skipIf(skipReason() !== '')('call, WhatsApp and e-mail links', () => {
  let browser: Browser;
  let order: { readonly id: string; readonly people: readonly Person[] };
  beforeAll(async () => {
    browser = await launchBrowser();
    order = await orderWithRider();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in English on a desktop: the order page and a customer page link every phone and e-mail', async () => {
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/allOrders/id/${order.id}`, {
      viewport: { width: 1440, height: 900 },
    });
    try {
      for (const who of order.people) await expectPhoneLinks(page, who, who.whatsapp || who.phone, enEntity, false);

      const [customer] = order.people;
      if (!customer) throw new Error('no customer');
      await openInPanel(page, `/user/id/${customer.id}`);
      await page.getByRole('heading', { name: customer.name, level: 1 }).waitFor(WAIT);
      await expectPhoneLinks(page, customer, customer.phone, enEntity, false);
      if (customer.whatsapp) {
        const chats = page.getByRole('link', { name: fill(enEntity['contact.whatsapp'], { name: customer.name }) });
        const hrefs = await chats.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
        expect(hrefs).toContain(`https://wa.me/${digits(customer.whatsapp)}`);
      }
      if (customer.email) {
        const mail = page.getByRole('link', {
          name: fill(enEntity['contact.email'], { name: customer.name, address: customer.email }),
        });
        expect(await mail.getAttribute('href')).toBe(`mailto:${customer.email}`);
      }
    } finally {
      await context.close();
    }
  });

  it('in Arabic on a touch tablet: the same links, named in Arabic, 44 px each', async () => {
    const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, `/allOrders/id/${order.id}`);
    try {
      await page.locator('html[dir="rtl"]').waitFor(WAIT);
      for (const who of order.people) await expectPhoneLinks(page, who, who.whatsapp || who.phone, arEntity, true);

      const rider = order.people[2];
      if (!rider) throw new Error('no rider');
      await openInPanel(page, `/rider/id/${rider.id}`);
      await page.getByRole('heading', { name: rider.name, level: 1 }).waitFor(WAIT);
      await expectPhoneLinks(page, rider, rider.phone, arEntity, true);
    } finally {
      await context.close();
    }
  });
});
