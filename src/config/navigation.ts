/**
 * The one navigation definition (spec §2, §6): every menu entry with its path, label
 * key, icon and section. It drives the router (src/app/router.tsx), the side menu and
 * the Access check (src/lib/access.ts). Paths are spelled exactly as the spec's route
 * table, including their capitals.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import { MENU_BADGES, type MenuBadgeQuery } from './badges';
import AccessAlarm from '@mui/icons-material/AccessAlarm';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import Assessment from '@mui/icons-material/Assessment';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
import Collections from '@mui/icons-material/Collections';
import ContactMail from '@mui/icons-material/ContactMail';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import Dashboard from '@mui/icons-material/Dashboard';
import DeliveryDining from '@mui/icons-material/DeliveryDining';
import EventBusy from '@mui/icons-material/EventBusy';
import Gavel from '@mui/icons-material/Gavel';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import LocationCity from '@mui/icons-material/LocationCity';
import Loyalty from '@mui/icons-material/Loyalty';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Payments from '@mui/icons-material/Payments';
import PointOfSale from '@mui/icons-material/PointOfSale';
import People from '@mui/icons-material/People';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import ReportProblem from '@mui/icons-material/ReportProblem';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Store from '@mui/icons-material/Store';
import Translate from '@mui/icons-material/Translate';
import Tune from '@mui/icons-material/Tune';
import Info from '@mui/icons-material/Info';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import ViewCarousel from '@mui/icons-material/ViewCarousel';

/** Groups of the side menu; each has a title key `navbar.section.<id>`. */
export type NavSection = 'dashboard' | 'people' | 'catalogue' | 'content' | 'orders' | 'support' | 'settings';

export const NAV_SECTIONS: readonly NavSection[] = [
  'dashboard',
  'people',
  'catalogue',
  'orders',
  'content',
  'support',
  'settings',
];

/** One side-menu entry. */
export interface NavItem {
  /** Route path as in spec §2, also the value stored in a users document's Access list. */
  readonly path: string;
  /** i18next key of the menu label, e.g. `navbar.dashboard`. */
  readonly labelKey: string;
  readonly icon: SvgIconComponent;
  readonly section: NavSection;
  /** The icon points a way (a vehicle, an arrow): mirror it in right-to-left. */
  readonly directional?: boolean;
  /** What the menu counts beside the label (src/config/badges.ts). */
  readonly badge?: MenuBadgeQuery;
  /**
   * Shown to the holders of any of these paths (besides All), never granted on its own:
   * the Trash, for the screens that delete (docs/access.md, "Trash"); the daily sales
   * report, for the holders of /allOrders (its figures are sums of the orders).
   */
  readonly shownWith?: readonly string[];
}

/**
 * The menu paths whose screens delete documents, each delete moving them to the trash
 * (tests/unit/trash.test.ts derives the same list from the entity definitions).
 */
export const DELETING_PATHS: readonly string[] = [
  '/SubscriptionPackages',
  '/Category',
  '/Cities',
  '/coupon',
  '/Products',
  '/prizesFines',
  '/FAQs',
  '/articles',
  '/imageGallery',
  '/advertise',
  '/banners',
];

