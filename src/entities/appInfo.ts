/**
 * App info (spec §3, About App; docs/data-model.md `appInfo`): the one document
 * `appInfo/main` with the marketplace's contact details, texts, social links and
 * business settings. About us and the three policies are rich text (HTML from the
 * Tiptap editor, sanitised before display); money in baisa, durations and radii in the
 * unit their name says. The secret key is not here: it lives in `appSecrets/main`,
 * which no client may read (only `secretKeySet` says whether one is stored).
 */
import { COLLECTIONS } from '@/config/collections';
import { DEFAULT_REFUND_FLAG, MAX_FLAG_ORDERS } from '@/lib/data/customerStoryModel';
import type { SecretTarget } from '@/lib/data/secrets';
import { lt } from '@/lib/entity/checks';
import { defineEntity, type Row } from '@/lib/entity/define';
import { bilingual, boolean, email, integer, money, percentage, phone, text, url } from '@/lib/entity/fields';

/** The document id of the singleton (docs/data-model.md). */
export const APP_INFO_ID = 'main';

/**
 * Where the app's secret key is written (docs/data-model.md `appSecrets`): write-only in
 * appSecrets, with the flag `secretKeySet` on the app info saying one is stored.
 */
export const APP_SECRET_KEY: SecretTarget = {
  secret: { collection: COLLECTIONS.appSecrets, id: APP_INFO_ID, field: 'secretKey' },
  flag: { collection: COLLECTIONS.appInfo, id: APP_INFO_ID, field: 'secretKeySet' },
};

/** Highest cash limit a rider may be given, in OMR (decision, issue 49 item 3). */
export const MAX_RIDER_CASH_LIMIT = 10_000;

/** Longest radius from a delivery company to a rider, in metres (decision). */
export const MAX_RADIUS_METERS = 100_000;

/**
 * Minutes an open order may stay without a rider before the late-orders board shows it,
 * when App info does not say (decision, docs/data-model.md "Late and stuck orders").
 */
export const UNASSIGNED_ALERT_MINUTES = 10;

/**
 * Shortest and longest secret key, in characters (appSecrets/main: the record
 * appSecretRecord of ./records.ts, whose rules check the same).
 */
export const SECRET_KEY_LENGTH = { min: 8, max: 500 } as const;

/** Longest rich text, in characters of HTML (decision). */
export const MAX_RICH_TEXT = 20_000;

const rich = { rich: true, multiline: true, column: false } as const;

/** The appInfo collection (one document, APP_INFO_ID). */
export const appInfoEntity = defineEntity({
  name: 'appInfo',
  collection: COLLECTIONS.appInfo,
  access: {
    owner: '/about',
    readers: [
      { path: '/allOrders', reason: 'the late-orders board and dispatch read its timers and radii' },
      { path: '/refunds', reason: 'the refund dialog flags a customer by its refund-share setting' },
      { path: '/user', reason: "a customer's page flags them by its refund-share setting" },
      { path: '/withdraw', reason: "the Cash held list compares each rider's cash with the rider cash limit" },
    ],
  },
  fields: {
    publishableKey: text('appInfo.publishableKey', 200, {
      dir: 'ltr',
      pattern: { source: '^[A-Za-z0-9_-]+$', messageKey: 'appInfo.validation.key' },
      example: 'pk_sample',
    }),
    phone: phone('appInfo.phone'),
    email: email('appInfo.email'),
    vatPercent: percentage('appInfo.vatPercent', 0, 100),
    ...bilingual('mission', 'appInfo.mission', 1000, { multiline: true, column: false }),
    ...bilingual('vision', 'appInfo.vision', 1000, { multiline: true, column: false }),
    ...bilingual('aboutUs', 'appInfo.aboutUs', MAX_RICH_TEXT, rich),
    ...bilingual('privacyPolicy', 'appInfo.privacyPolicy', MAX_RICH_TEXT, rich),
    ...bilingual('terms', 'appInfo.terms', MAX_RICH_TEXT, rich),
    ...bilingual('refundPolicy', 'appInfo.refundPolicy', MAX_RICH_TEXT, rich),
    facebookUrl: url('appInfo.facebook', { required: false }),
    instagramUrl: url('appInfo.instagram', { required: false }),
    twitterUrl: url('appInfo.twitter', { required: false }),
    linkedinUrl: url('appInfo.linkedin', { required: false }),
    minOrderPrice: money('appInfo.minOrderPrice', 0, 1000),
    deliveryFee: money('appInfo.deliveryFee', 0, 100, { minExclusive: true, minKey: 'appInfo.validation.feePositive' }),
    riderDeliveryFee: money('appInfo.riderDeliveryFee', 0, 100, {
      minExclusive: true,
      minKey: 'appInfo.validation.feePositive',
    }),
    // Cash limits (issue 49 item 3): a rider holding this much cash or more is not offered for orders.
    riderCashLimit: money('appInfo.riderCashLimit', 0, MAX_RIDER_CASH_LIMIT, {
      minExclusive: true,
      minKey: 'appInfo.validation.cashLimitPositive',
    }),
    riderOrderTimerSeconds: integer('appInfo.riderOrderTimer', 10, 3600, { unit: 'second' }),
    deliveryTimeMinutes: integer('appInfo.deliveryTime', 5, 1440, { unit: 'minute' }),
    // Late and stuck orders (issue 32): an open order without a rider for longer shows on the board.
    unassignedAlertMinutes: integer('appInfo.unassignedAlert', 1, 1440, {
      unit: 'minute',
      initial: UNASSIGNED_ALERT_MINUTES,
    }),
    // A customer's story (issue 50, item 5): flagged when refunded orders reach this share of their last orders.
    refundFlagPercent: percentage('appInfo.refundFlagPercent', 1, 100, { initial: DEFAULT_REFUND_FLAG.percent }),
    refundFlagOrders: integer('appInfo.refundFlagOrders', 1, MAX_FLAG_ORDERS, {
      initial: DEFAULT_REFUND_FLAG.orders,
    }),
    // Timers that act (issue 50 item 3): the late board proposes pausing a supplier that leaves orders unaccepted.
    proposePauses: boolean('appInfo.proposePauses', true, { column: false }),
    minRadiusMeters: integer('appInfo.minRadius', 0, MAX_RADIUS_METERS, { unit: 'meter' }),
    maxRadiusMeters: integer('appInfo.maxRadius', 1, MAX_RADIUS_METERS, { unit: 'meter' }),
    secretKeySet: boolean('appInfo.secretKey', false, {
      readOnly: true,
      labels: ['appInfo.secretNotSet', 'appInfo.secretSet'],
      column: false,
    }),
  },
  list: { sorts: ['createdAt'], defaultSort: { field: 'createdAt', direction: 'desc' } },
  id: { singleton: APP_INFO_ID },
  stored: {
    migrations: [
      { field: 'proposePauses', value: true, note: '2026-11-29: the late board proposes pauses unless turned off' },
    ],
  },
  writes: { create: 'panel', edit: 'panel', decide: 'panel', delete: 'none' },
  // secretKeySet is raised beside the secret key's write: the record appSecretRecord's
  // `raises` (src/entities/records.ts) adds that update to this match.
  checks: [lt('minRadiusMeters', 'maxRadiusMeters', { key: 'appInfo.validation.radius', on: 'minRadiusMeters' })],
  title: () => 'About App',
});

export type AppInfo = Row<typeof appInfoEntity.fields>;
