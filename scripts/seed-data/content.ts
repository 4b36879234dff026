/**
 * Texts of the seed: FAQs, articles, app info, advertisements, banners, support
 * messages, rider reports, notifications, rewards and fines, order notes and reasons.
 * Bilingual fields are pairs xxxEn / xxxAr; single-language fields (messages written
 * by people) are in the language their writer would use.
 */

export interface FaqSeed {
  readonly questionEn: string;
  readonly questionAr: string;
  readonly answerEn: string;
  readonly answerAr: string;
}

export const FAQS: readonly FaqSeed[] = [
  {
    questionEn: 'How long does delivery take?',
    questionAr: 'كم يستغرق توصيل الطلب؟',
    answerEn:
      'Most orders inside Muscat arrive within 45 minutes. In other cities delivery usually takes about an hour, depending on the distance from the store.',
    answerAr:
      'تصل معظم الطلبات داخل مسقط خلال 45 دقيقة، وفي المدن الأخرى يستغرق التوصيل عادةً نحو ساعة حسب المسافة من المتجر.',
  },
  {
    questionEn: 'Which payment methods can I use?',
    questionAr: 'ما طرق الدفع المتاحة؟',
    answerEn: 'You can pay by debit or credit card in the app, or in cash to the rider when your order arrives.',
    answerAr: 'يمكنك الدفع بالبطاقة البنكية أو الائتمانية داخل التطبيق، أو نقدًا للمندوب عند استلام الطلب.',
  },
  {
    questionEn: 'How much is the delivery fee?',
    questionAr: 'كم تبلغ رسوم التوصيل؟',
    answerEn:
      'The delivery fee is shown before you confirm the order. It is usually 1 OMR and may change with distance or during promotions.',
    answerAr: 'تظهر رسوم التوصيل قبل تأكيد الطلب، وهي عادةً ريال عماني واحد، وقد تتغيّر بحسب المسافة أو أثناء العروض.',
  },
  {
    questionEn: 'Can I cancel my order?',
    questionAr: 'هل يمكنني إلغاء طلبي؟',
    answerEn:
      'Yes, as long as the store has not started preparing it. Open the order and tap Cancel. Card payments are refunded within 5 to 7 working days.',
    answerAr:
      'نعم، ما دام المتجر لم يبدأ بتجهيز الطلب. افتح الطلب واضغط على "إلغاء"، وتُعاد المبالغ المدفوعة بالبطاقة خلال 5 إلى 7 أيام عمل.',
  },
  {
    questionEn: 'What happens if an item is missing or damaged?',
    questionAr: 'ماذا أفعل إذا وصلني منتج ناقص أو تالف؟',
    answerEn:
      'Contact customer service from the order page within 24 hours with a photo of the item. We will arrange a replacement or a refund.',
    answerAr:
      'تواصل مع خدمة العملاء من صفحة الطلب خلال 24 ساعة وأرفق صورة للمنتج، وسنرتّب لك استبداله أو استرداد قيمته.',
  },
  {
    questionEn: 'How do I use a coupon?',
    questionAr: 'كيف أستخدم القسيمة؟',
    answerEn: 'Enter the coupon code on the checkout page before paying. Only one coupon can be used per order.',
    answerAr: 'أدخل رمز القسيمة في صفحة إتمام الطلب قبل الدفع، ولا يمكن استخدام أكثر من قسيمة واحدة في الطلب الواحد.',
  },
  {
    questionEn: 'How can I sell my products on the app?',
    questionAr: 'كيف أعرض منتجاتي للبيع في التطبيق؟',
    answerEn:
      'Register as a supplier, upload your commercial registration, and choose a subscription package. Our team reviews new stores within two working days.',
    answerAr:
      'سجّل كمورد وارفع نسخة من سجلك التجاري ثم اختر باقة الاشتراك المناسبة، وسيراجع فريقنا المتاجر الجديدة خلال يومي عمل.',
  },
  {
    questionEn: 'When do suppliers receive their earnings?',
    questionAr: 'متى يستلم الموردون أرباحهم؟',
    answerEn:
      'Earnings from delivered orders become available after 7 days. Suppliers can then request a withdrawal to their bank account in Oman.',
    answerAr: 'تصبح أرباح الطلبات المُسلَّمة متاحة بعد 7 أيام، ويمكن للمورد بعدها طلب سحبها إلى حسابه البنكي في عُمان.',
  },
];

