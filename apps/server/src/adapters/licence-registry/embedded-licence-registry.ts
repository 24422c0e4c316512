import { DEMO_COMPANIES } from '@tour/db/seed';
import type { TClock } from '../../clock';
import type { TLicenceRegistry, TRegistryLicence } from './licence-registry';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Licences last two years (domain-facts section 1). */
const LICENCE_DAYS = 730;

/** What materialise derives from a sample's dates and directors. */
type TDerived =
  | 'issueDate'
  | 'expiryDate'
  | 'complaints'
  | 'kycDocuments'
  | 'requesterType'
  | 'requesterName'
  | 'identityNumber'
  | 'requestDate'
  | 'approveDate'
  | 'registrationHistory'
  | 'otherOffices';

type TSample = Omit<TRegistryLicence, TDerived> & {
  /** Days before today the licence was issued: an active sample stays active and an expired one expired. */
  issuedDaysAgo: number;
  complaints: { daysAgo: number; detail: string }[];
  otherOffices?: TRegistryLicence['otherOffices'];
};

/** Applications take about three weeks between request and approval. */
const REQUEST_TO_APPROVAL_DAYS = 21;

const GENERAL = 'ทั่วไป (General)';

/** The three demo companies' licences, exactly as the demo data has them (one source of truth). */
const DEMO_SAMPLES: TSample[] = DEMO_COMPANIES.map((company) => ({
  licenseId: company.licenseId,
  status: company.status,
  companyNameTh: company.nameTh,
  companyNameEn: company.nameEn,
  traderId: company.traderId,
  taxId: company.taxId,
  email: company.email,
  phone: company.phone,
  website: company.website,
  businessType: GENERAL,
  addressNumber: company.addressNumber,
  road: company.road,
  soi: company.soi,
  subdistrict: company.subdistrict,
  district: company.district,
  province: company.province,
  zipcode: company.zipcode,
  directors: company.directors.map((name, index) => ({ name, position: index === 0 ? 'กรรมการผู้จัดการ' : 'กรรมการ' })),
  complaints: [],
  issuedDaysAgo: company.issuedDaysAgo,
}));

/**
 * Licences no company has registered yet: the demo registers one of them (README, "Register a company
 * (demo)"). The first two are on the committed sample certificates in docs/demo-licences.
 */
