/** Omani cities and areas of the seed (collections `cities` and `areas`). */

export interface CitySeed {
  readonly id: string;
  readonly nameEn: string;
  readonly nameAr: string;
  /** Radius around the supplier, in metres (spec §3 City). */
  readonly radiusMeters: number;
}

export interface AreaSeed {
  readonly id: string;
  readonly cityId: string;
  readonly nameEn: string;
  readonly nameAr: string;
}

export const CITIES: readonly CitySeed[] = [
  { id: 'city-muscat', nameEn: 'Muscat', nameAr: 'مسقط', radiusMeters: 15000 },
  { id: 'city-salalah', nameEn: 'Salalah', nameAr: 'صلالة', radiusMeters: 10000 },
  { id: 'city-sohar', nameEn: 'Sohar', nameAr: 'صحار', radiusMeters: 10000 },
  { id: 'city-nizwa', nameEn: 'Nizwa', nameAr: 'نزوى', radiusMeters: 8000 },
  { id: 'city-sur', nameEn: 'Sur', nameAr: 'صور', radiusMeters: 8000 },
  { id: 'city-ibri', nameEn: 'Ibri', nameAr: 'عبري', radiusMeters: 7000 },
  { id: 'city-barka', nameEn: 'Barka', nameAr: 'بركاء', radiusMeters: 9000 },
  { id: 'city-rustaq', nameEn: 'Rustaq', nameAr: 'الرستاق', radiusMeters: 7000 },
  { id: 'city-buraimi', nameEn: 'Al Buraimi', nameAr: 'البريمي', radiusMeters: 7000 },
  { id: 'city-khasab', nameEn: 'Khasab', nameAr: 'خصب', radiusMeters: 5000 },
];

const area = (cityId: string, slug: string, nameEn: string, nameAr: string): AreaSeed => ({
  id: `area-${slug}`,
  cityId,
  nameEn,
  nameAr,
});

export const AREAS: readonly AreaSeed[] = [
  area('city-muscat', 'al-khuwair', 'Al Khuwair', 'الخوير'),
  area('city-muscat', 'ruwi', 'Ruwi', 'روي'),
  area('city-muscat', 'qurum', 'Qurum', 'القرم'),
  area('city-muscat', 'al-mawaleh', 'Al Mawaleh', 'الموالح'),
  area('city-muscat', 'seeb', 'Seeb', 'السيب'),
  area('city-muscat', 'al-ghubrah', 'Al Ghubrah', 'الغبرة'),
  area('city-muscat', 'bawshar', 'Bawshar', 'بوشر'),
  area('city-muscat', 'muttrah', 'Muttrah', 'مطرح'),
  area('city-muscat', 'al-amerat', 'Al Amerat', 'العامرات'),
  area('city-muscat', 'al-khoud', 'Al Khoud', 'الخوض'),
  area('city-muscat', 'madinat-sultan-qaboos', 'Madinat Sultan Qaboos', 'مدينة السلطان قابوس'),
  area('city-salalah', 'al-saada', 'Al Saada', 'السعادة'),
  area('city-salalah', 'al-dahariz', 'Al Dahariz', 'الدهاريز'),
  area('city-salalah', 'al-haffa', 'Al Haffa', 'الحافة'),
  area('city-salalah', 'awqad', 'Awqad', 'عوقد'),
  area('city-sohar', 'falaj-al-qabail', 'Falaj Al Qabail', 'فلج القبائل'),
  area('city-sohar', 'al-hambar', 'Al Hambar', 'الهمبار'),
  area('city-sohar', 'al-tareef', 'Al Tareef', 'الطريف'),
  area('city-nizwa', 'firq', 'Firq', 'فرق'),
  area('city-nizwa', 'birkat-al-mouz', 'Birkat Al Mouz', 'بركة الموز'),
  area('city-nizwa', 'tanuf', 'Tanuf', 'تنوف'),
  area('city-sur', 'al-ayjah', 'Al Ayjah', 'العيجة'),
  area('city-sur', 'bilad-sur', 'Bilad Sur', 'بلاد صور'),
  area('city-ibri', 'al-araqi', 'Al Araqi', 'العراقي'),
  area('city-barka', 'al-rumais', 'Al Rumais', 'الرميس'),
  area('city-barka', 'al-sawadi', 'Al Sawadi', 'السوادي'),
  area('city-rustaq', 'al-hazm', 'Al Hazm', 'الحزم'),
  area('city-buraimi', 'al-khadra', 'Al Khadra', 'الخضراء'),
  area('city-khasab', 'bukha', 'Bukha', 'بخا'),
];

/** First names (English, Arabic) used for customers and riders. */
export const MALE_NAMES: readonly (readonly [string, string])[] = [
  ['Ahmed', 'أحمد'],
  ['Mohammed', 'محمد'],
  ['Salim', 'سالم'],
  ['Said', 'سعيد'],
  ['Khalid', 'خالد'],
  ['Hamed', 'حامد'],
  ['Sultan', 'سلطان'],
  ['Saif', 'سيف'],
  ['Nasser', 'ناصر'],
  ['Abdullah', 'عبدالله'],
  ['Khalfan', 'خلفان'],
  ['Hilal', 'هلال'],
  ['Talal', 'طلال'],
  ['Yousuf', 'يوسف'],
  ['Mazin', 'مازن'],
  ['Faisal', 'فيصل'],
  ['Badr', 'بدر'],
  ['Hamood', 'حمود'],
  ['Rashid', 'راشد'],
  ['Ali', 'علي'],
];

export const FEMALE_NAMES: readonly (readonly [string, string])[] = [
  ['Fatma', 'فاطمة'],
  ['Maryam', 'مريم'],
  ['Zainab', 'زينب'],
  ['Shamsa', 'شمسة'],
  ['Muna', 'منى'],
  ['Buthaina', 'بثينة'],
  ['Huda', 'هدى'],
  ['Salma', 'سلمى'],
  ['Asma', 'أسماء'],
  ['Rahma', 'رحمة'],
  ['Amal', 'أمل'],
  ['Khadija', 'خديجة'],
  ['Laila', 'ليلى'],
  ['Thuraya', 'ثريا'],
];

export const FAMILY_NAMES: readonly (readonly [string, string])[] = [
  ['Al-Harthy', 'الحارثي'],
  ['Al-Busaidi', 'البوسعيدي'],
  ['Al-Hinai', 'الهنائي'],
  ['Al-Rawahi', 'الرواحي'],
  ['Al-Kindi', 'الكندي'],
  ['Al-Lawati', 'اللواتي'],
  ['Al-Maskari', 'المسكري'],
  ['Al-Habsi', 'الحبسي'],
  ['Al-Siyabi', 'السيابي'],
  ['Al-Shukaili', 'الشكيلي'],
  ['Al-Riyami', 'الريامي'],
  ['Al-Farsi', 'الفارسي'],
  ['Al-Amri', 'العامري'],
  ['Al-Ghafri', 'الغافري'],
  ['Al-Saadi', 'السعدي'],
  ['Al-Mahrooqi', 'المحروقي'],
  ['Al-Jabri', 'الجابري'],
  ['Al-Hashmi', 'الهاشمي'],
  ['Al-Wahaibi', 'الوهيبي'],
  ['Al-Mukhaini', 'المخيني'],
  ['Al-Zadjali', 'الزدجالي'],
  ['Al-Balushi', 'البلوشي'],
];