export interface ArticleSeed {
  readonly id: string;
  readonly titleEn: string;
  readonly titleAr: string;
  readonly shortDetailEn: string;
  readonly shortDetailAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  readonly color: string;
  readonly daysAgo: number;
}

export const ARTICLES: readonly ArticleSeed[] = [
  {
    id: 'article-ramadan-orders',
    titleEn: 'Planning your Ramadan groceries',
    titleAr: 'خطّط لمشتريات رمضان',
    shortDetailEn: 'Order early and avoid the iftar rush.',
    shortDetailAr: 'اطلب مبكرًا وتجنّب زحمة ما قبل الإفطار.',
    descriptionEn:
      'The hour before iftar is the busiest time of the day for our riders. Place your grocery orders before 3 pm, use the scheduled delivery option, and keep a short list of the items you buy every week so you can reorder them in one tap.',
    descriptionAr:
      'الساعة التي تسبق الإفطار هي أكثر أوقات اليوم ازدحامًا على المندوبين. ننصحك بإرسال طلبات البقالة قبل الساعة الثالثة عصرًا، واستخدام خيار التوصيل المجدول، والاحتفاظ بقائمة قصيرة للمنتجات التي تشتريها كل أسبوع لتعيد طلبها بضغطة واحدة.',
    color: '#5d4037',
    daysAgo: 80,
  },
  {
    id: 'article-frankincense',
    titleEn: 'A short guide to Omani frankincense',
    titleAr: 'دليل مختصر إلى اللبان العماني',
    shortDetailEn: 'From Hojari to Najdi: how to choose.',
    shortDetailAr: 'من الحوجري إلى النجدي: كيف تختار؟',
    descriptionEn:
      'Dhofar has traded frankincense for thousands of years. Hojari, with its pale silver-green tears, is the most prized grade, while Najdi and Shazri are good for everyday use. Store it in a closed jar away from the sun and burn a small piece on charcoal in a mabkhara.',
    descriptionAr:
      'عرفت ظفار تجارة اللبان منذ آلاف السنين. ويُعدّ اللبان الحوجري بحبّاته الفضية المائلة إلى الخضرة أجود الأنواع، بينما يناسب النجدي والشزري الاستعمال اليومي. احفظه في وعاء مغلق بعيدًا عن الشمس، وضع قطعة صغيرة منه على الجمر في المبخرة.',
    color: '#8d6e63',
    daysAgo: 52,
  },
  {
    id: 'article-summer-safety',
    titleEn: 'How our riders stay safe in the summer heat',
    titleAr: 'كيف يحافظ مندوبونا على سلامتهم في حر الصيف',
    shortDetailEn: 'Midday break rules and cooled delivery bags.',
    shortDetailAr: 'استراحة الظهيرة وحقائب توصيل مبرّدة.',
    descriptionEn:
      'From June to August, outdoor work stops between 12:30 and 3:30 pm. During these hours deliveries are handled by riders with air-conditioned cars, and every rider carries water and an insulated bag so that food and medicines arrive in good condition.',
    descriptionAr:
      'من يونيو إلى أغسطس يتوقف العمل في الأماكن المكشوفة بين الساعة 12:30 ظهرًا و3:30 عصرًا. وخلال هذه الفترة يتولّى التوصيلَ مندوبون يستخدمون سيارات مكيّفة، ويحمل كل مندوب الماء وحقيبة معزولة حتى يصل الطعام والدواء بحالة جيدة.',
    color: '#ef6c00',
    daysAgo: 33,
  },
  {
    id: 'article-new-suppliers',
    titleEn: 'Welcome to our new stores in Sohar and Sur',
    titleAr: 'أهلًا بمتاجرنا الجديدة في صحار وصور',
    shortDetailEn: 'Electronics and fresh seafood, now one tap away.',
    shortDetailAr: 'الإلكترونيات والمأكولات البحرية الطازجة بضغطة واحدة.',
    descriptionEn:
      'This month we welcomed Sohar Electronics Hub and Sur Seafood Kitchen. Customers in both cities can now order phones, accessories and home appliances, or grilled kingfish straight from the harbour, with delivery by our partner Batinah Riders Co.',
    descriptionAr:
      'رحّبنا هذا الشهر بمتجر مركز صحار للإلكترونيات ومطبخ صور للمأكولات البحرية. وأصبح بإمكان العملاء في المدينتين طلب الهواتف والإكسسوارات والأجهزة المنزلية، أو الكنعد المشوي الطازج من الميناء، مع التوصيل عبر شريكنا شركة الباطنة للتوصيل.',
    color: '#1565c0',
    daysAgo: 14,
  },
  {
    id: 'article-national-day',
    titleEn: 'National Day offers across the app',
    titleAr: 'عروض العيد الوطني في التطبيق',
    shortDetailEn: 'Twenty percent off with the code NATIONALDAY20.',
    shortDetailAr: 'خصم عشرين بالمئة مع الرمز NATIONALDAY20.',
    descriptionEn:
      'To celebrate Oman’s National Day, enjoy 20% off orders from participating stores with the code NATIONALDAY20, while coupons last. The offer applies to one order per customer.',
    descriptionAr:
      'احتفالًا بالعيد الوطني لسلطنة عُمان، استمتع بخصم 20% على الطلبات من المتاجر المشاركة باستخدام الرمز NATIONALDAY20 حتى نفاد القسائم. يسري العرض على طلب واحد لكل عميل.',
    color: '#c62828',
    daysAgo: 4,
  },
];

