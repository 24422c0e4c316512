import { correctionWordsOf, nearestWord } from '@tour/shared';

/*
 * The in-memory structures the catalogue's search is built from (decision 34): positions kept sorted and
 * intersected, the page picked while scanning, the tours kept per word, and the words a misspelt one is corrected to.
 */

/** Words (and searches' sets of words) whose tours are kept (keptWords); past this many, or this many tours, it starts again. */
const KEPT_WORDS_LIMIT = 1_000;
const KEPT_POSITIONS_LIMIT = 2_000_000;
/** A change of more tours than this empties the kept words rather than checking each added tour against them. */
const KEPT_WORDS_UPDATE_LIMIT = 100;

/** The distinct runs of three UTF-16 code units in `text`: what the word index keys a tour's search text by. */
export function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let at = 0; at + 3 <= text.length; at += 1) grams.add(text.slice(at, at + 3));
  return grams;
}

/** Where `item` goes in `sorted` so that it stays sorted by `compare`. */
export function insertionPoint<T>(sorted: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle] as T, item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The numbers in both ascending lists, ascending. */
export function intersectAscending(a: readonly number[], b: readonly number[]): number[] {
  const both: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [x, y] = [a[i] as number, b[j] as number];
    if (x === y) {
      both.push(x);
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return both;
}

/** A copy of a typed array with room for `size` slots. */
export function grown<T extends Float64Array | Int32Array | Int8Array | Uint8Array>(array: T, size: number): T {
  const larger = new (array.constructor as new (size: number) => T)(size);
  larger.set(array);
  return larger;
}

/** Misspelt words whose correction is kept (createDictionary); past this many the list starts again. */
const KEPT_CORRECTIONS_LIMIT = 1_000;

/**
 * The words a misspelt one may be corrected to, with how many tours' texts hold each: gathered from `texts` when a
 * search first needs one, then kept up as tours come and go. A correction found is kept until a word comes or goes.
 */
export function createDictionary(texts: () => Iterable<string>) {
  let counts: Map<string, number> | null = null;
  const corrections = new Map<string, string | null>();
  function add(known: Map<string, number>, text: string) {
    for (const word of correctionWordsOf(text)) {
      const count = known.get(word) ?? 0;
      if (count === 0) corrections.clear();
      known.set(word, count + 1);
    }
  }
  return {
    add(text: string) {
      if (counts) add(counts, text);
    },
    remove(text: string) {
      if (!counts) return;
      for (const word of correctionWordsOf(text)) {
        const count = counts.get(word) ?? 0;
        if (count > 1) {
          counts.set(word, count - 1);
        } else {
          counts.delete(word);
          corrections.clear();
        }
      }
    },
    nearest(word: string): string | null {
      if (!counts) {
        counts = new Map();
        for (const text of texts()) add(counts, text);
      }
      let correction = corrections.get(word);
      if (correction === undefined) {
        correction = nearestWord(word, counts.keys());
        if (corrections.size >= KEPT_CORRECTIONS_LIMIT) corrections.clear();
        corrections.set(word, correction);
      }
      return correction;
    },
  };
}

/** Past this many, a page's tours are picked by sorting every hit rather than keeping the best as they come. */
const BEST_OF_LIMIT = 1_000;

/**
 * The first `count` items by `compare` of those offered, without sorting them all: a search's page is picked as it
 * scans. A deep page (more than BEST_OF_LIMIT) keeps every item and sorts at the end.
 */
export function bestOf<T>(count: number, compare: (a: T, b: T) => number) {
  const kept: T[] = [];
  const bounded = count <= BEST_OF_LIMIT;
  return {
    offer(item: T) {
      if (!bounded) {
        kept.push(item);
        return;
      }
      if (kept.length === count && compare(item, kept[count - 1] as T) >= 0) return;
      kept.splice(insertionPoint(kept, item, compare), 0, item);
      if (kept.length > count) kept.pop();
    },
    best(): T[] {
      return bounded ? kept : kept.sort(compare).slice(0, count);
    },
  };
}

/**
 * The tours (ascending positions) whose search text holds each word, or all the words of a search, searched for:
 * found once through the trigram index, then kept up as tours are added (a replaced tour's slot is left empty, and
 * a search skips empty slots).
 */
export function createKeptWords() {
  const lists = new Map<string, { words: readonly string[]; matches: number[] }>();
  const keyOf = (words: readonly string[]) => words.join('\u0000');
  let positions = 0;
  const clear = () => {
    lists.clear();
    positions = 0;
  };
  return {
    get: (words: readonly string[]) => lists.get(keyOf(words))?.matches,
    keep(words: readonly string[], matches: number[]) {
      if (lists.size >= KEPT_WORDS_LIMIT || positions + matches.length > KEPT_POSITIONS_LIMIT) clear();
      lists.set(keyOf(words), { words, matches });
      positions += matches.length;
    },
    /** Tours just added, in ascending positions after every kept one. */
    added(tours: readonly { position: number; searchText: string }[]) {
      if (tours.length > KEPT_WORDS_UPDATE_LIMIT) return clear();
      for (const { words, matches } of lists.values()) {
        for (const tour of tours) {
          if (!words.every((word) => tour.searchText.includes(word))) continue;
          matches.push(tour.position);
          positions += 1;
        }
      }
    },
    clear,
  };
}
