/**
 * The catalogue of the seed: subscription packages, suppliers, delivery companies,
 * categories, sub-categories, products and coupons. Prices are OMR with 3 decimals.
 */

export interface PackageSeed {
  readonly id: string;
  readonly titleEn: string;
  readonly titleAr: string;
  readonly price: number;
  readonly isFree: boolean;
  readonly duration: number;
  readonly durationUnit: 'months' | 'days';
  readonly active: boolean;
}

export const PACKAGES: readonly PackageSeed[] = [
  {
    id: 'package-free',
    titleEn: 'Free',
    titleAr: 'الباقة المجانية',
    price: 0,
    isFree: true,
    duration: 1,
    durationUnit: 'months',
    active: true,
  },
  {
    id: 'package-basic',
    titleEn: 'Basic',
    titleAr: 'الباقة الأساسية',
    price: 15,
    isFree: false,
    duration: 3,
    durationUnit: 'months',
    active: true,
  },
  {
    id: 'package-premium',
    titleEn: 'Premium',
    titleAr: 'الباقة المميزة',
    price: 49,
    isFree: false,
    duration: 12,
    durationUnit: 'months',
    active: true,
  },
  {
    id: 'package-ramadan',
    titleEn: 'Ramadan Offer',
    titleAr: 'عرض رمضان',
    price: 9.5,
    isFree: false,
    duration: 30,
    durationUnit: 'days',
    active: false,
  },
];

export interface BankSeed {
  readonly bankName: string;
  /** Three-digit bank code used in the IBAN (illustrative). */
  readonly code: string;
}

export const BANKS: readonly BankSeed[] = [
  { bankName: 'Bank Muscat', code: '027' },
  { bankName: 'National Bank of Oman', code: '018' },
  { bankName: 'Sohar International', code: '053' },
];

export interface SupplierSeed {
  readonly id: string;
  readonly name: string;
  readonly owner: string;
  readonly email: string;
  readonly cityId: string;
  readonly address: string;
  readonly about: string;
  readonly tradeLicence: string;
  readonly bankIndex: number;
  readonly packageId: string;
  readonly rating: number;
  readonly reviewCount: number;
}

