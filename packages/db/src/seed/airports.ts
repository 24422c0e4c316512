import { findAirport, type TAirportInfo } from '@tour/shared';

export type TAirport = TAirportInfo;

function known(code: string): TAirport {
  const airport = findAirport(code);
  if (!airport) throw new Error(`The airport map has no ${code}`);
  return airport;
}

/**
 * The airports the demo flights use, from the one airport map (packages/shared): a flight's UTC offsets come
 * from the airport's zone on its date, summer time included (DESIGN decision 18).
 */
export const AIRPORTS = {
  BKK: known('BKK'),
  MLE: known('MLE'),
  ATH: known('ATH'),
  DPS: known('DPS'),
  KIX: known('KIX'),
  VCE: known('VCE'),
  CNX: known('CNX'),
  HKT: known('HKT'),
  ZRH: known('ZRH'),
  CDG: known('CDG'),
  IST: known('IST'),
  CTS: known('CTS'),
  KBV: known('KBV'),
} as const satisfies Record<string, TAirport>;
