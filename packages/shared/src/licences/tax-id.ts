/** Thai 13-digit tax id: the last digit is (11 - Σ dᵢ·(13 - i) mod 11) mod 10 over the first 12 digits. */
export function isValidThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(value[index]) * (13 - index);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/** What the tax id field keeps of what is typed or pasted: digits only, at most 13 (2-operator.md section 5). */
export function taxIdFieldValue(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 13);
}
