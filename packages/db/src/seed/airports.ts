export type TAirport = { code: string; name: string; utcOffset: string };

/** Fixed offsets (standard time) are enough for sample schedules. */
export const AIRPORTS = {
  BKK: { code: 'BKK', name: 'Suvarnabhumi Airport', utcOffset: '+07:00' },
  MLE: { code: 'MLE', name: 'Velana International Airport', utcOffset: '+05:00' },
  ATH: { code: 'ATH', name: 'Athens International Airport', utcOffset: '+02:00' },
  DPS: { code: 'DPS', name: 'Ngurah Rai International Airport', utcOffset: '+08:00' },
  KIX: { code: 'KIX', name: 'Kansai International Airport', utcOffset: '+09:00' },
  VCE: { code: 'VCE', name: 'Venice Marco Polo Airport', utcOffset: '+01:00' },
  CNX: { code: 'CNX', name: 'Chiang Mai International Airport', utcOffset: '+07:00' },
  HKT: { code: 'HKT', name: 'Phuket International Airport', utcOffset: '+07:00' },
  ZRH: { code: 'ZRH', name: 'Zurich Airport', utcOffset: '+01:00' },
  CDG: { code: 'CDG', name: 'Paris Charles de Gaulle Airport', utcOffset: '+01:00' },
  IST: { code: 'IST', name: 'Istanbul Airport', utcOffset: '+03:00' },
  CTS: { code: 'CTS', name: 'New Chitose Airport', utcOffset: '+09:00' },
  KBV: { code: 'KBV', name: 'Krabi International Airport', utcOffset: '+07:00' },
} as const satisfies Record<string, TAirport>;
