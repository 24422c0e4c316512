/**
 * The SKU scheme (2-operator.md section 9): the first 3 letters of the company name (upper case, no
 * spaces), the outbound arrival code, the duration in 2 digits, the outbound airline code, the first
 * date's month and day, and a 2-character suffix that runs 00-99 then A0-ZZ.
 */

export type TSkuInput = {
  companyName: string;
  arrivalCode: string;
  durationDays: number;
  airlineCode: string;
  /** 'YYYY-MM-DD' */
  firstDate: string;
};

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SECOND_CHARACTERS = DIGITS + LETTERS;

/** 100 numeric suffixes then 26 x 36 lettered ones: 1036 in all (indexes 0 to 1035). */
export const SKU_SUFFIX_COUNT = 100 + LETTERS.length * SECOND_CHARACTERS.length;

/** Everything but the suffix. */
export function skuPrefix(input: TSkuInput): string {
  const company = input.companyName.replace(/\s+/g, '').slice(0, 3).toUpperCase();
  const [, month = '', day = ''] = input.firstDate.split('-');
  const duration = String(Math.max(0, Math.trunc(input.durationDays))).padStart(2, '0');
  return `${company}${input.arrivalCode.toUpperCase()}${duration}${input.airlineCode.toUpperCase()}${month}${day}`;
}

export function buildSku(input: TSkuInput & { suffix?: string }): string {
  return `${skuPrefix(input)}${input.suffix ?? '00'}`;
}

/** The suffix at a position of the sequence: 0 -> '00', 99 -> '99', 100 -> 'A0', 1035 -> 'ZZ'; null past it. */
export function skuSuffix(index: number): string | null {
  if (!Number.isInteger(index) || index < 0 || index >= SKU_SUFFIX_COUNT) return null;
  if (index < 100) return String(index).padStart(2, '0');
  const lettered = index - 100;
  return `${LETTERS[Math.floor(lettered / SECOND_CHARACTERS.length)]}${SECOND_CHARACTERS[lettered % SECOND_CHARACTERS.length]}`;
}

/** The position of a suffix in the sequence, or null when it is not one. */
export function skuSuffixIndex(suffix: string): number | null {
  if (/^\d{2}$/.test(suffix)) return Number(suffix);
  if (!/^[A-Z][0-9A-Z]$/.test(suffix)) return null;
  return (
    100 +
    LETTERS.indexOf(suffix[0] as string) * SECOND_CHARACTERS.length +
    SECOND_CHARACTERS.indexOf(suffix[1] as string)
  );
}

/**
 * The first suffix of the sequence no SKU with this prefix uses yet, or null when all 1036 are taken
 * (the spec's limit). `taken` is every SKU starting with the prefix, from tours and pending tours.
 */
export function nextSkuSuffix(prefix: string, taken: Iterable<string>): string | null {
  const used = new Set<number>();
  for (const sku of taken) {
    if (!sku.startsWith(prefix) || sku.length !== prefix.length + 2) continue;
    const index = skuSuffixIndex(sku.slice(prefix.length));
    if (index !== null) used.add(index);
  }
  for (let index = 0; index < SKU_SUFFIX_COUNT; index += 1) {
    if (!used.has(index)) return skuSuffix(index);
  }
  return null;
}

/** The spec's fallback when the uniqueness check itself fails: a random two-digit suffix. */
export function randomSkuSuffix(random: () => number = Math.random): string {
  return String(Math.floor(random() * 100) % 100).padStart(2, '0');
}