/**
 * The app info (docs/data-model.md `appInfo`): texts, links, and amounts in OMR (the
 * seed stores them in baisa; orders use them in OMR). The secret key goes to the
 * write-only appSecrets/main. About us and the policies are HTML as the editor writes.
 */
export const APP_INFO = {
  publishableKey: 'pk_test_demo_51PdemoOmanMarketplace',
  secretKey: 'sk_test_demo_not_a_real_secret',
  phone: '+96824501234',
  email: 'support@demo.om',
  vatPercent: 5,
  missionEn: 'To bring the stores of every Omani town to people’s doors, quickly and reliably.',
  missionAr: 'أن نوصل متاجر كل مدينة عمانية إلى باب البيت بسرعة وموثوقية.',
  visionEn: 'To be the marketplace Omani families and small businesses trust first.',
  visionAr: 'أن نكون السوق الذي تثق به الأسر العمانية والمشاريع الصغيرة أولًا.',
  aboutUsEn:
    '<p>We are an Omani delivery marketplace connecting customers with local groceries, restaurants, pharmacies and shops in Muscat, Salalah, Sohar, Nizwa, Sur and beyond.</p>',
  aboutUsAr:
    '<p>نحن سوق توصيل عماني يربط العملاء بمحلات البقالة والمطاعم والصيدليات والمتاجر المحلية في مسقط وصلالة وصحار ونزوى وصور وغيرها.</p>',
  privacyPolicyEn:
    '<p>We collect only the data needed to deliver your orders: your name, phone number, address and order history. We never sell your data and share it only with the store and rider handling your order.</p>',
  privacyPolicyAr:
    '<p>نجمع البيانات اللازمة لتوصيل طلباتك فقط: اسمك ورقم هاتفك وعنوانك وسجل طلباتك. لا نبيع بياناتك أبدًا، ولا نشاركها إلا مع المتجر والمندوب المسؤولَين عن طلبك.</p>',
  termsEn:
    '<p>By using the app you agree to provide a correct delivery address, to be available to receive your order, and to pay the amount shown at checkout.</p>',
  termsAr:
    '<p>باستخدامك التطبيق فإنك توافق على تقديم عنوان توصيل صحيح، وأن تكون متاحًا لاستلام طلبك، وأن تدفع المبلغ الظاهر عند إتمام الطلب.</p>',
  refundPolicyEn:
    '<p>Damaged or missing items reported within 24 hours are refunded in full. Card refunds take 5 to 7 working days; cash orders are refunded to your app wallet.</p>',
  refundPolicyAr:
    '<p>يُستردّ كامل المبلغ عن المنتجات التالفة أو الناقصة إذا أُبلغ عنها خلال 24 ساعة. يستغرق الاسترداد إلى البطاقة من 5 إلى 7 أيام عمل، أما الطلبات المدفوعة نقدًا فيُعاد مبلغها إلى محفظتك في التطبيق.</p>',
  social: {
    facebook: 'https://www.facebook.com/demo.om',
    instagram: 'https://www.instagram.com/demo.om',
    twitter: 'https://x.com/demo_om',
    linkedin: 'https://www.linkedin.com/company/demo-om',
  },
  minOrderPrice: 2,
  deliveryFee: 1,
  riderDeliveryFee: 0.7,
  riderCashLimit: 500,
  riderOrderTimerSeconds: 60,
  deliveryTimeMinutes: 45,
  unassignedAlertMinutes: 10,
  refundFlagPercent: 30,
  refundFlagOrders: 10,
  proposePauses: true,
  minRadiusMeters: 500,
  maxRadiusMeters: 15000,
} as const;

