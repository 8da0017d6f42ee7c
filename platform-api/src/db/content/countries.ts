import type { Localized } from '../../i18n/localized';

/** Countries and dialing codes offered by the country picker (spec §3 "Country"). */
export const COUNTRIES: readonly { countryCode: string; countryDialingCode: string; countryName: Localized }[] = [
  { countryCode: 'VN', countryDialingCode: '+84', countryName: { EN: 'Vietnam', VI: 'Việt Nam' } },
  { countryCode: 'TH', countryDialingCode: '+66', countryName: { EN: 'Thailand', VI: 'Thái Lan' } },
  { countryCode: 'ID', countryDialingCode: '+62', countryName: { EN: 'Indonesia', VI: 'Indonesia' } },
  { countryCode: 'CN', countryDialingCode: '+86', countryName: { EN: 'China', VI: 'Trung Quốc' } },
  { countryCode: 'PH', countryDialingCode: '+63', countryName: { EN: 'Philippines', VI: 'Philippines' } },
  { countryCode: 'MY', countryDialingCode: '+60', countryName: { EN: 'Malaysia', VI: 'Malaysia' } },
  { countryCode: 'SG', countryDialingCode: '+65', countryName: { EN: 'Singapore', VI: 'Singapore' } },
  { countryCode: 'KH', countryDialingCode: '+855', countryName: { EN: 'Cambodia', VI: 'Campuchia' } },
  { countryCode: 'IN', countryDialingCode: '+91', countryName: { EN: 'India', VI: 'Ấn Độ' } },
  { countryCode: 'BD', countryDialingCode: '+880', countryName: { EN: 'Bangladesh', VI: 'Bangladesh' } },
  { countryCode: 'KR', countryDialingCode: '+82', countryName: { EN: 'South Korea', VI: 'Hàn Quốc' } },
  { countryCode: 'JP', countryDialingCode: '+81', countryName: { EN: 'Japan', VI: 'Nhật Bản' } },
  { countryCode: 'US', countryDialingCode: '+1', countryName: { EN: 'United States', VI: 'Hoa Kỳ' } },
];
