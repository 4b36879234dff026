/**
 * Texts with a count (spec §7 languages): each is an i18next plural, with Arabic's six
 * forms (zero, one, two, few, many, other) and English's two (one, other), its number
 * written in the locale's digits as the rest of the panel writes them (src/lib/format.ts:
 * Arabic-Indic in Arabic). Each such key is rendered for 0, 1, 2, 3, 11 and 100 in
 * Arabic and 0, 1, 2 in English and read against what a person writes by hand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '@/lib/format';
import { i18n, loadLocale } from '@/lib/i18n';
import { allAr, allEn } from './support/locales';

/** Counts each Arabic text is rendered for: one of each plural form, and 0. */
const AR_COUNTS = [0, 1, 2, 3, 11, 100] as const;
const EN_COUNTS = [0, 1, 2] as const;

interface PluralCase {
  readonly key: string;
  /** Other values of the text. */
  readonly values?: Readonly<Record<string, string>>;
  /** The Arabic text for 0, 1, 2, 3, 11 and 100. */
  readonly ar: readonly [string, string, string, string, string, string];
  /** The English text for 0, 1 and 2. */
  readonly en: readonly [string, string, string];
}

const CASES: readonly PluralCase[] = [
  {
    key: 'handover.total',
    ar: [
      'الإجمالي (لم يُختر أي مندوب)',
      'الإجمالي لمندوب واحد',
      'الإجمالي لمندوبَين',
      'الإجمالي لـ 3 مندوبين',
      'الإجمالي لـ 11 مندوبًا',
      'الإجمالي لـ 100 مندوب',
    ],
    en: ['Total for 0 riders', 'Total for 1 rider', 'Total for 2 riders'],
  },
  {
    key: 'handover.recorded',
    ar: [
      'لم يُسجَّل أي توريد.',
      'سُجّل توريد واحد، ويؤكده موظف آخر.',
      'سُجّل توريدان، ويؤكد كلًّا منهما موظف آخر.',
      'سُجّلت 3 توريدات، ويؤكد كلًّا منها موظف آخر.',
      'سُجّل 11 توريدًا، ويؤكد كلًّا منها موظف آخر.',
      'سُجّل 100 توريد، ويؤكد كلًّا منها موظف آخر.',
    ],
    en: [
      '0 remittances recorded: another person confirms each one.',
      '1 remittance recorded: another person confirms it.',
      '2 remittances recorded: another person confirms each one.',
    ],
  },
  {
    key: 'import.willCreate',
    ar: [
      'لن يُنشأ أي صف جديد',
      'سيُنشأ صف جديد واحد',
      'سيُنشأ صفّان جديدان',
      'ستُنشأ 3 صفوف جديدة',
      'سيُنشأ 11 صفًا جديدًا',
      'سيُنشأ 100 صف جديد',
    ],
    en: ['0 new rows will be created', '1 new row will be created', '2 new rows will be created'],
  },
  {
    key: 'import.willSkip',
    ar: [
      'لن يُتخطّى أي صف',
      'سيُتخطّى صف واحد محفوظ من قبل',
      'سيُتخطّى صفّان محفوظان من قبل',
      'ستُتخطّى 3 صفوف محفوظة من قبل',
      'سيُتخطّى 11 صفًا محفوظًا من قبل',
      'سيُتخطّى 100 صف محفوظ من قبل',
    ],
    en: [
      '0 rows are already stored and will be skipped',
      '1 row is already stored and will be skipped',
      '2 rows are already stored and will be skipped',
    ],
  },
  {
    key: 'import.willFail',
    ar: [
      'لا مشكلات في أي صف',
      'في صف واحد مشكلات ولن يُستورد',
      'في صفّين مشكلات ولن يُستوردا',
      'في 3 صفوف مشكلات ولن تُستورد',
      'في 11 صفًا مشكلات ولن تُستورد',
      'في 100 صف مشكلات ولن تُستورد',
    ],
    en: [
      '0 rows have problems and will not be imported',
      '1 row has problems and will not be imported',
      '2 rows have problems and will not be imported',
    ],
  },
  {
    key: 'import.created',
    ar: ['لم يُنشأ أي صف', 'أُنشئ صف واحد', 'أُنشئ صفّان', 'أُنشئت 3 صفوف', 'أُنشئ 11 صفًا', 'أُنشئ 100 صف'],
    en: ['0 rows created', '1 row created', '2 rows created'],
  },
  {
    key: 'import.skipped',
    ar: [
      'لم يُتخطَّ أي صف',
      'تُخطّي صف واحد محفوظ من قبل',
      'تُخطّي صفّان محفوظان من قبل',
      'تُخطّيت 3 صفوف محفوظة من قبل',
      'تُخطّي 11 صفًا محفوظًا من قبل',
      'تُخطّي 100 صف محفوظ من قبل',
    ],
    en: ['0 rows skipped (already stored)', '1 row skipped (already stored)', '2 rows skipped (already stored)'],
  },
  {
    key: 'import.failed',
    ar: [
      'لا توجد صفوف لم تُستورد',
      'تعذّر استيراد صف واحد',
      'تعذّر استيراد صفّين',
      'تعذّر استيراد 3 صفوف',
      'تعذّر استيراد 11 صفًا',
      'تعذّر استيراد 100 صف',
    ],
    en: ['0 rows not imported', '1 row not imported', '2 rows not imported'],
  },
  {
    key: 'import.rowsRead',
    ar: ['لم يُقرأ أي صف بعد', 'قُرئ صف واحد', 'قُرئ صفّان', 'قُرئت 3 صفوف', 'قُرئ 11 صفًا', 'قُرئ 100 صف'],
    en: ['0 rows read', '1 row read', '2 rows read'],
  },
  {
    key: 'import.run',
    ar: ['لا صفوف للاستيراد', 'استيراد صف واحد', 'استيراد صفّين', 'استيراد 3 صفوف', 'استيراد 11 صفًا', 'استيراد 100 صف'],
    en: ['Import 0 rows', 'Import 1 row', 'Import 2 rows'],
  },
  {
    key: 'trash.expiredCount',
    ar: [
      'لا عناصر منتهية المدة',
      'عنصر واحد منتهي المدة',
      'عنصران منتهيا المدة',
      '3 عناصر منتهية المدة',
      '11 عنصرًا منتهي المدة',
      '100 عنصر منتهي المدة',
    ],
    en: ['0 expired entries', '1 expired entry', '2 expired entries'],
  },
  {
    key: 'trash.purgeExpiredConfirm',
    ar: [
      'لا توجد عناصر منتهية المدة للحذف.',
      'هل تريد حذف العنصر المنتهي المدة نهائيًا؟ ستُحذف صوره أيضًا، ولا يمكن التراجع عن ذلك.',
      'هل تريد حذف العنصرين المنتهيين المدة نهائيًا؟ ستُحذف صورهما أيضًا، ولا يمكن التراجع عن ذلك.',
      'هل تريد حذف 3 عناصر منتهية المدة نهائيًا؟ ستُحذف صورها أيضًا، ولا يمكن التراجع عن ذلك.',
      'هل تريد حذف 11 عنصرًا منتهي المدة نهائيًا؟ ستُحذف صورها أيضًا، ولا يمكن التراجع عن ذلك.',
      'هل تريد حذف 100 عنصر منتهي المدة نهائيًا؟ ستُحذف صورها أيضًا، ولا يمكن التراجع عن ذلك.',
    ],
    en: [
      'Delete the 0 expired entries forever? Their images are deleted too. This cannot be undone.',
      'Delete the expired entry forever? Its images are deleted too. This cannot be undone.',
      'Delete the 2 expired entries forever? Their images are deleted too. This cannot be undone.',
    ],
  },
  {
    key: 'trash.purgedCount',
    ar: [
      'لم يُحذف أي عنصر',
      'حُذف عنصر واحد منتهي المدة نهائيًا',
      'حُذف عنصران منتهيا المدة نهائيًا',
      'حُذفت 3 عناصر منتهية المدة نهائيًا',
      'حُذف 11 عنصرًا منتهي المدة نهائيًا',
      'حُذف 100 عنصر منتهي المدة نهائيًا',
    ],
    en: ['0 expired entries deleted forever', '1 expired entry deleted forever', '2 expired entries deleted forever'],
  },
  {
    key: 'session.idle.text',
    ar: [
      'لم تستخدم اللوحة منذ مدة، وسيُسجَّل خروجك الآن. اضغط أي مفتاح أو المس الشاشة في أي مكان لتبقى متصلًا.',
      'لم تستخدم اللوحة منذ مدة، وسيُسجَّل خروجك بعد ثانية واحدة. اضغط أي مفتاح أو المس الشاشة في أي مكان لتبقى متصلًا.',
      'لم تستخدم اللوحة منذ مدة، وسيُسجَّل خروجك بعد ثانيتين. اضغط أي مفتاح أو المس الشاشة في أي مكان لتبقى متصلًا.',
      'لم تستخدم اللوحة منذ مدة، وسيُسجَّل خروجك بعد 3 ثوانٍ. اضغط أي مفتاح أو المس الشاشة في أي مكان لتبقى متصلًا.',
      'لم تستخدم اللوحة منذ مدة، وسيُسجَّل خروجك بعد 11 ثانية. اضغط أي مفتاح أو المس الشاشة في أي مكان لتبقى متصلًا.',
      'لم تستخدم اللوحة منذ مدة، وسيُسجَّل خروجك بعد 100 ثانية. اضغط أي مفتاح أو المس الشاشة في أي مكان لتبقى متصلًا.',
    ],
    en: [
      'You have not used the panel for a while. You will be signed out in 0 seconds. Press any key or tap anywhere to stay signed in.',
      'You have not used the panel for a while. You will be signed out in 1 second. Press any key or tap anywhere to stay signed in.',
      'You have not used the panel for a while. You will be signed out in 2 seconds. Press any key or tap anywhere to stay signed in.',
    ],
  },
  {
    key: 'session.policy.current',
    ar: [
      'تُسجِّل اللوحة المفتوحة الخروج بعد أقل من دقيقة دون استخدام.',
      'تُسجِّل اللوحة المفتوحة الخروج بعد دقيقة واحدة دون استخدام.',
      'تُسجِّل اللوحة المفتوحة الخروج بعد دقيقتين دون استخدام.',
      'تُسجِّل اللوحة المفتوحة الخروج بعد 3 دقائق دون استخدام.',
      'تُسجِّل اللوحة المفتوحة الخروج بعد 11 دقيقة دون استخدام.',
      'تُسجِّل اللوحة المفتوحة الخروج بعد 100 دقيقة دون استخدام.',
    ],
    en: [
      'An open panel signs out after 0 minutes without input.',
      'An open panel signs out after 1 minute without input.',
      'An open panel signs out after 2 minutes without input.',
    ],
  },
  {
    key: 'review.average',
    ar: [
      'لا توجد تقييمات ظاهرة',
      'متوسط تقييم واحد ظاهر',
      'متوسط تقييمين ظاهرين',
      'متوسط 3 تقييمات ظاهرة',
      'متوسط 11 تقييمًا ظاهرًا',
      'متوسط 100 تقييم ظاهر',
    ],
    en: ['average of 0 shown reviews', 'average of 1 shown review', 'average of 2 shown reviews'],
  },
  {
    key: 'cash.mustRemitIntro',
    values: { limit: 'OMR 500.000' },
    ar: [
      'لا يحمل أي مندوب OMR 500.000 أو أكثر نقدًا.',
      'مندوب واحد يحمل OMR 500.000 أو أكثر نقدًا، ولن تُسند إليه طلبات جديدة حتى يورّد ما معه.',
      'مندوبان يحملان OMR 500.000 أو أكثر نقدًا، ولن تُسند إليهما طلبات جديدة حتى يورّدا ما معهما.',
      '3 مندوبين يحملون OMR 500.000 أو أكثر نقدًا، ولن تُسند إليهم طلبات جديدة حتى يورّدوا ما معهم.',
      '11 مندوبًا يحملون OMR 500.000 أو أكثر نقدًا، ولن تُسند إليهم طلبات جديدة حتى يورّدوا ما معهم.',
      '100 مندوب يحملون OMR 500.000 أو أكثر نقدًا، ولن تُسند إليهم طلبات جديدة حتى يورّدوا ما معهم.',
    ],
    en: [
      '0 riders hold OMR 500.000 or more in cash and get no new orders until they remit.',
      '1 rider holds OMR 500.000 or more in cash and gets no new orders until they remit.',
      '2 riders hold OMR 500.000 or more in cash and get no new orders until they remit.',
    ],
  },
  {
    key: 'statement.entryCount',
    ar: ['لا قيود', 'قيد واحد', 'قيدان', '3 قيود', '11 قيدًا', '100 قيد'],
    en: ['0 entries', '1 entry', '2 entries'],
  },
  {
    key: 'order.newOrders',
    ar: ['لا طلبات جديدة', 'طلب جديد واحد', 'طلبان جديدان', '3 طلبات جديدة', '11 طلبًا جديدًا', '100 طلب جديد'],
    en: ['0 new orders', '1 new order', '2 new orders'],
  },
  {
    key: 'navbar.pending',
    ar: [
      'لا شيء بانتظار الإجراء',
      'عنصر واحد بانتظار الإجراء',
      'عنصران بانتظار الإجراء',
      '3 عناصر بانتظار الإجراء',
      '11 عنصرًا بانتظار الإجراء',
      '100 عنصر بانتظار الإجراء',
    ],
    en: ['0 items pending', '1 item pending', '2 items pending'],
  },
  {
    key: 'report.settling',
    ar: ['لم يُحسب أي مورّد بعد…', 'حُسب مورّد واحد…', 'حُسب مورّدان…', 'حُسب 3 مورّدين…', 'حُسب 11 مورّدًا…', 'حُسب 100 مورّد…'],
    en: ['0 suppliers added up…', '1 supplier added up…', '2 suppliers added up…'],
  },
  {
    key: 'navbar.lateCount',
    ar: [
      'لا توجد طلبات متأخرة',
      'طلب واحد متأخر',
      'طلبان متأخران',
      '3 طلبات متأخرة',
      '11 طلبًا متأخرًا',
      '100 طلب متأخر',
    ],
    en: ['0 late orders', '1 late order', '2 late orders'],
  },
  {
    key: 'list.selected',
    ar: ['لم يُحدَّد أي سجل', 'سجل واحد محدد', 'سجلان محددان', '3 سجلات محددة', '11 سجلًا محددًا', '100 سجل محدد'],
    en: ['0 selected', '1 selected', '2 selected'],
  },
  {
    key: 'list.bulkDone',
    ar: [
      'لم يتغيّر أي سجل.',
      'تم تغيير سجل واحد.',
      'تم تغيير سجلين.',
      'تم تغيير 3 سجلات.',
      'تم تغيير 11 سجلًا.',
      'تم تغيير 100 سجل.',
    ],
    en: ['0 records changed.', '1 record changed.', '2 records changed.'],
  },
  {
    key: 'list.exported',
    ar: [
      'لم يُصدَّر أي سجل.',
      'تم تصدير سجل واحد.',
      'تم تصدير سجلين.',
      'تم تصدير 3 سجلات.',
      'تم تصدير 11 سجلًا.',
      'تم تصدير 100 سجل.',
    ],
    en: ['0 records exported.', '1 record exported.', '2 records exported.'],
  },
  {
    key: 'list.exportProgress',
    ar: [
      'لم تُقرأ أي سجلات بعد.',
      'تمت قراءة سجل واحد حتى الآن.',
      'تمت قراءة سجلين حتى الآن.',
      'تمت قراءة 3 سجلات حتى الآن.',
      'تمت قراءة 11 سجلًا حتى الآن.',
      'تمت قراءة 100 سجل حتى الآن.',
    ],
    en: ['0 records read so far.', '1 record read so far.', '2 records read so far.'],
  },
  {
    key: 'list.bulkConfirm',
    values: { action: 'اعتماد' },
    ar: [
      'اعتماد: لم يُحدَّد أي سجل.',
      'اعتماد: السجل المحدد؟ سيُتحقق منه مرة أخرى قبل تغييره.',
      'اعتماد: السجلان المحددان؟ سيُتحقق من كلٍّ منهما مرة أخرى قبل تغييره.',
      'اعتماد: 3 سجلات محددة؟ سيُتحقق من كل سجل مرة أخرى قبل تغييره.',
      'اعتماد: 11 سجلًا محددًا؟ سيُتحقق من كل سجل مرة أخرى قبل تغييره.',
      'اعتماد: 100 سجل محدد؟ سيُتحقق من كل سجل مرة أخرى قبل تغييره.',
    ],
    en: [
      'اعتماد 0 selected records? Each one is checked again before it changes.',
      'اعتماد the selected record? It is checked again before it changes.',
      'اعتماد 2 selected records? Each one is checked again before it changes.',
    ],
  },
  {
    key: 'notification.recipients',
    ar: ['لا مستلمين', 'مستلم واحد', 'مستلمان', '3 مستلمين', '11 مستلمًا', '100 مستلم'],
    en: ['0 recipients', '1 recipient', '2 recipients'],
  },
  {
    key: 'validation.tooLong',
    ar: [
      'هذا الحقل يجب أن يبقى فارغًا',
      'هذا النص طويل جدًا (الحد الأقصى حرف واحد)',
      'هذا النص طويل جدًا (الحد الأقصى حرفان)',
      'هذا النص طويل جدًا (الحد الأقصى 3 أحرف)',
      'هذا النص طويل جدًا (الحد الأقصى 11 حرفًا)',
      'هذا النص طويل جدًا (الحد الأقصى 100 حرف)',
    ],
    en: [
      'This text is too long (at most 0 characters)',
      'This text is too long (at most 1 character)',
      'This text is too long (at most 2 characters)',
    ],
  },
  {
    key: 'validation.tooShort',
    ar: [
      'يرجى إدخال نص',
      'يرجى إدخال حرف واحد على الأقل',
      'يرجى إدخال حرفين على الأقل',
      'يرجى إدخال 3 أحرف على الأقل',
      'يرجى إدخال 11 حرفًا على الأقل',
      'يرجى إدخال 100 حرف على الأقل',
    ],
    en: [
      'Please enter at least 0 characters',
      'Please enter at least 1 character',
      'Please enter at least 2 characters',
    ],
  },
  {
    key: 'validation.decimals',
    ar: [
      'استخدم عددًا صحيحًا بلا كسور',
      'استخدم منزلة عشرية واحدة على الأكثر',
      'استخدم منزلتين عشريتين على الأكثر',
      'استخدم 3 منازل عشرية على الأكثر',
      'استخدم 11 منزلةً عشرية على الأكثر',
      'استخدم 100 منزلة عشرية على الأكثر',
    ],
    en: ['Use at most 0 decimals', 'Use at most 1 decimal', 'Use at most 2 decimals'],
  },
  {
    key: 'validation.tooMany',
    ar: [
      'لا يُسمح بأي عنصر',
      'عنصر واحد على الأكثر',
      'عنصران على الأكثر',
      '3 عناصر على الأكثر',
      '11 عنصرًا على الأكثر',
      '100 عنصر على الأكثر',
    ],
    en: ['At most 0 items', 'At most 1 item', 'At most 2 items'],
  },
  {
    key: 'dashboard.charts.ordersPerDay',
    ar: [
      'الطلبات اليومية',
      'الطلبات اليومية خلال اليوم الأخير',
      'الطلبات اليومية خلال آخر يومين',
      'الطلبات اليومية خلال آخر 3 أيام',
      'الطلبات اليومية خلال آخر 11 يومًا',
      'الطلبات اليومية خلال آخر 100 يوم',
    ],
    en: ['Orders per day, last 0 days', 'Orders per day, last day', 'Orders per day, last 2 days'],
  },
  {
    key: 'deliveryCompanyAccount.ridersWithCash',
    ar: [
      'لا مندوبين لهم حساب',
      'مندوب واحد له حساب',
      'مندوبان لهما حساب',
      '3 مندوبين لهم حساب',
      '11 مندوبًا لهم حساب',
      '100 مندوب لهم حساب',
    ],
    en: ['0 riders with an account', '1 rider with an account', '2 riders with an account'],
  },
  {
    key: 'dashboard.charts.revenuePerDay',
    ar: [
      'الإيرادات اليومية (الطلبات المُسلَّمة)',
      'الإيرادات اليومية (الطلبات المُسلَّمة) خلال اليوم الأخير',
      'الإيرادات اليومية (الطلبات المُسلَّمة) خلال آخر يومين',
      'الإيرادات اليومية (الطلبات المُسلَّمة) خلال آخر 3 أيام',
      'الإيرادات اليومية (الطلبات المُسلَّمة) خلال آخر 11 يومًا',
      'الإيرادات اليومية (الطلبات المُسلَّمة) خلال آخر 100 يوم',
    ],
    en: [
      'Revenue per day (delivered orders), last 0 days',
      'Revenue per day (delivered orders), last day',
      'Revenue per day (delivered orders), last 2 days',
    ],
  },
  {
    key: 'translation.exported',
    ar: [
      'لم يُصدَّر أي مفتاح.',
      'صُدِّر مفتاح واحد بالإنجليزية والعربية.',
      'صُدِّر مفتاحان بالإنجليزية والعربية.',
      'صُدِّرت 3 مفاتيح بالإنجليزية والعربية.',
      'صُدِّر 11 مفتاحًا بالإنجليزية والعربية.',
      'صُدِّر 100 مفتاح بالإنجليزية والعربية.',
    ],
    en: [
      '0 keys exported, in English and Arabic.',
      '1 key exported, in English and Arabic.',
      '2 keys exported, in English and Arabic.',
    ],
  },
  {
    key: 'translation.import.apply',
    ar: [
      'لا تغييرات للتطبيق',
      'تطبيق تغيير واحد',
      'تطبيق تغييرين',
      'تطبيق 3 تغييرات',
      'تطبيق 11 تغييرًا',
      'تطبيق 100 تغيير',
    ],
    en: ['Apply 0 changes', 'Apply 1 change', 'Apply 2 changes'],
  },
  {
    key: 'translation.import.done',
    ar: [
      'انتهى الاستيراد: لم يُحدَّث أي مفتاح.',
      'انتهى الاستيراد: حُدِّث مفتاح واحد.',
      'انتهى الاستيراد: حُدِّث مفتاحان.',
      'انتهى الاستيراد: حُدِّثت 3 مفاتيح.',
      'انتهى الاستيراد: حُدِّث 11 مفتاحًا.',
      'انتهى الاستيراد: حُدِّث 100 مفتاح.',
    ],
    en: ['Import finished: 0 keys updated.', 'Import finished: 1 key updated.', 'Import finished: 2 keys updated.'],
  },
  {
    key: 'translation.import.cancelled',
    ar: [
      'أُلغي الاستيراد قبل تحديث أي مفتاح.',
      'أُلغي الاستيراد بعد تحديث مفتاح واحد.',
      'أُلغي الاستيراد بعد تحديث مفتاحين.',
      'أُلغي الاستيراد بعد تحديث 3 مفاتيح.',
      'أُلغي الاستيراد بعد تحديث 11 مفتاحًا.',
      'أُلغي الاستيراد بعد تحديث 100 مفتاح.',
    ],
    en: [
      'Import cancelled: 0 keys were updated before it stopped.',
      'Import cancelled: 1 key was updated before it stopped.',
      'Import cancelled: 2 keys were updated before it stopped.',
    ],
  },
];

