/** The staff sign-ins of the seed: Auth emulator users plus users documents of type employee. */
import type { NavPath } from '../../src/config/navigation';

/** A demo sign-in: its Auth account and the Access of its users document. */
export interface DemoAccount {
  /** Fixed Auth uid, also the users document id. */
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly phone: string;
  /** The `Access` list written on the users document (spec §6). */
  readonly Access: readonly (NavPath | 'All')[];
  /** What the account is for, in a few words. */
  readonly role: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 'admin-uid',
    email: 'admin@demo.om',
    password: 'Admin#2026',
    name: 'Aisha Al-Balushi',
    phone: '+96899112233',
    Access: ['All'],
    role: 'Administrator: every screen',
  },
  {
    uid: 'catalogue-uid',
    email: 'catalogue@demo.om',
    password: 'Catalog#2026',
    name: 'Salim Al-Harthy',
    phone: '+96892345671',
    Access: ['/user', '/Products'],
    role: 'Catalogue employee: customers and products',
  },
  {
    uid: 'support-uid',
    email: 'support@demo.om',
    password: 'Support#2026',
    name: 'Fatma Al-Kindi',
    phone: '+96871234598',
    Access: ['/customerService', '/contact', '/RiderService'],
    role: 'Support employee: customer service, contact messages, rider reports',
  },
  {
    uid: 'translator-uid',
    email: 'translator@demo.om',
    password: 'Translate#2026',
    name: 'Noor Al-Lawati',
    phone: '+96893456712',
    Access: ['/dashboard'],
    role: 'Translator: dashboard and the translation editor only',
  },
  {
    uid: 'content-uid',
    email: 'content@demo.om',
    password: 'Content#2026',
    name: 'Maryam Al-Hinai',
    phone: '+96895671234',
    Access: ['/FAQs', '/articles', '/imageGallery', '/advertise', '/banners'],
    role: 'Content editor: FAQs, articles, gallery, advertisements, banners',
  },
  {
    uid: 'finance-uid',
    email: 'finance@demo.om',
    password: 'Finance#2026',
    name: 'Khalid Al-Rawahi',
    phone: '+96872349876',
    Access: ['/allOrders', '/supplierCancelledOrders', '/withdraw', '/refunds', '/prizesFines', '/supplier'],
    role: 'Finance employee: orders, withdrawals, refunds, fines and rewards, suppliers',
  },
];
