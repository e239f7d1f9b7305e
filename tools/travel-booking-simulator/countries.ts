/** The partner's country list: ISO 3166 codes with English and Arabic names. */
export type PartnerCountry = { iso3: string; iso2: string; nameEn: string; nameAr: string };

export const PARTNER_COUNTRIES: readonly PartnerCountry[] = [
  { iso3: 'BGD', iso2: 'BD', nameEn: 'Bangladesh', nameAr: 'بنغلاديش' },
  { iso3: 'BDI', iso2: 'BI', nameEn: 'Burundi', nameAr: 'بوروندي' },
  { iso3: 'EGY', iso2: 'EG', nameEn: 'Egypt', nameAr: 'مصر' },
  { iso3: 'ETH', iso2: 'ET', nameEn: 'Ethiopia', nameAr: 'إثيوبيا' },
  { iso3: 'IDN', iso2: 'ID', nameEn: 'Indonesia', nameAr: 'إندونيسيا' },
  { iso3: 'IND', iso2: 'IN', nameEn: 'India', nameAr: 'الهند' },
  { iso3: 'KEN', iso2: 'KE', nameEn: 'Kenya', nameAr: 'كينيا' },
  { iso3: 'KHM', iso2: 'KH', nameEn: 'Cambodia', nameAr: 'كمبوديا' },
  { iso3: 'LKA', iso2: 'LK', nameEn: 'Sri Lanka', nameAr: 'سريلانكا' },
  { iso3: 'MAR', iso2: 'MA', nameEn: 'Morocco', nameAr: 'المغرب' },
  { iso3: 'PAK', iso2: 'PK', nameEn: 'Pakistan', nameAr: 'باكستان' },
  { iso3: 'PHL', iso2: 'PH', nameEn: 'Philippines', nameAr: 'الفلبين' },
  { iso3: 'SAU', iso2: 'SA', nameEn: 'Saudi Arabia', nameAr: 'المملكة العربية السعودية' },
  { iso3: 'SDN', iso2: 'SD', nameEn: 'Sudan', nameAr: 'السودان' },
  { iso3: 'SLE', iso2: 'SL', nameEn: 'Sierra Leone', nameAr: 'سيراليون' },
  { iso3: 'SOM', iso2: 'SO', nameEn: 'Somalia', nameAr: 'الصومال' },
  { iso3: 'THA', iso2: 'TH', nameEn: 'Thailand', nameAr: 'تايلاند' },
  { iso3: 'TZA', iso2: 'TZ', nameEn: 'Tanzania', nameAr: 'تنزانيا' },
  { iso3: 'UGA', iso2: 'UG', nameEn: 'Uganda', nameAr: 'أوغندا' },
  { iso3: 'VNM', iso2: 'VN', nameEn: 'Vietnam', nameAr: 'فيتنام' },
  { iso3: 'YEM', iso2: 'YE', nameEn: 'Yemen', nameAr: 'اليمن' },
];
