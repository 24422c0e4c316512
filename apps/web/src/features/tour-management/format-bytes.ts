const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people: 0 B, 512 B, 14.2 KB, 3.1 MB (powers of 1024). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${UNITS[unit]}` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
