/**
 * Thai banks by the three-digit code the Bank of Thailand gives them, as a bank slip's mini QR names the sending
 * bank (DESIGN decision 33). The verification desk shows the name; a code not listed here is not a Thai bank
 * the product knows, and the embedded slip check refuses it.
 */
const THAI_BANKS: Readonly<Record<string, { short: string; name: string }>> = {
  '002': { short: 'BBL', name: 'Bangkok Bank' },
  '004': { short: 'KBANK', name: 'Kasikornbank' },
  '006': { short: 'KTB', name: 'Krung Thai Bank' },
  '011': { short: 'TTB', name: 'TMBThanachart Bank' },
  '014': { short: 'SCB', name: 'Siam Commercial Bank' },
  '017': { short: 'CITI', name: 'Citibank' },
  '018': { short: 'SMBC', name: 'Sumitomo Mitsui Banking Corporation' },
  '020': { short: 'SCBT', name: 'Standard Chartered Bank (Thai)' },
  '022': { short: 'CIMBT', name: 'CIMB Thai Bank' },
  '024': { short: 'UOBT', name: 'United Overseas Bank (Thai)' },
  '025': { short: 'BAY', name: 'Bank of Ayudhya (Krungsri)' },
  '030': { short: 'GSB', name: 'Government Savings Bank' },
  '031': { short: 'HSBC', name: 'HSBC' },
  '033': { short: 'GHB', name: 'Government Housing Bank' },
  '034': { short: 'BAAC', name: 'Bank for Agriculture and Agricultural Cooperatives' },
  '035': { short: 'EXIM', name: 'Export-Import Bank of Thailand' },
  '052': { short: 'BOC', name: 'Bank of China (Thai)' },
  '066': { short: 'ISBT', name: 'Islamic Bank of Thailand' },
  '067': { short: 'TISCO', name: 'TISCO Bank' },
  '069': { short: 'KKP', name: 'Kiatnakin Phatra Bank' },
  '070': { short: 'ICBCT', name: 'ICBC (Thai)' },
  '071': { short: 'TCD', name: 'Thai Credit Bank' },
  '073': { short: 'LHB', name: 'Land and Houses Bank' },
  '098': { short: 'SME', name: 'SME Development Bank' },
};

/** The sending bank's name for a slip's bank code ("Kasikornbank (KBANK)"), or null for a code not known. */
export function slipBankName(code: string): string | null {
  const bank = Object.hasOwn(THAI_BANKS, code) ? THAI_BANKS[code] : undefined;
  return bank ? `${bank.name} (${bank.short})` : null;
}