export const NAV_ITEMS = [
  { path: '/dashboard', labelKey: 'navbar.dashboard', icon: Dashboard, section: 'dashboard' },
  { path: '/user', labelKey: 'navbar.user', icon: People, section: 'people' },
  { path: '/supplier', labelKey: 'navbar.supplier', icon: Store, section: 'people' },
  {
    path: '/deliveryCompany',
    labelKey: 'navbar.deliveryCompany',
    icon: LocalShipping,
    section: 'people',
    directional: true,
  },
  { path: '/rider', labelKey: 'navbar.rider', icon: DeliveryDining, section: 'people', directional: true },
  { path: '/Admins', labelKey: 'navbar.admins', icon: AdminPanelSettings, section: 'people' },
  { path: '/SubscriptionPackages', labelKey: 'navbar.subscriptionPackages', icon: Loyalty, section: 'catalogue' },
  { path: '/Category', labelKey: 'navbar.category', icon: Category, section: 'catalogue' },
  { path: '/Cities', labelKey: 'navbar.cities', icon: LocationCity, section: 'catalogue' },
  {
    path: '/coupon',
    labelKey: 'navbar.coupon',
    icon: LocalOffer,
    section: 'catalogue',
    badge: MENU_BADGES['/coupon'],
  },
  { path: '/Products', labelKey: 'navbar.products', icon: Inventory2, section: 'catalogue' },
  { path: '/allOrders', labelKey: 'navbar.allOrders', icon: ReceiptLong, section: 'orders' },
  { path: '/supplierCancelledOrders', labelKey: 'navbar.supplierCancelledOrders', icon: EventBusy, section: 'orders' },
  // Sums of the orders: for those who read them (docs/data-model.md "Daily sales report").
  { path: '/reports', labelKey: 'navbar.reports', icon: Assessment, section: 'orders', shownWith: ['/allOrders'] },
  {
    path: '/withdraw',
    labelKey: 'navbar.withdraw',
    icon: Payments,
    section: 'orders',
    badge: MENU_BADGES['/withdraw'],
  },
  {
    path: '/refunds',
    labelKey: 'navbar.refunds',
    icon: CurrencyExchange,
    section: 'orders',
    badge: MENU_BADGES['/refunds'],
  },
  { path: '/prizesFines', labelKey: 'navbar.prizesFines', icon: Gavel, section: 'orders' },
  { path: '/FAQs', labelKey: 'navbar.faqs', icon: QuestionAnswer, section: 'content' },
  { path: '/articles', labelKey: 'navbar.articles', icon: Article, section: 'content' },
  { path: '/imageGallery', labelKey: 'navbar.imageGallery', icon: Collections, section: 'content' },
  { path: '/advertise', labelKey: 'navbar.advertise', icon: Campaign, section: 'content' },
  {
    path: '/banners',
    labelKey: 'navbar.banners',
    icon: ViewCarousel,
    section: 'content',
    badge: MENU_BADGES['/banners'],
  },
  {
    path: '/contact',
    labelKey: 'navbar.contact',
    icon: ContactMail,
    section: 'support',
    badge: MENU_BADGES['/contact'],
  },
  { path: '/customerService', labelKey: 'navbar.customerService', icon: SupportAgent, section: 'support' },
  { path: '/RiderService', labelKey: 'navbar.riderService', icon: ReportProblem, section: 'support' },
  { path: '/about', labelKey: 'navbar.about', icon: Info, section: 'settings' },
  { path: '/translation', labelKey: 'navbar.translation', icon: Translate, section: 'settings' },
  { path: '/trash', labelKey: 'navbar.trash', icon: RestoreFromTrash, section: 'settings', shownWith: DELETING_PATHS },
] as const satisfies readonly NavItem[];

/**
 * A screen inside a menu path's screen, listed under that entry in the side menu for
 * the same holders: it has no Access value of its own (its route is under the parent's,
 * so the parent's screen and rules guard it).
 */
export interface NavSubItem {
  /** The menu path whose screen holds it. */
  readonly parent: string;
  /** Its route (under the parent's). */
  readonly path: string;
  readonly labelKey: string;
  readonly icon: SvgIconComponent;
  /** A live count beside the label (the late orders: src/domains/orders/late/lateOrders.ts). */
  readonly liveBadge?: 'lateOrders';
}

/** The sub-screens of the menu (issue 32: the late and stuck orders board under Total orders; issue 49: the cash remittances and the delivery companies' payouts under Withdraw History). */
export const NAV_SUB_ITEMS: readonly NavSubItem[] = [
  {
    parent: '/allOrders',
    path: '/allOrders/late',
    labelKey: 'navbar.lateOrders',
    icon: AccessAlarm,
    liveBadge: 'lateOrders',
  },
  // Issue 49: the cash riders hand over, recorded and confirmed by the finance path.
  { parent: '/withdraw', path: '/withdraw/remittances', labelKey: 'navbar.remittances', icon: PointOfSale },
  // Issue 49 item 3: riders by cash held, who must remit (also at /allOrders/cash-held,
  // reached from the late board's "Must remit" block).
  { parent: '/withdraw', path: '/withdraw/cash-held', labelKey: 'navbar.cashHeld', icon: AccountBalanceWallet },
  // Issue 49: the delivery fees paid to delivery companies, recorded and confirmed by the same path.
  { parent: '/withdraw', path: '/withdraw/payouts', labelKey: 'navbar.payouts', icon: LocalShipping },
  // Issue 49 item 1: corrections of an account, recorded and approved by the same path.
  { parent: '/withdraw', path: '/withdraw/adjustments', labelKey: 'navbar.adjustments', icon: Tune },
];

/** Every menu path, as a union type. */
export type NavPath = (typeof NAV_ITEMS)[number]['path'];

/** Paths every signed-in staff member sees whatever their Access (spec §6). */
export const ALWAYS_ALLOWED: readonly NavPath[] = ['/dashboard', '/translation'];

/** Public routes (no sign-in). */
export const LOGIN_PATH = '/';
export const FORGOT_PASSWORD_PATH = '/forgot-pass';
export const HOME_PATH: NavPath = '/dashboard';