export const SUPPLIERS: readonly SupplierSeed[] = [
  {
    id: 'supplier-001',
    name: 'Al Mawaleh Fresh Market',
    owner: 'Hamed Salim Al-Maskari',
    email: 'orders@mawalehfresh.example.com',
    cityId: 'city-muscat',
    address: 'Shop 4, Way 5314, Al Mawaleh South, Seeb, Muscat',
    about:
      'Family-run grocery delivering fresh fruit, vegetables, dairy and daily essentials across Seeb and Al Mawaleh since 2009.',
    tradeLicence: 'CR 1098234',
    bankIndex: 0,
    packageId: 'package-premium',
    rating: 4.7,
    reviewCount: 312,
  },
  {
    id: 'supplier-002',
    name: 'Qurum Grill House',
    owner: 'Talal Nasser Al-Habsi',
    email: 'hello@qurumgrill.example.com',
    cityId: 'city-muscat',
    address: 'Building 112, Way 2721, Qurum, Muscat',
    about:
      'Charcoal grills, mishkak and traditional Omani dishes such as shuwa and majboos, cooked to order every evening.',
    tradeLicence: 'CR 1176520',
    bankIndex: 1,
    packageId: 'package-premium',
    rating: 4.5,
    reviewCount: 528,
  },
  {
    id: 'supplier-003',
    name: 'Al Shifa Pharmacy',
    owner: 'Dr. Buthaina Khalfan Al-Lawati',
    email: 'care@alshifapharmacy.example.com',
    cityId: 'city-muscat',
    address: 'Ground floor, Building 35, Way 3109, Ruwi, Muscat',
    about:
      'Licensed community pharmacy offering medicines, vitamins, baby care and personal care products with a pharmacist on call until midnight.',
    tradeLicence: 'CR 1203377',
    bankIndex: 0,
    packageId: 'package-basic',
    rating: 4.8,
    reviewCount: 141,
  },
  {
    id: 'supplier-004',
    name: 'Sohar Electronics Hub',
    owner: 'Faisal Ali Al-Shukaili',
    email: 'sales@soharelectronics.example.com',
    cityId: 'city-sohar',
    address: 'Shop 18, Sohar Commercial Street, Falaj Al Qabail, Sohar',
    about: 'Phones, accessories and home appliances with official warranty and same-day delivery within Sohar.',
    tradeLicence: 'CR 1154408',
    bankIndex: 2,
    packageId: 'package-basic',
    rating: 4.2,
    reviewCount: 87,
  },
  {
    id: 'supplier-005',
    name: 'Nizwa Dates & Halwa',
    owner: 'Said Hamood Al-Riyami',
    email: 'orders@nizwahalwa.example.com',
    cityId: 'city-nizwa',
    address: 'Near Nizwa Souq, Way 64, Nizwa',
    about:
      'Omani halwa made the traditional way with saffron and rose water, alongside the best dates from the farms of Ad Dakhiliyah.',
    tradeLicence: 'CR 1032911',
    bankIndex: 1,
    packageId: 'package-premium',
    rating: 4.9,
    reviewCount: 406,
  },
  {
    id: 'supplier-006',
    name: 'Dhofar Farms Market',
    owner: 'Ahmed Said Al-Amri',
    email: 'info@dhofarfarms.example.com',
    cityId: 'city-salalah',
    address: 'Al Saada Street, Building 7, Salalah',
    about: 'Coconuts, papaya and bananas from the farms of Dhofar, plus fresh bread and Omani spices.',
    tradeLicence: 'CR 1221045',
    bankIndex: 2,
    packageId: 'package-free',
    rating: 4.4,
    reviewCount: 64,
  },
  {
    id: 'supplier-007',
    name: 'Sur Seafood Kitchen',
    owner: 'Hilal Rashid Al-Ghafri',
    email: 'kitchen@surseafood.example.com',
    cityId: 'city-sur',
    address: 'Corniche Road, Al Ayjah, Sur',
    about: "Kingfish, hammour and shrimp from the morning catch at Sur's harbour, grilled or fried with Omani spices.",
    tradeLicence: 'CR 1189763',
    bankIndex: 0,
    packageId: 'package-basic',
    rating: 4.3,
    reviewCount: 173,
  },
  {
    id: 'supplier-008',
    name: 'Luban Gifts & Perfumes',
    owner: 'Shamsa Badr Al-Busaidi',
    email: 'shop@lubangifts.example.com',
    cityId: 'city-muscat',
    address: 'Shop 9, Al Khuwair Square, Way 3306, Al Khuwair, Muscat',
    about:
      'Hojari frankincense from Dhofar, oud oils, incense burners, fresh flowers and ready-made gift boxes for Eid and weddings.',
    tradeLicence: 'CR 1240186',
    bankIndex: 1,
    packageId: 'package-free',
    rating: 4.6,
    reviewCount: 95,
  },
];

export interface DeliveryCompanySeed {
  readonly id: string;
  readonly name: string;
  readonly companyCode: string;
  readonly email: string;
  readonly cityId: string;
  readonly address: string;
  readonly rating: number;
  readonly reviewCount: number;
}

export const DELIVERY_COMPANIES: readonly DeliveryCompanySeed[] = [
  {
    id: 'delivery-company-001',
    name: 'Muscat Express Delivery',
    companyCode: 'MED',
    email: 'ops@muscatexpress.example.com',
    cityId: 'city-muscat',
    address: 'Office 21, Building 240, Way 4505, Al Ghubrah, Muscat',
    rating: 4.4,
    reviewCount: 920,
  },
  {
    id: 'delivery-company-002',
    name: 'Dhofar Fast Couriers',
    companyCode: 'DFC',
    email: 'dispatch@dhofarfast.example.com',
    cityId: 'city-salalah',
    address: 'Al Dahariz Street, Salalah',
    rating: 4.1,
    reviewCount: 310,
  },
  {
    id: 'delivery-company-003',
    name: 'Batinah Riders Co.',
    companyCode: 'BRC',
    email: 'team@batinahriders.example.com',
    cityId: 'city-sohar',
    address: 'Industrial Area, Al Hambar, Sohar',
    rating: 4.0,
    reviewCount: 255,
  },
];

