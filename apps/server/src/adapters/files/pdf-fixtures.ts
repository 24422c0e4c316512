import { deflateSync } from 'node:zlib';

/**
 * Small but real PDFs for tests: objects at the offsets their cross-reference table (or stream) gives,
 * a trailer, `startxref` and `%%EOF`. Bodies are written as given, so a test can put any dictionary in.
 */

type TBody = string | Buffer;

/** `<< dict /Length n >> stream ... endstream`, the data as given. */
export function pdfStream(dict: string, data: Buffer | string): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** The same, Flate-compressed. */
export function pdfFlateStream(dict: string, data: Buffer | string): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return pdfStream(`${dict} /Filter /FlateDecode`, deflateSync(bytes));
}

/** A one-page slip; `extra` goes into the catalog, `pageExtra` into the page. */
export function plainSlipObjects(options: { extra?: string; pageExtra?: string } = {}): Record<number, TBody> {
  return {
    1: `<< /Type /Catalog /Pages 2 0 R ${options.extra ?? ''} >>`,
    2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    3: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 120] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${options.pageExtra ?? ''} >>`,
    4: pdfFlateStream('', 'BT /F1 14 Tf 20 60 Td (Transfer 1,234.00 THB to Tour Co.) Tj ET'),
    5: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  };
}

const HEADER = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');

/** A PDF with a classic cross-reference table; object 1 is the catalog. */
export function buildPdf(objects: Record<number, TBody>): Buffer {
  const parts: Buffer[] = [HEADER];
  let offset = HEADER.length;
  const offsets = new Map<number, number>();
  for (const [number, body] of Object.entries(objects)) {
    offsets.set(Number(number), offset);
    const bytes = Buffer.concat([
      Buffer.from(`${number} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(bytes);
    offset += bytes.length;
  }
  const size = Math.max(...offsets.keys()) + 1;
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++) {
    const at = offsets.get(n);
    xref += at === undefined ? '0000000000 65535 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`;
  }
  xref += `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * A PDF 1.5 file whose `compressed` objects live in one Flate-compressed object stream and whose
 * cross-reference is a stream, as most office software writes them today. Object 1 is the catalog.
 * `encodeObjectStream` may replace how the object stream's data is written (its dictionary and bytes).
 */
export function buildPdfWithObjectStream(
  compressed: Record<number, string>,
  plain: Record<number, TBody>,
  encodeObjectStream: (data: Buffer) => { dict: string; data: Buffer } = (data) => ({
    dict: '/Filter /FlateDecode',
    data: deflateSync(data),
  }),
): Buffer {
  const numbers = [...Object.keys(compressed), ...Object.keys(plain)].map(Number);
  const objStmNumber = Math.max(...numbers) + 1;
  const xrefNumber = objStmNumber + 1;

  let header = '';
  let body = '';
  const index = new Map<number, number>();
  for (const [k, [number, text]] of Object.entries(compressed).entries()) {
    index.set(Number(number), k);
    header += `${number} ${body.length} `;
    body += `${text}\n`;
  }
  const first = header.length;
  const encoded = encodeObjectStream(Buffer.from(header + body, 'latin1'));
  const objStm = pdfStream(
    `/Type /ObjStm /N ${Object.keys(compressed).length} /First ${first} ${encoded.dict}`,
    encoded.data,
  );

  const parts: Buffer[] = [HEADER];
  let offset = HEADER.length;
  const offsets = new Map<number, number>();
  const write = (number: number, content: TBody) => {
    offsets.set(number, offset);
    const bytes = Buffer.concat([
      Buffer.from(`${number} 0 obj\n`, 'latin1'),
      typeof content === 'string' ? Buffer.from(content, 'latin1') : content,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(bytes);
    offset += bytes.length;
  };
  for (const [number, content] of Object.entries(plain)) write(Number(number), content);
  write(objStmNumber, objStm);

  // Cross-reference stream: /W [1 4 2]; type 0 free, 1 at an offset, 2 inside the object stream.
  const size = xrefNumber + 1;
  const rows = Buffer.alloc(size * 7);
  for (let n = 0; n < size; n++) {
    const row = n * 7;
    const inStream = index.get(n);
    const at = n === xrefNumber ? offset : offsets.get(n);
    if (inStream !== undefined) {
      rows.writeUInt8(2, row);
      rows.writeUInt32BE(objStmNumber, row + 1);
      rows.writeUInt16BE(inStream, row + 5);
    } else if (at !== undefined) {
      rows.writeUInt8(1, row);
      rows.writeUInt32BE(at, row + 1);
    } else {
      rows.writeUInt16BE(n === 0 ? 0xffff : 0, row + 5);
    }
  }
  const xrefOffset = offset;
  write(
    xrefNumber,
    pdfStream(`/Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode`, deflateSync(rows)),
  );
  parts.push(Buffer.from(`startxref\n${xrefOffset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
