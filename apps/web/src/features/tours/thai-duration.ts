/** A tour's length said the Thai way from its number of days: the stored label is the operator's English. */
export function thaiDuration(days: number): string {
  return days > 1 ? `${days} วัน ${days - 1} คืน` : '1 วัน';
}