export const UNLINKED_SAMPLES: TSample[] = [
  {
    licenseId: '12/04518',
    status: 'ปกติ',
    companyNameTh: 'บริษัท เจ้าพระยา เอ็กซ์พลอเรอร์ จำกัด',
    companyNameEn: 'Chao Phraya Explorer Co., Ltd.',
    traderId: 'TR-0105556',
    taxId: '0105556045185',
    email: 'licence@chaophrayaexplorer.example',
    phone: '+6621234567',
    website: 'https://chaophrayaexplorer.example',
    businessType: 'นำเที่ยวจากต่างประเทศ (Inbound)',
    addressNumber: '245',
    road: 'Charoen Krung Road',
    soi: 'Charoen Krung 30',
    subdistrict: 'Bang Rak',
    district: 'Bang Rak',
    province: 'Bangkok',
    zipcode: '10500',
    otherOffices: [
      { name: 'Ayutthaya branch', address: '88 U Thong Road, Pratu Chai, Ayutthaya 13000', phone: '+6635123456' },
    ],
    directors: [
      { name: 'Somchai Rattanakul', position: 'กรรมการผู้จัดการ' },
      { name: 'Pimchanok Rattanakul', position: 'กรรมการ' },
    ],
    complaints: [],
    issuedDaysAgo: 150,
  },
  {
    licenseId: '21/05530',
    status: 'ปกติ',
    companyNameTh: 'บริษัท ลานนา ดิสคัฟเวอรี่ ทัวร์ จำกัด',
    companyNameEn: 'Lanna Discovery Tours Co., Ltd.',
    traderId: 'TR-0505558',
    taxId: '0505558055303',
    email: 'office@lannadiscovery.example',
    phone: '+6653221100',
    website: 'https://lannadiscovery.example',
    businessType: GENERAL,
    addressNumber: '19/3',
    road: 'Huay Kaew Road',
    soi: null,
    subdistrict: 'Chang Phueak',
    district: 'Mueang Chiang Mai',
    province: 'Chiang Mai',
    zipcode: '50300',
    directors: [{ name: 'Arthit Kaewmanee', position: 'กรรมการผู้จัดการ' }],
    complaints: [{ daysAgo: 60, detail: 'ลูกค้าแจ้งว่ารถรับส่งมาช้ากว่านัด 40 นาที (ไกล่เกลี่ยแล้ว)' }],
    issuedDaysAgo: 300,
  },
  {
    licenseId: '14/07788',
    status: 'ปกติ',
    companyNameTh: 'บริษัท สุขสันต์ ฮอลิเดย์ จำกัด',
    companyNameEn: 'Suksan Holidays Co., Ltd.',
    traderId: 'TR-0105562',
    taxId: '0105562077883',
    email: 'admin@suksanholidays.example',
    phone: '+6629876543',
    website: null,
    businessType: 'ในประเทศ (Domestic)',
    addressNumber: '99/12',
    road: 'Ratchadaphisek Road',
    soi: null,
    subdistrict: 'Din Daeng',
    district: 'Din Daeng',
    province: 'Bangkok',
    zipcode: '10400',
    directors: [{ name: 'Wanida Suksan', position: 'กรรมการผู้จัดการ' }],
    complaints: [],
    issuedDaysAgo: 40,
  },
  {
    licenseId: '33/11208',
    status: 'ปกติ',
    companyNameTh: 'บริษัท กระบี่ ซี คายัค จำกัด',
    companyNameEn: 'Krabi Sea Kayak Co., Ltd.',
    traderId: 'TR-0835563',
    taxId: '0835563112082',
    email: 'paddle@krabiseakayak.example',
    phone: '+6675612345',
    website: 'https://krabiseakayak.example',
    businessType: 'เฉพาะพื้นที่ (Specific area)',
    addressNumber: '7',
    road: 'Ao Nang Road',
    soi: null,
    subdistrict: 'Ao Nang',
    district: 'Mueang Krabi',
    province: 'Krabi',
    zipcode: '81180',
    directors: [
      { name: 'Chalerm Thongdee', position: 'กรรมการผู้จัดการ' },
      { name: 'Emma Thongdee', position: 'กรรมการ' },
    ],
    complaints: [],
    issuedDaysAgo: 500,
  },
  {
    licenseId: '41/01122',
    status: 'ปกติ',
    companyNameTh: 'บริษัท อีสาน เฮอริเทจ เทรลส์ จำกัด',
    companyNameEn: 'Isan Heritage Trails Co., Ltd.',
    traderId: 'TR-0405557',
    taxId: '0405557011222',
    email: 'hello@isanheritage.example',
    phone: '+6643241234',
    website: null,
    businessType: 'ในประเทศ (Domestic)',
    addressNumber: '300',
    road: 'Mittraphap Road',
    soi: null,
    subdistrict: 'Nai Mueang',
    district: 'Mueang Khon Kaen',
    province: 'Khon Kaen',
    zipcode: '40000',
    directors: [{ name: 'Kittisak Phromma', position: 'กรรมการผู้จัดการ' }],
    complaints: [],
    issuedDaysAgo: 700,
  },
  {
    licenseId: '12/08890',
    status: 'ปกติ',
    companyNameTh: 'บริษัท บางกอก แฟมิลี่ ทัวร์ส จำกัด',
    companyNameEn: 'Bangkok Family Tours Co., Ltd.',
    traderId: 'TR-0105564',
    taxId: '0105564088904',
    email: 'team@bangkokfamilytours.example',
    phone: '+6627778888',
    website: 'https://bangkokfamilytours.example',
    businessType: 'นำเที่ยวจากต่างประเทศ (Inbound)',
    addressNumber: '1/1',
    road: 'Rama IV Road',
    soi: null,
    subdistrict: 'Lumphini',
    district: 'Pathum Wan',
    province: 'Bangkok',
    zipcode: '10330',
    directors: [{ name: 'Napat Chaiyaporn', position: 'กรรมการผู้จัดการ' }],
    complaints: [],
    issuedDaysAgo: 10,
  },
  {
    licenseId: '13/02290',
    status: 'ระงับ',
    companyNameTh: 'บริษัท ฟ้าใส ทราเวล จำกัด',
    companyNameEn: 'Fah Sai Travel Co., Ltd.',
    traderId: 'TR-0105559',
    taxId: '0105559022909',
    email: 'contact@fahsaitravel.example',
    phone: '+6623334444',
    website: null,
    businessType: 'เฉพาะพื้นที่ (Specific area)',
    addressNumber: '58',
    road: 'Phahonyothin Road',
    soi: 'Phahonyothin 7',
    subdistrict: 'Samsen Nai',
    district: 'Phaya Thai',
    province: 'Bangkok',
    zipcode: '10400',
    directors: [{ name: 'Surachai Fahsai', position: 'กรรมการผู้จัดการ' }],
    complaints: [
      { daysAgo: 120, detail: 'ยกเลิกทัวร์โดยไม่คืนเงินมัดจำให้ลูกค้า 12 ราย' },
      { daysAgo: 95, detail: 'ไม่จัดมัคคุเทศก์ตามที่ระบุในรายการนำเที่ยว' },
    ],
    issuedDaysAgo: 400,
  },
  {
    licenseId: '11/03345',
    status: 'หมดอายุ',
    companyNameTh: 'บริษัท ทองคำ ทัวร์ จำกัด',
    companyNameEn: 'Thongkham Tour Co., Ltd.',
    traderId: 'TR-0105554',
    taxId: '0105554033457',
    email: 'info@thongkhamtour.example',
    phone: '+6624445555',
    website: null,
    businessType: GENERAL,
    addressNumber: '12',
    road: 'Silom Road',
    soi: 'Silom 5',
    subdistrict: 'Suriyawong',
    district: 'Bang Rak',
    province: 'Bangkok',
    zipcode: '10500',
    directors: [{ name: 'Prasert Thongkham', position: 'กรรมการผู้จัดการ' }],
    complaints: [],
    issuedDaysAgo: 800,
  },
  {
    licenseId: '22/06671',
    status: 'หมดอายุตามกฎหมาย',
    companyNameTh: 'บริษัท ดอยงาม ทราเวล จำกัด',
    companyNameEn: 'Doi Ngam Travel Co., Ltd.',
    traderId: 'TR-0505553',
    taxId: '0505553066714',
    email: 'doingam@doingamtravel.example',
    phone: '+6653445566',
    website: null,
    businessType: 'นำเที่ยวจากต่างประเทศ (Inbound)',
    addressNumber: '4',
    road: 'Chotana Road',
    soi: null,
    subdistrict: 'Chang Phueak',
    district: 'Mueang Chiang Mai',
    province: 'Chiang Mai',
    zipcode: '50300',
    directors: [{ name: 'Boonmee Doingam', position: 'กรรมการผู้จัดการ' }],
    complaints: [],
    issuedDaysAgo: 1200,
  },
];

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A sample as the registry would answer today: dates counted back from the clock. */
function materialise(sample: TSample, now: Date): TRegistryLicence {
  const { issuedDaysAgo, complaints, otherOffices, ...rest } = sample;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const issued = new Date(today - issuedDaysAgo * DAY_MS);
  const expiry = new Date(issued.getTime() + LICENCE_DAYS * DAY_MS);
  const requested = new Date(issued.getTime() - REQUEST_TO_APPROVAL_DAYS * DAY_MS);
  return {
    ...rest,
    issueDate: isoDate(issued),
    expiryDate: isoDate(expiry),
    // Every sample is a company (juristic person): its identity number is its tax id.
    requesterType: 'นิติบุคคล',
    requesterName: rest.directors[0]?.name ?? null,
    identityNumber: rest.taxId,
    requestDate: isoDate(requested),
    approveDate: isoDate(issued),
    registrationHistory: [
      { date: isoDate(requested), detail: 'ยื่นคำขอรับใบอนุญาต' },
      { date: isoDate(issued), detail: 'ออกใบอนุญาต' },
    ],
    otherOffices: otherOffices ?? [],
    complaints: complaints.map((complaint) => ({
      date: isoDate(new Date(today - complaint.daysAgo * DAY_MS)),
      detail: complaint.detail,
    })),
    kycDocuments: [
      {
        type: 'license_certificate',
        fileName: `license-${sample.licenseId.replace('/', '-')}.pdf`,
        versionYear: issued.getUTCFullYear(),
      },
      { type: 'company_registration', fileName: 'company-affidavit.pdf', versionYear: issued.getUTCFullYear() },
    ],
  };
}

const ALL_SAMPLES = [...DEMO_SAMPLES, ...UNLINKED_SAMPLES];

/** Every sample licence as of `now` (the HTTP test peer serves the same records). */
export function sampleLicences(now: Date): TRegistryLicence[] {
  return ALL_SAMPLES.map((sample) => materialise(sample, now));
}

/** The embedded default registry: a dozen sample licences, no network. */
export function createEmbeddedLicenceRegistry(clock: TClock): TLicenceRegistry {
  return {
    description: `embedded sample registry (${ALL_SAMPLES.length} licences)`,
    async findLicence(licenseId) {
      const sample = ALL_SAMPLES.find((candidate) => candidate.licenseId === licenseId);
      return sample ? materialise(sample, clock.now()) : null;
    },
  };
}
