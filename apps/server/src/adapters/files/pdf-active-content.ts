import { constants, inflateSync } from 'node:zlib';

/**
 * What an uploaded PDF turned out to be:
 * - `plain`: a PDF with no scripts, actions that run on their own, forms that send data, or attached files;
 * - `not-a-pdf`: it does not start with `%PDF-x.y`, does not end with `%%EOF`, or holds no object at all;
 * - `active-content`: it names one of {@link ACTIVE_NAMES};
 * - `uncheckable`: part of it cannot be read to make sure (an object stream that does not decode, which
 *   is also what an encrypted one looks like; more than {@link MAX_DECODED_BYTES} once decoded; nesting
 *   or re-reading beyond any real document).
 */
export type TPdfVerdict = 'plain' | 'not-a-pdf' | 'active-content' | 'uncheckable';

/**
 * PDF names that make a reader run code, act when the file opens or a page shows, send form data, open
 * other files, or carry files inside. Matched exactly (names are case-sensitive) after `#xx` escapes are
 * decoded, so `/J#61vaScript` is `/JavaScript` and `/JSON` is not `/JS`.
 */
export const ACTIVE_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'SubmitForm',
  'ImportData',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
]);
/**
 * The long ones are looked for in every byte of the file, stream data included: that a compressed image
 * spells `/OpenAction` followed by a delimiter by chance is about 1 in 2^70 per position, and this way no
 * reshuffling of the file's structure can hide them. Every action that runs code or opens something
 * needs one of them (`/S /JavaScript`, `/S /Launch`, ...). The short ones (`/JS`, `/AA`, `/XFA`) would
 * turn up by chance in a few percent of scanned PDFs' image data, so they are looked for only where a
 * reader reads objects.
 */
const LONG_ACTIVE_NAMES = [...ACTIVE_NAMES].filter((name) => name.length >= 6);

/** A zip bomb in an object stream is refused rather than inflated without end. */
export const MAX_DECODED_BYTES = 20 * 1024 * 1024;
/** Acrobat looks for the end marker within the last 1024 bytes; so do we. */
const EOF_WINDOW = 1024;
/** Real documents nest a handful of levels deep. */
const MAX_NESTING = 256;
/** Keys of a stream's dictionary needed to find and decode object streams; the rest is not kept. */
const STREAM_KEYS = new Set(['Type', 'N', 'First', 'Filter', 'DecodeParms', 'Predictor']);

class Verdict extends Error {
  constructor(readonly verdict: Exclude<TPdfVerdict, 'plain'>) {
    super(verdict);
  }
}

/** Reads the PDF the way a reader could and says whether it may be kept; never throws on bad input. */
export function inspectPdf(bytes: Buffer): TPdfVerdict {
  if (!/^%PDF-\d\.\d/.test(bytes.toString('latin1', 0, 8))) return 'not-a-pdf';
  if (!bytes.includes('%%EOF', Math.max(0, bytes.length - EOF_WINDOW), 'latin1')) return 'not-a-pdf';
  // Read from every header, a real file is read about once; eight times over means objects that never close.
  const scan: TScan = {
    work: 0,
    maxWork: 8 * bytes.length + 1024 * 1024,
    decodedBudget: MAX_DECODED_BYTES,
    objects: 0,
  };
  try {
    findLongActiveNames(bytes);
    // A reader goes to each object by the offset its cross-reference table gives, whatever came
    // before it; so every object header (`12 0 obj`) is a place to start reading, not one pass
    // through the file that an unclosed string or a fake stream could throw off.
    for (let at = findObjKeyword(bytes, 0); at >= 0; at = findObjKeyword(bytes, at + 3)) {
      scan.objects += 1;
      readObject(bytes, at + 3, scan);
    }
  } catch (error) {
    if (error instanceof Verdict) return error.verdict;
    throw error;
  }
  return scan.objects > 0 ? 'plain' : 'not-a-pdf';
}

type TScan = { work: number; maxWork: number; decodedBudget: number; objects: number };

type TValue =
  | { t: 'name'; v: string }
  | { t: 'num'; v: number }
  | { t: 'dict'; keys: Map<string, TValue> }
  | { t: 'arr'; items: TValue[] }
  | { t: 'other' };