export interface AdvertisementSeed {
  readonly id: string;
  readonly supplierId: string;
  readonly website: string;
  readonly shortDetailEn: string;
  readonly shortDetailAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  readonly color: string;
  readonly createdDaysAgo: number;
  readonly expiresInDays: number;
  readonly active: boolean;
}

/** Advertisements of suppliers: active, inactive (waiting), and one expired. */
export const ADVERTISEMENTS: readonly AdvertisementSeed[] = [
  {
    id: 'advertisement-halwa-eid',
    supplierId: 'supplier-005',
    website: 'https://nizwahalwa.example.com',
    shortDetailEn: 'Fresh saffron halwa for the Eid table',
    shortDetailAr: 'حلوى الزعفران الطازجة لمائدة العيد',
    descriptionEn:
      'Order our saffron halwa by the kilo, made this week in Nizwa, with free delivery inside Nizwa on orders above 10 OMR.',
    descriptionAr:
      'اطلب حلوى الزعفران بالكيلو، محضّرة هذا الأسبوع في نزوى، مع توصيل مجاني داخل نزوى للطلبات التي تزيد على 10 ريالات عمانية.',
    color: '#6d4c41',
    createdDaysAgo: 6,
    expiresInDays: 24,
    active: true,
  },
  {
    id: 'advertisement-grill-weekend',
    supplierId: 'supplier-002',
    website: 'https://qurumgrill.example.com',
    shortDetailEn: 'Weekend mixed grill',
    shortDetailAr: 'مشاوي نهاية الأسبوع',
    descriptionEn:
      'Our mixed grill platter at a special price every Thursday and Friday, with a free drink on every order.',
    descriptionAr: 'طبق المشاوي المشكلة بسعر خاص كل خميس وجمعة، مع مشروب مجاني لكل طلب.',
    color: '#c62828',
    createdDaysAgo: 12,
    expiresInDays: 18,
    active: true,
  },
  {
    id: 'advertisement-phones',
    supplierId: 'supplier-004',
    website: 'https://soharelectronics.example.com',
    shortDetailEn: 'New phones with one-year warranty',
    shortDetailAr: 'هواتف جديدة بضمان سنة كاملة',
    descriptionEn: 'Trade in your old phone at Sohar Electronics Hub and get up to 30 OMR off a new smartphone.',
    descriptionAr:
      'استبدل هاتفك القديم في مركز صحار للإلكترونيات واحصل على خصم يصل إلى 30 ريالًا عمانيًا على هاتف ذكي جديد.',
    color: '#283593',
    createdDaysAgo: 40,
    expiresInDays: -5,
    active: true,
  },
  {
    id: 'advertisement-frankincense',
    supplierId: 'supplier-008',
    website: 'https://lubangifts.example.com',
    shortDetailEn: 'Frankincense and oud gift boxes',
    shortDetailAr: 'هدايا اللبان والعود',
    descriptionEn:
      'Ready gift boxes with Hojari frankincense, oud oil and a mabkhara, made for weddings and family occasions.',
    descriptionAr: 'صناديق هدايا جاهزة تضم اللبان الحوجري ودهن العود والمبخرة، مناسبة للأعراس والمناسبات.',
    color: '#8e24aa',
    createdDaysAgo: 2,
    expiresInDays: 60,
    active: false,
  },
];

