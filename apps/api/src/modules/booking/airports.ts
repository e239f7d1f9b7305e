import type { BookingAirport } from '@portal/contracts/booking';
import type { CountryCode, OfficeLocation } from '@portal/contracts/constants';

const airport = (code: string, en: string, ar: string): BookingAirport => ({ code, city: { ar, en } });

/** Where a worker of each country flies from: the country's main international airport. */
export const DEPARTURE_AIRPORTS: Readonly<Partial<Record<CountryCode, BookingAirport>>> = {
  BGD: airport('DAC', 'Dhaka', 'دكا'),
  KHM: airport('PNH', 'Phnom Penh', 'بنوم بنه'),
  ETH: airport('ADD', 'Addis Ababa', 'أديس أبابا'),
  PHL: airport('MNL', 'Manila', 'مانيلا'),
  LKA: airport('CMB', 'Colombo', 'كولومبو'),
  UGA: airport('EBB', 'Entebbe', 'عنتيبي'),
  VNM: airport('HAN', 'Hanoi', 'هانوي'),
  EGY: airport('CAI', 'Cairo', 'القاهرة'),
  IND: airport('DEL', 'New Delhi', 'نيودلهي'),
  SOM: airport('MGQ', 'Mogadishu', 'مقديشو'),
  SDN: airport('PZU', 'Port Sudan', 'بورتسودان'),
  YEM: airport('ADE', 'Aden', 'عدن'),
  PAK: airport('ISB', 'Islamabad', 'إسلام آباد'),
  MAR: airport('CMN', 'Casablanca', 'الدار البيضاء'),
  THA: airport('BKK', 'Bangkok', 'بانكوك'),
  IDN: airport('CGK', 'Jakarta', 'جاكرتا'),
  BDI: airport('BJM', 'Bujumbura', 'بوجمبورا'),
  SLE: airport('FNA', 'Freetown', 'فريتاون'),
  KEN: airport('NBO', 'Nairobi', 'نيروبي'),
  TZA: airport('DAR', 'Dar es Salaam', 'دار السلام'),
};

/** Where the worker lands: the international airport of the employer's region. */
export const ARRIVAL_AIRPORTS: Readonly<Record<OfficeLocation, BookingAirport>> = {
  RIYADH: airport('RUH', 'Riyadh', 'الرياض'),
  JEDDAH: airport('JED', 'Jeddah', 'جدة'),
  EASTERN_PROVINCE: airport('DMM', 'Dammam', 'الدمام'),
};

const ALL = [...Object.values(DEPARTURE_AIRPORTS), ...Object.values(ARRIVAL_AIRPORTS)];

/** An airport by code, its city named by the code when the portal does not know it. */
export const airportOf = (code: string): BookingAirport =>
  ALL.find((item) => item.code === code) ?? airport(code, code, code);