export interface CategorySeed {
  readonly id: string;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly color: string;
}

export const CATEGORIES: readonly CategorySeed[] = [
  { id: 'category-groceries', nameEn: 'Groceries', nameAr: 'البقالة', color: '#2e7d32' },
  { id: 'category-restaurants', nameEn: 'Restaurants', nameAr: 'المطاعم', color: '#c62828' },
  { id: 'category-pharmacy', nameEn: 'Pharmacy', nameAr: 'الصيدلية', color: '#00838f' },
  { id: 'category-electronics', nameEn: 'Electronics', nameAr: 'الإلكترونيات', color: '#283593' },
  { id: 'category-sweets-dates', nameEn: 'Sweets & Dates', nameAr: 'الحلويات والتمور', color: '#6d4c41' },
  { id: 'category-gifts', nameEn: 'Gifts & Perfumes', nameAr: 'الهدايا والعطور', color: '#8e24aa' },
];

export interface SubCategorySeed {
  readonly id: string;
  readonly name: string;
  readonly categoryId: string;
  readonly supplierId: string;
}

export const SUB_CATEGORIES: readonly SubCategorySeed[] = [
  {
    id: 'subcategory-fruits-vegetables',
    name: 'Fruits & Vegetables',
    categoryId: 'category-groceries',
    supplierId: 'supplier-001',
  },
  { id: 'subcategory-dairy-eggs', name: 'Dairy & Eggs', categoryId: 'category-groceries', supplierId: 'supplier-001' },
  {
    id: 'subcategory-dhofar-produce',
    name: 'Dhofar Produce',
    categoryId: 'category-groceries',
    supplierId: 'supplier-006',
  },
  { id: 'subcategory-bakery', name: 'Bakery', categoryId: 'category-groceries', supplierId: 'supplier-006' },
  { id: 'subcategory-spices', name: 'Spices', categoryId: 'category-groceries', supplierId: 'supplier-006' },
  { id: 'subcategory-grills', name: 'Grills', categoryId: 'category-restaurants', supplierId: 'supplier-002' },
  {
    id: 'subcategory-omani-dishes',
    name: 'Omani Dishes',
    categoryId: 'category-restaurants',
    supplierId: 'supplier-002',
  },
  { id: 'subcategory-seafood', name: 'Seafood', categoryId: 'category-restaurants', supplierId: 'supplier-007' },
  { id: 'subcategory-medicines', name: 'Medicines', categoryId: 'category-pharmacy', supplierId: 'supplier-003' },
  {
    id: 'subcategory-personal-care',
    name: 'Personal Care',
    categoryId: 'category-pharmacy',
    supplierId: 'supplier-003',
  },
  { id: 'subcategory-baby-care', name: 'Baby Care', categoryId: 'category-pharmacy', supplierId: 'supplier-003' },
  {
    id: 'subcategory-mobile-phones',
    name: 'Mobile Phones',
    categoryId: 'category-electronics',
    supplierId: 'supplier-004',
  },
  {
    id: 'subcategory-accessories',
    name: 'Accessories',
    categoryId: 'category-electronics',
    supplierId: 'supplier-004',
  },
  {
    id: 'subcategory-home-appliances',
    name: 'Home Appliances',
    categoryId: 'category-electronics',
    supplierId: 'supplier-004',
  },
  {
    id: 'subcategory-omani-halwa',
    name: 'Omani Halwa',
    categoryId: 'category-sweets-dates',
    supplierId: 'supplier-005',
  },
  { id: 'subcategory-dates', name: 'Dates', categoryId: 'category-sweets-dates', supplierId: 'supplier-005' },
  {
    id: 'subcategory-frankincense-oud',
    name: 'Frankincense & Oud',
    categoryId: 'category-gifts',
    supplierId: 'supplier-008',
  },
  { id: 'subcategory-flowers', name: 'Flowers & Gift Boxes', categoryId: 'category-gifts', supplierId: 'supplier-008' },
];