export interface BannerSeed {
  readonly id: string;
  readonly titleEn: string;
  readonly titleAr: string;
  readonly color: string;
  readonly targetType: 'product' | 'category' | 'supplier' | 'link';
  /** The product id, category id, supplier id or https link, by targetType. */
  readonly target: string;
  readonly position: number;
  readonly startDaysAgo: number;
  readonly endInDays: number;
  readonly status: 'pending' | 'approved' | 'rejected';
  readonly reason: string | null;
  readonly createdDaysAgo: number;
}

/** Home-screen banners (docs/data-model.md `banners`): live, waiting, rejected. */
export const BANNERS: readonly BannerSeed[] = [
  {
    id: 'banner-national-day',
    titleEn: 'National Day 20% off',
    titleAr: 'خصم 20% بمناسبة العيد الوطني',
    color: '#c62828',
    targetType: 'category',
    target: 'category-groceries',
    position: 1,
    startDaysAgo: 10,
    endInDays: 10,
    status: 'approved',
    reason: null,
    createdDaysAgo: 12,
  },
  {
    id: 'banner-free-delivery',
    titleEn: 'Free delivery this weekend',
    titleAr: 'توصيل مجاني في عطلة نهاية الأسبوع',
    color: '#2e7d32',
    targetType: 'link',
    target: 'https://demo.om/offers/free-delivery',
    position: 2,
    startDaysAgo: 1,
    endInDays: 3,
    status: 'approved',
    reason: null,
    createdDaysAgo: 3,
  },
  {
    id: 'banner-halwa',
    titleEn: 'Nizwa halwa for Eid',
    titleAr: 'حلوى نزوى للعيد',
    color: '#6d4c41',
    targetType: 'supplier',
    target: 'supplier-005',
    position: 3,
    startDaysAgo: -1,
    endInDays: 20,
    status: 'pending',
    reason: null,
    createdDaysAgo: 1,
  },
  {
    id: 'banner-dates',
    titleEn: 'Khalas dates, new harvest',
    titleAr: 'تمر الخلاص من الحصاد الجديد',
    color: '#8d6e63',
    targetType: 'category',
    target: 'category-sweets-dates',
    position: 4,
    startDaysAgo: 0,
    endInDays: 30,
    status: 'pending',
    reason: null,
    createdDaysAgo: 2,
  },
  {
    id: 'banner-seafood',
    titleEn: 'Sur seafood',
    titleAr: 'مأكولات صور البحرية',
    color: '#00838f',
    targetType: 'supplier',
    target: 'supplier-007',
    position: 5,
    startDaysAgo: 15,
    endInDays: 5,
    status: 'rejected',
    reason: 'The picture is blurred; please send a sharper one.',
    createdDaysAgo: 15,
  },
];