type TFrame = { kind: 'dict'; keys: Map<string, TValue>; pendingKey: string | null } | { kind: 'arr'; items: TValue[] };

const OTHER: TValue = { t: 'other' };

function isWhite(c: number | undefined) {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
}
function isDelimiter(c: number | undefined) {
  // ( ) < > [ ] { } / %
  return (
    c === 0x28 ||
    c === 0x29 ||
    c === 0x3c ||
    c === 0x3e ||
    c === 0x5b ||
    c === 0x5d ||
    c === 0x7b ||
    c === 0x7d ||
    c === 0x2f ||
    c === 0x25
  );
}
/** Part of a name, number or keyword; the end of the data is not. */
function isRegular(c: number | undefined) {
  return c !== undefined && !isWhite(c) && !isDelimiter(c);
}

/** `obj` standing alone as a token: the end of every object header. */
function findObjKeyword(b: Buffer, from: number): number {
  for (let at = b.indexOf('obj', from, 'latin1'); at >= 0; at = b.indexOf('obj', at + 1, 'latin1')) {
    const before = at === 0 || !isRegular(b[at - 1]);
    const after = at + 3 >= b.length || !isRegular(b[at + 3]);
    if (before && after) return at;
  }
  return -1;
}

function hexValue(c: number | undefined) {
  if (c === undefined) return -1;
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** The name whose `/` is at `slash`, with `#xx` escapes decoded; `end` is just past it. */
function readName(b: Buffer, slash: number): { name: string; end: number } {
  let end = slash + 1;
  while (end < b.length && isRegular(b[end])) end++;
  // No name we look for is longer than 13 characters, even written fully escaped.
  if (end - slash - 1 > 64) return { name: '', end };
  let name = '';
  for (let i = slash + 1; i < end; i++) {
    const c = b[i] ?? 0;
    if (c === 0x23 && i + 2 < end && hexValue(b[i + 1]) >= 0 && hexValue(b[i + 2]) >= 0) {
      name += String.fromCharCode(hexValue(b[i + 1]) * 16 + hexValue(b[i + 2]));
      i += 2;
    } else {
      name += String.fromCharCode(c);
    }
  }
  return { name, end };
}

function findLongActiveNames(b: Buffer) {
  for (let slash = b.indexOf(0x2f); slash >= 0; slash = b.indexOf(0x2f, slash + 1)) {
    const { name } = readName(b, slash);
    if (name.length >= 6 && LONG_ACTIVE_NAMES.includes(name)) throw new Verdict('active-content');
  }
}

/** Just past the literal string `( ... )` that opens at `open` (nested parentheses, `\` escapes). */
function skipLiteralString(b: Buffer, open: number) {
  let depth = 0;
  for (let i = open; i < b.length; i++) {
    const c = b[i];
    if (c === 0x5c) i++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return i + 1;
  }
  return b.length;
}

function skipWhiteAndComments(b: Buffer, at: number) {
  let i = at;
  while (i < b.length) {
    if (isWhite(b[i])) i++;
    else if (b[i] === 0x25) while (i < b.length && b[i] !== 0x0a && b[i] !== 0x0d) i++;
    else break;
  }
  return i;
}

function charge(scan: TScan, from: number, to: number) {
  scan.work += Math.max(0, to - from);
  if (scan.work > scan.maxWork) throw new Verdict('uncheckable');
}

/** One object's value after its header, and its stream if it has one. */
function readObject(b: Buffer, at: number, scan: TScan) {
  const { value, end } = readValue(b, at);
  charge(scan, at, end);
  if (value.t !== 'dict') return;
  const next = skipWhiteAndComments(b, end);
  if (b.toString('latin1', next, next + 6) !== 'stream' || isRegular(b[next + 6])) return;
  let start = next + 6;
  if (b[start] === 0x0d) start++;
  if (b[start] === 0x0a) start++;
  // The stream's data runs to the first `endstream`: a reader that trusts /Length stops there or
  // earlier, so nothing a reader takes for objects is skipped here as data.
  const endstream = b.indexOf('endstream', start, 'latin1');
  let stop = endstream < 0 ? b.length : endstream;
  charge(scan, start, stop);
  if (isObjectStream(value.keys)) {
    if (b[stop - 1] === 0x0a) stop--;
    if (b[stop - 1] === 0x0d) stop--;
    readObjectStream(decodeStream(b.subarray(start, Math.max(start, stop)), value.keys, scan), value.keys, scan);
  }
}

/** An object stream holds other objects; readers find them by /N and /First whatever /Type says. */
function isObjectStream(keys: Map<string, TValue>) {
  const type = keys.get('Type');
  return (type?.t === 'name' && type.v === 'ObjStm') || (keys.has('N') && keys.has('First'));
}

/** The objects inside: looked for by name everywhere, then read from each offset the header gives. */
function readObjectStream(data: Buffer, keys: Map<string, TValue>, scan: TScan) {
  scan.maxWork += 8 * data.length;
  findLongActiveNames(data);
  const first = keys.get('First');
  const firstOffset = first?.t === 'num' && Number.isInteger(first.v) && first.v >= 0 ? first.v : 0;
  // The whole of it once from the start, in case /First or the offsets are not what a reader uses...
  for (let at = 0; at < data.length; ) {
    const { end } = readValue(data, at);
    charge(scan, at, end);
    at = end > at ? end : at + 1;
  }
  // ...and each object from where the header says it starts, as a reader does.
  const header = data.subarray(0, Math.min(firstOffset, data.length)).toString('latin1');
  const numbers = header.match(/\d+/g) ?? [];
  for (let k = 1; k < numbers.length; k += 2) {
    const at = firstOffset + Number(numbers[k]);
    if (at >= data.length) continue;
    const { end } = readValue(data, at);
    charge(scan, at, end);
  }
}

function filterNames(value: TValue | undefined): string[] | null {
  if (!value) return [];
  if (value.t === 'name') return [value.v];
  if (value.t === 'arr' && value.items.every((item) => item.t === 'name')) {
    return value.items.map((item) => (item as { v: string }).v);
  }
  return null;
}

function hasPredictor(value: TValue | undefined): boolean {
  if (!value) return false;
  if (value.t === 'dict') {
    const predictor = value.keys.get('Predictor');
    return predictor !== undefined && !(predictor.t === 'num' && predictor.v <= 1);
  }
  if (value.t === 'arr') return value.items.some(hasPredictor);
  return value.t !== 'other';
}

/** Undoes the stream's filters, within the decoding budget; what cannot be undone is uncheckable. */
function decodeStream(raw: Buffer, keys: Map<string, TValue>, scan: TScan): Buffer {
  const filters = filterNames(keys.get('Filter'));
  if (filters === null || hasPredictor(keys.get('DecodeParms'))) throw new Verdict('uncheckable');
  let data = raw;
  for (const filter of filters) {
    if (filter === 'FlateDecode' || filter === 'Fl') data = inflateWithin(data, scan);
    else if (filter === 'ASCIIHexDecode' || filter === 'AHx') data = decodeAsciiHex(data);
    else if (filter === 'ASCII85Decode' || filter === 'A85') data = decodeAscii85(data);
    else throw new Verdict('uncheckable');
    scan.decodedBudget -= data.length;
    if (scan.decodedBudget < 0) throw new Verdict('uncheckable');
  }
  return data;
}

function inflateWithin(data: Buffer, scan: TScan): Buffer {
  try {
    // Z_SYNC_FLUSH: a stream cut short still gives what it holds, as lenient readers show it.
    return inflateSync(data, { maxOutputLength: Math.max(1, scan.decodedBudget), finishFlush: constants.Z_SYNC_FLUSH });
  } catch {
    // Too large, or not Flate data at all (an encrypted document's streams look like this): what it
    // holds cannot be known, and an object stream is where the document's actions could be.
    throw new Verdict('uncheckable');
  }
}

function decodeAsciiHex(data: Buffer): Buffer {
  const out: number[] = [];
  let high = -1;
  for (const c of data) {
    if (c === 0x3e) break;
    const v = hexValue(c);
    if (v < 0) {
      if (!isWhite(c)) throw new Verdict('uncheckable');
    } else if (high < 0) high = v;
    else {
      out.push(high * 16 + v);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return Buffer.from(out);
}

function decodeAscii85(data: Buffer): Buffer {
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let k = 0; k < 5; k++) value = value * 85 + (group[k] ?? 84);
    if (value > 0xffffffff) throw new Verdict('uncheckable');
    for (let k = 0; k < count; k++) out.push((value >>> (24 - 8 * k)) & 0xff);
    group = [];
  };
  let i = 0;
  if (data[0] === 0x3c && data[1] === 0x7e) i = 2;
  for (; i < data.length; i++) {
    const c = data[i] ?? 0;
    if (c === 0x7e) break;
    if (isWhite(c)) continue;
    if (c === 0x7a && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    if (c < 0x21 || c > 0x75) throw new Verdict('uncheckable');
    group.push(c - 0x21);
    if (group.length === 5) flush(4);
  }
  if (group.length === 1) throw new Verdict('uncheckable');
  if (group.length > 1) flush(group.length - 1);
  return Buffer.from(out);
}

/**
 * Reads one value (a dictionary or array with everything inside it, or a single token) starting at
 * `at`, refusing the file on any active name outside strings. Only what is needed to decode streams is
 * kept (a few keys, short arrays), so a huge dictionary costs no memory.
 */
function readValue(b: Buffer, at: number): { value: TValue; end: number } {
  const stack: TFrame[] = [];
  let i = at;
  let done: TValue | null = null;

  const complete = (value: TValue) => {
    const top = stack.at(-1);
    if (!top) done = value;
    else if (top.kind === 'arr') {
      // Longer arrays are never a stream's filters; what is kept of them must not pass for a list of names.
      if (top.items.length < 16) top.items.push(value);
      else top.items[15] = OTHER;
    } else if (top.pendingKey === null) {
      if (value.t === 'name') top.pendingKey = value.v;
    } else {
      if (STREAM_KEYS.has(top.pendingKey)) top.keys.set(top.pendingKey, value);
      top.pendingKey = null;
    }
  };
  const close = (kind: TFrame['kind']) => {
    // Unbalanced closers are forgiven the way lenient readers forgive them.
    if (!stack.some((frame) => frame.kind === kind)) return complete(OTHER);
    for (let frame = stack.pop(); frame; frame = stack.pop()) {
      if (frame.kind === kind) {
        return complete(frame.kind === 'dict' ? { t: 'dict', keys: frame.keys } : { t: 'arr', items: frame.items });
      }
    }
  };

  while (i < b.length && done === null) {
    const c = b[i] ?? 0;
    if (isWhite(c)) i++;
    else if (c === 0x25) i = skipWhiteAndComments(b, i);
    else if (c === 0x28) {
      i = skipLiteralString(b, i);
      complete(OTHER);
    } else if (c === 0x3c && b[i + 1] === 0x3c) {
      if (stack.length >= MAX_NESTING) throw new Verdict('uncheckable');
      stack.push({ kind: 'dict', keys: new Map(), pendingKey: null });
      i += 2;
    } else if (c === 0x3c) {
      const end = b.indexOf(0x3e, i + 1);
      i = end < 0 ? b.length : end + 1;
      complete(OTHER);
    } else if (c === 0x3e && b[i + 1] === 0x3e) {
      i += 2;
      close('dict');
    } else if (c === 0x5b) {
      if (stack.length >= MAX_NESTING) throw new Verdict('uncheckable');
      stack.push({ kind: 'arr', items: [] });
      i++;
    } else if (c === 0x5d) {
      i++;
      close('arr');
    } else if (c === 0x2f) {
      const { name, end } = readName(b, i);
      if (ACTIVE_NAMES.has(name)) throw new Verdict('active-content');
      i = end;
      complete({ t: 'name', v: name });
    } else if (isDelimiter(c)) {
      i++; // a stray `)`, `>`, `{` or `}`
    } else {
      let end = i;
      while (end < b.length && isRegular(b[end])) end++;
      const word = end - i <= 32 ? b.toString('latin1', i, end) : '';
      i = end;
      const number = Number(word);
      complete(word !== '' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) ? { t: 'num', v: number } : OTHER);
    }
  }
  return { value: done ?? OTHER, end: i };
}