/** The keys that are plurals in the bundled texts (a `<key>_other` form). */
const pluralKeys = (texts: Readonly<Record<string, string>>) =>
  Object.keys(texts)
    .filter((k) => k.endsWith('_other'))
    .map((k) => k.slice(0, -'_other'.length))
    .sort();

describe('plural texts', () => {
  beforeAll(async () => {
    await Promise.all([loadLocale('en'), loadLocale('ar')]);
  });

  it.each(CASES)('$key reads naturally in Arabic for 0, 1, 2, 3, 11 and 100', ({ key, values, ar }) => {
    const t = i18n.getFixedT('ar');
    expect(AR_COUNTS.map((count) => t(key, { ...values, count }))).toEqual(ar);
  });

  it.each(CASES)('$key reads naturally in English for 0, 1 and 2', ({ key, values, en }) => {
    const t = i18n.getFixedT('en');
    expect(EN_COUNTS.map((count) => t(key, { ...values, count }))).toEqual(en);
  });

  it('are every plural of both languages (a new count text joins the table above)', () => {
    expect(CASES.map((c) => c.key).sort()).toEqual(pluralKeys(allAr));
    expect(pluralKeys(allEn)).toEqual(pluralKeys(allAr));
  });

  it('write limits and amounts one way, through Intl, in the locale digits', () => {
    const ar = i18n.getFixedT('ar');
    const en = i18n.getFixedT('en');
    expect(en('product.validation.priceMax', { max: 100_000 })).toBe(
      `The price can be at most ${formatAmount(100_000, 'en')}`,
    );
    expect(formatAmount(100_000, 'en')).toMatch(/^OMR\s100,000$/);
    expect(ar('product.validation.priceMax', { max: 100_000 })).toBe(
      `لا يمكن أن يتجاوز السعر ${formatAmount(100_000, 'ar')}`,
    );
    expect(ar('prizeFine.validation.valueMax', { max: 10_000 })).toBe(
      `لا يمكن أن تتجاوز القيمة ${formatAmount(10_000, 'ar')}`,
    );
    // One form: Arabic-Indic digits and separators, then the symbol; no decimals for a whole amount.
    expect(formatAmount(10_000, 'ar')).toMatch(/^\u200f?10,000\sر\.ع\.\u200f?$/);
    expect(ar('product.validation.quantityMax', { max: 1_000_000 })).toBe('لا يمكن أن تتجاوز الكمية 1,000,000');
    expect(ar('city.validation.radiusMax', { max: 100_000 })).toBe('لا يمكن أن يزيد نصف القطر على 100,000 متر');
    expect(ar('validation.min', { min: 1.5 })).toBe('يجب ألا تقل القيمة عن 1.5');
    expect(en('validation.max', { max: 2500 })).toBe('The value can be at most 2,500');
  });

  it('are the only texts with a count: a {{count}} never stands outside a plural', () => {
    for (const [key, text] of [...Object.entries(allEn), ...Object.entries(allAr)]) {
      if (/\{\{count\b/.test(text)) expect(key, key).toMatch(/_(zero|one|two|few|many|other)$/);
    }
  });
});
