import type { CountryCode } from '@portal/contracts/constants';

export type CountrySeed = {
  code3: CountryCode;
  nameEn: string;
  nameAr: string;
  nationalityEn: string;
  nationalityAr: string;
};

/** Spec section 6: the supported countries. */
export const COUNTRY_SEEDS: CountrySeed[] = [
  {
    code3: 'BGD',
    nameEn: 'Bangladesh',
    nameAr: 'بنغلاديش',
    nationalityEn: 'Bangladeshi',
    nationalityAr: 'بنغلاديشي',
  },
  {
    code3: 'KHM',
    nameEn: 'Cambodia',
    nameAr: 'كمبوديا',
    nationalityEn: 'Cambodian',
    nationalityAr: 'كمبودي',
  },
  {
    code3: 'ETH',
    nameEn: 'Ethiopia',
    nameAr: 'إثيوبيا',
    nationalityEn: 'Ethiopian',
    nationalityAr: 'إثيوبي',
  },
  {
    code3: 'PHL',
    nameEn: 'Philippines',
    nameAr: 'الفلبين',
    nationalityEn: 'Filipino',
    nationalityAr: 'فلبيني',
  },
  {
    code3: 'LKA',
    nameEn: 'Sri Lanka',
    nameAr: 'سريلانكا',
    nationalityEn: 'Sri Lankan',
    nationalityAr: 'سريلانكي',
  },
  { code3: 'UGA', nameEn: 'Uganda', nameAr: 'أوغندا', nationalityEn: 'Ugandan', nationalityAr: 'أوغندي' },
  {
    code3: 'VNM',
    nameEn: 'Vietnam',
    nameAr: 'فيتنام',
    nationalityEn: 'Vietnamese',
    nationalityAr: 'فيتنامي',
  },
  { code3: 'EGY', nameEn: 'Egypt', nameAr: 'مصر', nationalityEn: 'Egyptian', nationalityAr: 'مصري' },
  { code3: 'IND', nameEn: 'India', nameAr: 'الهند', nationalityEn: 'Indian', nationalityAr: 'هندي' },
  { code3: 'SOM', nameEn: 'Somalia', nameAr: 'الصومال', nationalityEn: 'Somali', nationalityAr: 'صومالي' },
  {
    code3: 'SAU',
    nameEn: 'Saudi Arabia',
    nameAr: 'المملكة العربية السعودية',
    nationalityEn: 'Saudi',
    nationalityAr: 'سعودي',
  },
  { code3: 'SDN', nameEn: 'Sudan', nameAr: 'السودان', nationalityEn: 'Sudanese', nationalityAr: 'سوداني' },
  { code3: 'YEM', nameEn: 'Yemen', nameAr: 'اليمن', nationalityEn: 'Yemeni', nationalityAr: 'يمني' },
  {
    code3: 'PAK',
    nameEn: 'Pakistan',
    nameAr: 'باكستان',
    nationalityEn: 'Pakistani',
    nationalityAr: 'باكستاني',
  },
  { code3: 'MAR', nameEn: 'Morocco', nameAr: 'المغرب', nationalityEn: 'Moroccan', nationalityAr: 'مغربي' },
  { code3: 'THA', nameEn: 'Thailand', nameAr: 'تايلاند', nationalityEn: 'Thai', nationalityAr: 'تايلاندي' },
  {
    code3: 'IDN',
    nameEn: 'Indonesia',
    nameAr: 'إندونيسيا',
    nationalityEn: 'Indonesian',
    nationalityAr: 'إندونيسي',
  },
  {
    code3: 'BDI',
    nameEn: 'Burundi',
    nameAr: 'بوروندي',
    nationalityEn: 'Burundian',
    nationalityAr: 'بوروندي',
  },
  {
    code3: 'SLE',
    nameEn: 'Sierra Leone',
    nameAr: 'سيراليون',
    nationalityEn: 'Sierra Leonean',
    nationalityAr: 'سيراليوني',
  },
  { code3: 'KEN', nameEn: 'Kenya', nameAr: 'كينيا', nationalityEn: 'Kenyan', nationalityAr: 'كيني' },
  {
    code3: 'TZA',
    nameEn: 'Tanzania',
    nameAr: 'تنزانيا',
    nationalityEn: 'Tanzanian',
    nationalityAr: 'تنزاني',
  },
];

/** The kingdom receives workers; it is not a sending country. */
export const countryFlags = (code3: CountryCode) => ({
  activeForRecruitment: code3 !== 'SAU',
  usesApprovalFlow: code3 === 'PHL',
  careerRequiredInFilters: code3 !== 'IDN',
});
