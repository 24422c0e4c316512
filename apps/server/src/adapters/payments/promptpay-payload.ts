/** EMVCo PromptPay credit-transfer payload (reference/domain-facts.md section 5). */

function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'ascii')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function accountField(target: string): string {
  const digits = target.replace(/\D/g, '');
  if (digits.length >= 15) return field('03', digits);
  if (digits.length >= 13) return field('02', digits);
  return field('01', `0000000000000${digits.replace(/^0/, '66')}`.slice(-13));
}

/** `amountThb` in baht (not satang); a payload with an amount is dynamic (tag 01 = 12). */
export function buildPromptPayPayload(target: string, amountThb?: number): string {
  const body = [
    field('00', '01'),
    field('01', amountThb === undefined ? '11' : '12'),
    field('29', field('00', 'A000000677010111') + accountField(target)),
    field('58', 'TH'),
    field('53', '764'),
    amountThb === undefined ? '' : field('54', amountThb.toFixed(2)),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}