export const GALLERY: readonly { readonly id: string; readonly label: string; readonly color: string }[] = [
  { id: 'gallery-muttrah-corniche', label: 'Muttrah Corniche', color: '#1565c0' },
  { id: 'gallery-nizwa-fort', label: 'Nizwa Fort', color: '#8d6e63' },
  { id: 'gallery-salalah-khareef', label: 'Salalah in Khareef', color: '#2e7d32' },
  { id: 'gallery-sur-dhow', label: 'Dhow in Sur', color: '#00838f' },
  { id: 'gallery-halwa', label: 'Omani halwa', color: '#6d4c41' },
  { id: 'gallery-frankincense', label: 'Frankincense', color: '#9e9d24' },
];

/**
 * Contact form messages: [subject, comment, staff note when handled or null], in the
 * language their writer used. Those with a note are handled, the others new.
 */
export const CONTACT_MESSAGES: readonly (readonly [string, string, string | null])[] = [
  [
    'Partnership request',
    'We run a bakery in Barka and would like to join the app. Who should we talk to about the subscription packages?',
    'Forwarded to the supplier team; Salma will call them on Sunday.',
  ],
  ['اقتراح', 'أتمنى إضافة خيار لجدولة الطلبات الأسبوعية، فأنا أطلب نفس المشتريات كل خميس.', null],
  [
    'App not loading',
    'Since this morning the app stays on the splash screen on my phone. I already reinstalled it.',
    null,
  ],
  ['شكر', 'شكرًا للمندوب سيف، وصل الطلب قبل الموعد وكان محترمًا جدًا.', 'تم إبلاغ شركة التوصيل بالشكر.'],
  ['Invoice needed', 'Could you send me a VAT invoice for my order last week? I need it for my company.', null],
  [
    'مشكلة في الدفع',
    'خُصم المبلغ من بطاقتي مرتين لطلب واحد، أرجو مراجعة الموضوع وإعادة المبلغ.',
    'تم استرداد المبلغ المكرر، وأُبلغ العميل بالبريد.',
  ],
];

/** One message of a customer service conversation: from the team or not, and its text. */
export interface ConversationSeed {
  readonly staff: boolean;
  readonly text: string;
}

/** Customer-service requests: subject, with an order or not, the conversation, the status. */
export const CUSTOMER_SERVICE: readonly {
  readonly subject: string;
  readonly withOrder: boolean;
  readonly messages: readonly ConversationSeed[];
  readonly status: 'open' | 'answered' | 'closed';
}[] = [
  {
    subject: 'Missing item',
    withOrder: true,
    messages: [
      { staff: false, text: 'My order arrived without the laban. Everything else was fine.' },
      { staff: true, text: 'Sorry about that. We have refunded 0.550 OMR to your wallet.' },
      { staff: false, text: 'Got it, thank you!' },
    ],
    status: 'closed',
  },
  {
    subject: 'تأخر الطلب',
    withOrder: true,
    messages: [
      { staff: false, text: 'طلبت منذ ساعة ونصف ولم يصل الطلب حتى الآن.' },
      { staff: true, text: 'نعتذر عن التأخير، المندوب في الطريق إليك وسيصل خلال عشر دقائق.' },
    ],
    status: 'answered',
  },
  {
    subject: 'Wrong address on order',
    withOrder: true,
    messages: [
      {
        staff: false,
        text: 'I chose my office address by mistake. Can the rider deliver to my home in Al Khoud instead?',
      },
    ],
    status: 'open',
  },
  {
    subject: 'استفسار عن المحفظة',
    withOrder: false,
    messages: [{ staff: false, text: 'كيف أستخدم رصيد المحفظة في طلبي القادم؟' }],
    status: 'open',
  },
  {
    subject: 'Refund not received',
    withOrder: true,
    messages: [
      { staff: false, text: 'My cancelled order was paid by card 10 days ago and the refund has not arrived.' },
      {
        staff: true,
        text: 'The refund was sent on our side; banks in Oman can take up to 7 working days. Please check again tomorrow.',
      },
      { staff: false, text: 'Still nothing today. Can you send me the reference number?' },
    ],
    status: 'open',
  },
];