export interface ProductSeed {
  readonly id: string;
  readonly subCategoryId: string;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  readonly price: number;
  readonly salePrice: number | null;
  readonly quantity: number;
  readonly active?: boolean;
}

const p = (
  slug: string,
  subCategoryId: string,
  nameEn: string,
  nameAr: string,
  descriptionEn: string,
  descriptionAr: string,
  price: number,
  salePrice: number | null,
  quantity: number,
  active = true,
): ProductSeed => ({
  id: `product-${slug}`,
  subCategoryId: `subcategory-${subCategoryId}`,
  nameEn,
  nameAr,
  descriptionEn,
  descriptionAr,
  price,
  salePrice,
  quantity,
  active,
});

/** Products; category and supplier come from the sub-category. */
export const PRODUCTS: readonly ProductSeed[] = [
  // Al Mawaleh Fresh Market
  p(
    'omani-bananas',
    'fruits-vegetables',
    'Omani Bananas (1 kg)',
    'موز عماني (1 كغ)',
    'Sweet local bananas from the farms of Al Batinah.',
    'موز محلي حلو المذاق من مزارع الباطنة.',
    0.65,
    0.55,
    140,
  ),
  p(
    'tomatoes',
    'fruits-vegetables',
    'Tomatoes (1 kg)',
    'طماطم (1 كغ)',
    'Firm, ripe tomatoes picked this week.',
    'طماطم ناضجة ومتماسكة قُطفت هذا الأسبوع.',
    0.45,
    null,
    200,
  ),
  p(
    'red-onions',
    'fruits-vegetables',
    'Red Onions (2 kg bag)',
    'بصل أحمر (كيس 2 كغ)',
    'Everyday red onions for cooking.',
    'بصل أحمر للطبخ اليومي.',
    0.6,
    null,
    90,
  ),
  p(
    'omani-lime',
    'fruits-vegetables',
    'Omani Lime (500 g)',
    'ليمون عماني (500 غ)',
    'Small, juicy limes, perfect for salads and drinks.',
    'ليمون صغير غني بالعصارة، مثالي للسلطات والعصائر.',
    0.35,
    null,
    75,
  ),
  p(
    'fresh-laban',
    'dairy-eggs',
    'Fresh Laban (1 L)',
    'لبن طازج (1 لتر)',
    'Chilled laban from a local dairy.',
    'لبن مبرّد من مصنع ألبان محلي.',
    0.55,
    null,
    60,
  ),
  p(
    'farm-eggs',
    'dairy-eggs',
    'Farm Eggs (30 pcs)',
    'بيض مزارع (30 حبة)',
    'A tray of thirty fresh brown eggs.',
    'طبق من ثلاثين بيضة بنية طازجة.',
    1.9,
    1.75,
    45,
  ),
  // Dhofar Farms Market
  p(
    'salalah-coconut',
    'dhofar-produce',
    'Salalah Coconut',
    'نارجيل صلالة',
    'A green coconut full of cool coconut water.',
    'ثمرة نارجيل خضراء مليئة بماء جوز الهند البارد.',
    0.3,
    null,
    300,
  ),
  p(
    'dhofari-papaya',
    'dhofar-produce',
    'Dhofari Papaya (1 kg)',
    'بابايا ظفارية (1 كغ)',
    'Sweet papaya grown in the Salalah plain.',
    'بابايا حلوة مزروعة في سهل صلالة.',
    0.8,
    0.7,
    80,
  ),
  p(
    'rakhal-bread',
    'bakery',
    'Rakhal Bread (10 pcs)',
    'خبز رخال (10 أرغفة)',
    'Thin Omani bread baked fresh every morning.',
    'خبز عماني رقيق يُخبز طازجًا كل صباح.',
    0.5,
    null,
    50,
  ),
  p(
    'omani-bzar',
    'spices',
    'Omani Bzar Spice Mix (250 g)',
    'بزار عماني (250 غ)',
    'The classic spice blend for shuwa, majboos and curries.',
    'خلطة البهارات العمانية المعروفة للشواء والمكبوس والصالونة.',
    1.2,
    null,
    70,
  ),
  p(
    'dried-lime',
    'spices',
    'Dried Lime (250 g)',
    'لومي (250 غ)',
    'Sun-dried limes that give rice and soups their tang.',
    'ليمون مجفف تحت الشمس يمنح الأرز والشوربات نكهتها الحامضة.',
    0.9,
    null,
    65,
  ),
  // Qurum Grill House
  p(
    'mixed-grill',
    'grills',
    'Mixed Grill Platter',
    'طبق مشاوي مشكلة',
    'Lamb chops, chicken tikka and kebab with bread and garlic sauce.',
    'ريش لحم وتكا دجاج وكباب مع الخبز وصوص الثوم.',
    6.5,
    5.9,
    40,
  ),
  p(
    'chicken-mishkak',
    'grills',
    'Chicken Mishkak (10 skewers)',
    'مشاكيك دجاج (10 أسياخ)',
    'Marinated chicken skewers with tamarind sauce.',
    'أسياخ دجاج متبّلة تُقدَّم مع صوص التمر الهندي.',
    3.2,
    null,
    60,
  ),
  p(
    'beef-mishkak',
    'grills',
    'Beef Mishkak (10 skewers)',
    'مشاكيك لحم (10 أسياخ)',
    'Street-style beef skewers grilled over charcoal.',
    'أسياخ لحم على الفحم بنكهة مشاكيك الشارع.',
    3.8,
    null,
    60,
  ),
  p(
    'chicken-majboos',
    'omani-dishes',
    'Chicken Majboos',
    'مكبوس دجاج',
    'Spiced rice with a half chicken, served with daqqus.',
    'أرز متبّل مع نصف دجاجة، يُقدَّم مع الدقوس.',
    2.8,
    null,
    35,
  ),
  p(
    'lamb-shuwa',
    'omani-dishes',
    'Lamb Shuwa (portion)',
    'شواء عماني (حصة)',
    'Slow-cooked lamb in the Eid style, served with rice.',
    'لحم مطهو ببطء على طريقة شواء العيد، يُقدَّم مع الأرز.',
    5.5,
    null,
    20,
  ),
  p(
    'harees',
    'omani-dishes',
    'Harees',
    'هريس',
    'Wheat and chicken cooked for hours and topped with ghee.',
    'قمح ودجاج مطهوّان لساعات ومُزيّنان بالسمن.',
    1.8,
    null,
    25,
    false,
  ),
  // Sur Seafood Kitchen
  p(
    'grilled-kingfish',
    'seafood',
    'Grilled Kingfish',
    'كنعد مشوي',
    'Kingfish steak grilled with Omani spices, rice and salad.',
    'شريحة كنعد مشوية بالبهارات العمانية مع الأرز والسلطة.',
    4.2,
    null,
    30,
  ),
  p(
    'shrimp-biryani',
    'seafood',
    'Shrimp Biryani',
    'برياني روبيان',
    'Fragrant basmati rice cooked with shrimp and fried onions.',
    'أرز بسمتي عطري مطبوخ مع الروبيان والبصل المقلي.',
    3.5,
    2.99,
    30,
  ),
  p(
    'fried-hammour',
    'seafood',
    'Fried Hammour',
    'هامور مقلي',
    'Crispy hammour fillet with fries and tahini.',
    'فيليه هامور مقرمش مع البطاطس والطحينة.',
    4.8,
    null,
    25,
  ),
  // Al Shifa Pharmacy
  p(
    'paracetamol',
    'medicines',
    'Paracetamol 500 mg (24 tablets)',
    'باراسيتامول 500 ملغ (24 قرصًا)',
    'For pain and fever. Read the leaflet before use.',
    'لتخفيف الألم وخفض الحرارة. اقرأ النشرة قبل الاستعمال.',
    0.9,
    null,
    250,
  ),
  p(
    'vitamin-d3',
    'medicines',
    'Vitamin D3 1000 IU (60 capsules)',
    'فيتامين د3 1000 وحدة (60 كبسولة)',
    'Daily vitamin D supplement.',
    'مكمّل يومي من فيتامين د.',
    3.5,
    2.95,
    120,
  ),
  p(
    'sunscreen',
    'personal-care',
    'Sunscreen SPF 50 (100 ml)',
    'واقي شمس SPF 50 (100 مل)',
    'Light, water-resistant sunscreen for hot days.',
    'واقي شمس خفيف ومقاوم للماء للأيام الحارة.',
    4.75,
    null,
    80,
  ),
  p(
    'hand-sanitizer',
    'personal-care',
    'Hand Sanitizer (500 ml)',
    'معقّم يدين (500 مل)',
    'Alcohol-based gel with aloe vera.',
    'جل كحولي معقّم مع الصبار.',
    1.25,
    null,
    150,
  ),
  p(
    'baby-diapers',
    'baby-care',
    'Baby Diapers Size 4 (44 pcs)',
    'حفاضات أطفال مقاس 4 (44 حبة)',
    'Soft diapers for babies of 9 to 14 kg.',
    'حفاضات ناعمة للأطفال من 9 إلى 14 كغ.',
    5.9,
    4.99,
    70,
  ),
  p(
    'baby-wipes',
    'baby-care',
    'Baby Wipes (3 × 64)',
    'مناديل مبللة للأطفال (3 × 64)',
    'Fragrance-free wipes for sensitive skin.',
    'مناديل خالية من العطور للبشرة الحساسة.',
    1.8,
    null,
    110,
  ),
  // Sohar Electronics Hub
  p(
    'smartphone-128',
    'mobile-phones',
    'Smartphone 128 GB',
    'هاتف ذكي 128 غيغابايت',
    '6.5-inch display, dual SIM, one-year local warranty.',
    'شاشة 6.5 بوصة، شريحتان، وضمان محلي لمدة سنة.',
    129,
    119,
    15,
  ),
  p(
    'wireless-earbuds',
    'accessories',
    'Wireless Earbuds',
    'سماعات أذن لاسلكية',
    'Bluetooth earbuds with charging case and 24 hours of play.',
    'سماعات بلوتوث مع علبة شحن وتشغيل حتى 24 ساعة.',
    19.9,
    null,
    40,
  ),
  p(
    'fast-charger',
    'accessories',
    'Fast Charger 25 W',
    'شاحن سريع 25 واط',
    'USB-C wall charger with cable.',
    'شاحن جداري بمنفذ USB-C مع كابل.',
    6.5,
    null,
    65,
  ),
  p(
    'power-bank',
    'accessories',
    'Power Bank 20000 mAh',
    'شاحن متنقل 20000 مللي أمبير',
    'Charges a phone up to four times.',
    'يشحن الهاتف حتى أربع مرات.',
    11,
    9.5,
    35,
  ),
  p(
    'split-ac',
    'home-appliances',
    'Split Air Conditioner 1.5 Ton',
    'مكيّف سبليت 1.5 طن',
    'Energy-saving inverter AC, installation included in Sohar.',
    'مكيّف إنفرتر موفّر للطاقة، والتركيب مجاني داخل صحار.',
    189,
    null,
    6,
  ),
  p(
    'electric-kettle',
    'home-appliances',
    'Electric Kettle 1.7 L',
    'غلاية كهربائية 1.7 لتر',
    'Stainless-steel kettle with automatic shut-off.',
    'غلاية من الستانلس ستيل بإطفاء تلقائي.',
    8.75,
    null,
    0,
  ),
  // Nizwa Dates & Halwa
  p(
    'saffron-halwa',
    'omani-halwa',
    'Omani Halwa with Saffron (1 kg)',
    'حلوى عمانية بالزعفران (1 كغ)',
    'Made in copper pots with saffron, rose water and cardamom.',
    'تُطبخ في قدور النحاس بالزعفران وماء الورد والهيل.',
    6,
    5.5,
    50,
  ),
  p(
    'nut-halwa',
    'omani-halwa',
    'Omani Halwa with Nuts (500 g)',
    'حلوى عمانية بالمكسرات (500 غ)',
    'Classic halwa topped with cashews and almonds.',
    'حلوى تقليدية مزيّنة بالكاجو واللوز.',
    3.5,
    null,
    70,
  ),
  p(
    'khalas-dates',
    'dates',
    'Khalas Dates (1 kg)',
    'تمر خلاص (1 كغ)',
    'Soft, caramel-sweet Khalas dates.',
    'تمر خلاص طري بطعم الكراميل.',
    2.5,
    null,
    90,
  ),
  p(
    'fard-dates',
    'dates',
    'Fard Dates (1 kg)',
    'تمر فرض (1 كغ)',
    'The everyday Omani date, firm and not too sweet.',
    'التمر العماني اليومي، متماسك ومعتدل الحلاوة.',
    1.8,
    null,
    120,
  ),
  p(
    'date-syrup',
    'dates',
    'Date Syrup (500 g)',
    'دبس التمر (500 غ)',
    'Pure date syrup, no added sugar.',
    'دبس تمر طبيعي بدون سكر مضاف.',
    1.6,
    null,
    55,
  ),
  // Luban Gifts & Perfumes
  p(
    'hojari-frankincense',
    'frankincense-oud',
    'Hojari Frankincense (100 g)',
    'لبان حوجري (100 غ)',
    'Top-grade silver frankincense from the Dhofar mountains.',
    'لبان فضي من أجود الأنواع من جبال ظفار.',
    4.5,
    null,
    80,
  ),
  p(
    'clay-mabkhara',
    'frankincense-oud',
    'Clay Incense Burner (Mabkhara)',
    'مبخرة فخارية',
    'Hand-painted clay burner made in Bahla.',
    'مبخرة من الفخار مرسومة باليد، صُنعت في بهلاء.',
    3,
    null,
    40,
  ),
  p(
    'oud-oil',
    'frankincense-oud',
    'Oud Perfume Oil (12 ml)',
    'دهن عود (12 مل)',
    'Rich, long-lasting oud oil.',
    'دهن عود فاخر يدوم طويلًا.',
    15,
    12.5,
    25,
  ),
  p(
    'red-roses',
    'flowers',
    'Red Roses Bouquet (12 stems)',
    'باقة ورد أحمر (12 وردة)',
    'Twelve fresh red roses, wrapped and delivered the same day.',
    'اثنتا عشرة وردة حمراء طازجة، مغلّفة وتُوصَل في اليوم نفسه.',
    9,
    null,
    20,
  ),
  p(
    'eid-gift-box',
    'flowers',
    'Eid Gift Box',
    'صندوق هدايا العيد',
    'Halwa, dates, frankincense and a mabkhara in a gift box.',
    'حلوى وتمر ولبان ومبخرة في صندوق هدايا أنيق.',
    12,
    null,
    30,
  ),
];

