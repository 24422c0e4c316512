/** Issue 25's query mix: English and Thai words, a prefix, two typos, Thai names inside longer words, two-word Thai. */
const SEARCH_TEXTS = [
  'kyoto',
  'santorini sunset',
  'chiang mai',
  'hokkaido snow',
  'kyo',
  'santorni',
  'kyotto',
  'temples',
  'เชียงใหม่',
  'ภูเก็ต',
  'อินทนนท์',
  'สมุย',
  'เกียวโต',
  'เชียงใหม่ ดอยอินทนนท์',
  'ญี่ปุ่น ซากุระ',
];

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Each text once alone and once with one of three filter sets, plus three searches with filters only; five sorts. */
export function searchPaths(): string[] {
  const filterSets = [
    'priceMin=300&priceMax=2000&rating=4',
    'categories=beach&durations=4-6',
    `date=${inDays(20)}&travellers=4&priceMax=3000`,
  ];
  const sorts = ['recommended', 'price_asc', 'rating', 'newest', 'soonest'];
  const queries = SEARCH_TEXTS.flatMap((text, index) => [
    `destination=${encodeURIComponent(text)}`,
    `destination=${encodeURIComponent(text)}&${filterSets[index % filterSets.length]}`,
  ]);
  queries.push(...filterSets);
  return queries.map((query, index) => `/api/tours/search?${query}&sort=${sorts[index % sorts.length]}`);
}
