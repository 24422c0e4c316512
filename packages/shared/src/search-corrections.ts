/**
 * How a search that found nothing corrects a misspelt Latin word (decision 32): to the catalogue's most similar word
 * by pg_trgm's trigram similarity. Server-side only; a module of its own, off the search page's first screen.
 */
/** pg_trgm's trigrams of one word: padded with two spaces before and one after, each trigram once. */
function paddedTrigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let at = 0; at + 3 <= padded.length; at += 1) grams.add(padded.slice(at, at + 3));
  return grams;
}

/** How alike two words are, as pg_trgm's similarity(): the trigrams they share over all their trigrams. */
export function wordSimilarity(a: string, b: string): number {
  const ours = paddedTrigrams(a);
  const theirs = paddedTrigrams(b);
  let shared = 0;
  for (const gram of ours) if (theirs.has(gram)) shared += 1;
  return shared / (ours.size + theirs.size - shared);
}

/** pg_trgm's default similarity threshold: below it, a word is not offered as a correction. */
const SIMILAR_ENOUGH = 0.3;

/** The catalogue's word most like a misspelt one (the first in alphabetical order on a tie); null when none is near. */
export function nearestWord(word: string, dictionary: Iterable<string>): string | null {
  let best: string | null = null;
  let bestSimilarity = SIMILAR_ENOUGH;
  for (const candidate of dictionary) {
    const similarity = wordSimilarity(word, candidate);
    if (similarity > bestSimilarity || (similarity === bestSimilarity && (best === null || candidate < best))) {
      best = candidate;
      bestSimilarity = similarity;
    }
  }
  return best;
}

/** The words a misspelt search word may be corrected to: a search text's Latin words of three letters or more. */
export function correctionWordsOf(searchText: string): string[] {
  return searchText.split(/[^a-z]+/).filter((word) => word.length >= 3);
}