export interface CouponSeed {
  readonly id: string;
  readonly titleEn: string;
  readonly titleAr: string;
  readonly code: string;
  readonly discountPercent: number;
  readonly type: 'general' | 'firstOrder';
  readonly totalCount: number;
  readonly usedCount: number;
  /** Days from now to the expiry date (negative: already expired). */
  readonly expiresInDays: number;
  readonly supplierId: string | null;
  readonly status: 'pending' | 'approved' | 'rejected';
  /** Days ago the coupon was created. */
  readonly createdDaysAgo: number;
}

export const COUPONS: readonly CouponSeed[] = [
  {
    id: 'coupon-welcome10',
    titleEn: 'Welcome discount',
    titleAr: 'خصم الترحيب',
    code: 'WELCOME10',
    discountPercent: 10,
    type: 'firstOrder',
    totalCount: 1000,
    usedCount: 214,
    expiresInDays: 120,
    supplierId: null,
    status: 'approved',
    createdDaysAgo: 85,
  },
  {
    id: 'coupon-weekend50',
    titleEn: 'Weekend flash sale',
    titleAr: 'تخفيضات نهاية الأسبوع',
    code: 'WEEKEND50',
    discountPercent: 50,
    type: 'general',
    totalCount: 50,
    usedCount: 12,
    expiresInDays: 3,
    supplierId: null,
    status: 'approved',
    createdDaysAgo: 2,
  },
  {
    id: 'coupon-nationalday20',
    titleEn: 'National Day celebration',
    titleAr: 'احتفال العيد الوطني',
    code: 'NATIONALDAY20',
    discountPercent: 20,
    type: 'general',
    totalCount: 500,
    usedCount: 61,
    expiresInDays: 21,
    supplierId: null,
    status: 'approved',
    createdDaysAgo: 10,
  },
  {
    id: 'coupon-eid25',
    titleEn: 'Eid offer',
    titleAr: 'عرض العيد',
    code: 'EID25',
    discountPercent: 25,
    type: 'general',
    totalCount: 300,
    usedCount: 288,
    expiresInDays: -40,
    supplierId: null,
    status: 'approved',
    createdDaysAgo: 75,
  },
  {
    id: 'coupon-ramadan15',
    titleEn: 'Ramadan Kareem',
    titleAr: 'رمضان كريم',
    code: 'RAMADAN15',
    discountPercent: 15,
    type: 'general',
    totalCount: 400,
    usedCount: 173,
    expiresInDays: -150,
    supplierId: null,
    status: 'approved',
    createdDaysAgo: 200,
  },
  {
    id: 'coupon-grill30',
    titleEn: 'Grill night',
    titleAr: 'ليلة المشاوي',
    code: 'GRILL30',
    discountPercent: 30,
    type: 'general',
    totalCount: 100,
    usedCount: 100,
    expiresInDays: 14,
    supplierId: 'supplier-002',
    status: 'approved',
    createdDaysAgo: 20,
  },
  {
    id: 'coupon-halwa5',
    titleEn: 'For halwa lovers',
    titleAr: 'لعشّاق الحلوى',
    code: 'HALWA5',
    discountPercent: 5,
    type: 'general',
    totalCount: 200,
    usedCount: 0,
    expiresInDays: 60,
    supplierId: 'supplier-005',
    status: 'pending',
    createdDaysAgo: 1,
  },
  {
    id: 'coupon-sohar8',
    titleEn: 'Sohar tech week',
    titleAr: 'أسبوع التقنية في صحار',
    code: 'SOHAR8',
    discountPercent: 8,
    type: 'general',
    totalCount: 150,
    usedCount: 0,
    expiresInDays: 30,
    supplierId: 'supplier-004',
    status: 'pending',
    createdDaysAgo: 3,
  },
  {
    id: 'coupon-pharma12',
    titleEn: 'Family health',
    titleAr: 'صحة العائلة',
    code: 'PHARMA12',
    discountPercent: 12,
    type: 'firstOrder',
    totalCount: 250,
    usedCount: 0,
    expiresInDays: 45,
    supplierId: 'supplier-003',
    status: 'rejected',
    createdDaysAgo: 9,
  },
];
