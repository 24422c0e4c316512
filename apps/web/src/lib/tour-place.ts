/** 'North Malé Atoll, Maldives'; a value repeated (or missing) is not shown twice. */
export function placeOf(location: string | null, country: string | null): string {
  const parts = [location, country].map((part) => part?.trim() ?? '').filter(Boolean);
  return [...new Set(parts)].join(', ');
}