/** Rider reports: [subject, description, staff note when resolved or null]. */
export const RIDER_REPORTS: readonly (readonly [string, string, string | null])[] = [
  [
    'Customer not answering',
    'Waited 15 minutes at the gate in Al Mawaleh and called three times. Nobody answered.',
    'Order cancelled without a fine for the rider; the customer was warned.',
  ],
  ['العنوان غير واضح', 'الموقع على الخريطة لا يطابق العنوان المكتوب، والعميل لا يرد على الهاتف.', null],
  ['Order not ready', 'The restaurant kept me waiting 35 minutes after I arrived for pickup.', null],
  [
    'حادث بسيط',
    'تعرّضت لحادث بسيط عند دوار السيب ولم يتضرر الطلب، أحتاج إلى يوم إجازة لإصلاح الدراجة.',
    'تمت الموافقة على إجازة يوم واحد، ونتمنى لك السلامة.',
  ],
  ['Payment issue', 'The customer paid with a 50 OMR note and I did not have enough change.', null],
];

/** Notifications sent from the panel. */
export const NOTIFICATIONS: readonly {
  readonly title: string;
  readonly description: string;
  readonly audience: 'user' | 'supplier' | 'deliveryCompany' | 'rider';
}[] = [
  {
    title: 'عيد وطني سعيد',
    description: 'كل عام وعُمان بخير! استخدم الرمز NATIONALDAY20 لخصم 20% على طلبك.',
    audience: 'user',
  },
  {
    title: 'New payout schedule',
    description: 'From next month, withdrawals are processed every Sunday and Wednesday.',
    audience: 'supplier',
  },
  {
    title: 'Summer midday break',
    description: 'Reminder: no motorbike deliveries between 12:30 and 3:30 pm until the end of August.',
    audience: 'rider',
  },
  {
    title: 'تحديث تطبيق المندوب',
    description: 'يرجى تحديث تطبيق المندوب إلى أحدث إصدار قبل نهاية الأسبوع لضمان وصول الطلبات إليك.',
    audience: 'rider',
  },
];

/** Rewards and fines: [name, reason, value in OMR, type]. */
export const PRIZES_FINES: readonly (readonly [string, string, number, 'reward' | 'fine'])[] = [
  ['Rider of the month', 'Highest customer rating and no late deliveries in October.', 20, 'reward'],
  ['Late delivery', 'Order delivered 50 minutes after the promised time without notice.', 2, 'fine'],
  ['مكافأة المواظبة', 'أكمل 300 طلب هذا الشهر دون أي شكوى.', 15, 'reward'],
  ['مخالفة الزي الرسمي', 'لم يلتزم بارتداء زي الشركة أثناء التوصيل.', 1, 'fine'],
  ['Cancelled orders', 'Five orders cancelled by the store in one week because items were out of stock.', 5, 'fine'],
  ['Top supplier', 'Best rated store of the quarter.', 25, 'reward'],
];

/** Reasons a supplier gives when cancelling an order. */
export const SUPPLIER_CANCEL_REASONS: readonly string[] = [
  'Item out of stock',
  'نفدت الكمية من المنتج المطلوب',
  'Kitchen closed early today',
  'المتجر مغلق اليوم للجرد',
  'Delivery address is outside our service area',
  'لا يوجد مندوب متاح في الوقت الحالي',
];

/** Reasons a customer gives when cancelling an order. */
export const USER_CANCEL_REASONS: readonly string[] = [
  'Ordered by mistake',
  'تأخر الطلب كثيرًا',
  'Changed my mind',
  'أريد تغيير عنوان التوصيل',
];

/** Customer notes on orders. */
export const ORDER_NOTES: readonly string[] = [
  'Please call when you arrive.',
  'الرجاء عدم قرع الجرس، الطفل نائم.',
  'Leave it with the security guard.',
  'بدون بصل لو سمحت.',
  'Extra spicy, please.',
  'أنا في المكتب حتى الساعة الثالثة.',
];
