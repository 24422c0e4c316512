import type { TRole } from '@tour/shared';
import { LICENCE_STATUS } from '@tour/shared';
import type { TKycStatus } from '../domain-values';
import { SAMPLE_TOUR_COMPANY_NAME } from './sample-tour';

export type TDemoAccount = { email: string; password: string; role: TRole; label: string };

/** Sign-in accounts created by seedDemoData (never by the start-up seed alone). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', password: 'Admin123!', role: 'admin', label: 'Administrator' },
  {
    email: 'owner@demo.test',
    password: 'Demo1234!',
    role: 'wholesale_owner',
    label: 'Wholesale owner of Siam Horizon Travel (company, licence, tours, bookings)',
  },
  { email: 'agent@demo.test', password: 'Demo1234!', role: 'agent', label: 'Agent with no company yet' },
  { email: 'customer@demo.test', password: 'Demo1234!', role: 'customer', label: 'Customer with bookings' },
  {
    email: 'owner2@demo.test',
    password: 'Demo1234!',
    role: 'wholesale_owner',
    label: 'Wholesale owner of Andaman Blue Journeys',
  },
  { email: 'agent2@demo.test', password: 'Demo1234!', role: 'agent', label: 'Agent of Sakura Trails' },
] as const satisfies readonly TDemoAccount[];

export type TDemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];

export const DEMO_PROFILES: Record<TDemoEmail, { username: string; mobileNumber: string | null }> = {
  'admin@demo.test': { username: 'Demo Admin', mobileNumber: '+66800000001' },
  'owner@demo.test': { username: 'Niran Wongsakul', mobileNumber: '+66812345678' },
  'agent@demo.test': { username: 'Ploy Agent', mobileNumber: null },
  'customer@demo.test': { username: 'Malee Jaidee', mobileNumber: '+66898765432' },
  'owner2@demo.test': { username: 'Anan Srisuk', mobileNumber: '+66823456789' },
  'agent2@demo.test': { username: 'Kenji Sato', mobileNumber: '+66834567890' },
};

/** Appends the Thai mod-11 check digit to a 12-digit tax id. */
export function withThaiCheckDigit(first12: string): string {
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (13 - index), 0);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

export type TDemoCompanyKey = 'siam-horizon' | 'andaman-blue' | 'sakura-trails';

export type TDemoCompany = {
  key: TDemoCompanyKey;
  ownerEmail: TDemoEmail;
  licenseId: string;
  traderId: string;
  taxId: string;
  nameTh: string;
  nameEn: string;
  status: string;
  kycStatus: TKycStatus;
  phone: string;
  email: string;
  website: string;
  addressNumber: string;
  road: string;
  soi: string | null;
  subdistrict: string;
  district: string;
  province: string;
  zipcode: string;
  logoUrl: string;
  directors: string[];
  /** Days before the seed date the licence was issued (licences last 2 years). */
  issuedDaysAgo: number;
};

export const DEMO_COMPANIES: TDemoCompany[] = [
  {
    key: 'siam-horizon',
    ownerEmail: 'owner@demo.test',
    licenseId: '11/12345',
    traderId: 'TR-0105561',
    taxId: withThaiCheckDigit('010556112345'),
    nameTh: 'บริษัท สยามฮอไรซอน ทราเวล จำกัด',
    nameEn: SAMPLE_TOUR_COMPANY_NAME,
    status: LICENCE_STATUS.normal,
    kycStatus: 'verified',
    phone: '+6622345678',
    email: 'hello@siamhorizon.example',
    website: 'https://siamhorizon.example',
    addressNumber: '88/8',
    road: 'Sukhumvit Road',
    soi: 'Sukhumvit 21',
    subdistrict: 'Khlong Toei Nuea',
    district: 'Watthana',
    province: 'Bangkok',
    zipcode: '10110',
    logoUrl: '/media/logos/siam-horizon.svg',
    directors: ['Niran Wongsakul', 'Suda Wongsakul'],
    issuedDaysAgo: 200,
  },
  {
    key: 'andaman-blue',
    ownerEmail: 'owner2@demo.test',
    licenseId: '31/23456',
    traderId: 'TR-0835562',
    taxId: withThaiCheckDigit('083556223456'),
    nameTh: 'บริษัท อันดามัน บลู เจอร์นีย์ จำกัด',
    nameEn: 'Andaman Blue Journeys',
    status: LICENCE_STATUS.normal,
    kycStatus: 'verified',
    phone: '+6676123456',
    email: 'contact@andamanblue.example',
    website: 'https://andamanblue.example',
    addressNumber: '12',
    road: 'Thepkasattri Road',
    soi: null,
    subdistrict: 'Talat Yai',
    district: 'Mueang Phuket',
    province: 'Phuket',
    zipcode: '83000',
    logoUrl: '/media/logos/andaman-blue.svg',
    directors: ['Anan Srisuk'],
    issuedDaysAgo: 420,
  },
  {
    key: 'sakura-trails',
    ownerEmail: 'agent2@demo.test',
    licenseId: '51/34567',
    traderId: 'TR-0505563',
    taxId: withThaiCheckDigit('050556334567'),
    nameTh: 'บริษัท ซากุระ เทรลส์ จำกัด',
    nameEn: 'Sakura Trails',
    status: LICENCE_STATUS.normal,
    kycStatus: 'verified',
    phone: '+6653123456',
    email: 'trips@sakuratrails.example',
    website: 'https://sakuratrails.example',
    addressNumber: '5/2',
    road: 'Nimmanhaemin Road',
    soi: 'Nimman 9',
    subdistrict: 'Suthep',
    district: 'Mueang Chiang Mai',
    province: 'Chiang Mai',
    zipcode: '50200',
    logoUrl: '/media/logos/sakura-trails.svg',
    directors: ['Kenji Sato', 'Kanya Inthanon'],
    issuedDaysAgo: 90,
  },
];

export function formatCompanyAddress(company: TDemoCompany): string {
  return [
    company.addressNumber,
    company.soi ? `Soi ${company.soi.replace(/^Soi\s+/i, '')}` : null,
    company.road,
    company.subdistrict,
    company.district,
    company.province,
    company.zipcode,
  ]
    .filter(Boolean)
    .join(', ');
}
