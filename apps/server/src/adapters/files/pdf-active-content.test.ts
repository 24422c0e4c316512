import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ACTIVE_NAMES, inspectPdf, MAX_DECODED_BYTES } from './pdf-active-content';
import { buildPdf, buildPdfWithObjectStream, pdfFlateStream, pdfStream, plainSlipObjects } from './pdf-fixtures';

/** Bytes that look like compressed image data, the same on every run. */
function noise(length: number, seed = 1) {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

describe('inspectPdf', () => {
  it('passes a plain one-page slip, with a classic cross-reference table or with object streams', () => {
    expect(inspectPdf(buildPdf(plainSlipObjects()))).toBe('plain');
    const { 1: catalog, 2: pages, 3: page, ...rest } = plainSlipObjects();
    expect(inspectPdf(buildPdfWithObjectStream({ 1: String(catalog), 2: String(pages), 3: String(page) }, rest))).toBe(
      'plain',
    );
  });

  it('passes a scanned slip whose image data spells /JS and /AA by chance, and one far larger than 20 MB once inflated', () => {
    const data = Buffer.concat([noise(300_000), Buffer.from('/JS (x) /AA << >> /XFA [', 'latin1'), noise(300_000, 7)]);
    const image = pdfStream(
      '/Type /XObject /Subtype /Image /Width 600 /Height 500 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode',
      data,
    );
    // A 300 dpi A4 scan stored with Flate: 26 MB of pixels, never inflated since it cannot hold objects.
    const scan = pdfFlateStream(
      '/Type /XObject /Subtype /Image /Width 2480 /Height 3508 /ColorSpace /DeviceRGB /BitsPerComponent 8',
      Buffer.alloc(2480 * 3508 * 3, 0xf0),
    );
    const objects = plainSlipObjects({ pageExtra: '/Annots []' });
    objects[3] = String(objects[3]).replace(
      '/Font << /F1 5 0 R >>',
      '/Font << /F1 5 0 R >> /XObject << /Im0 6 0 R /Im1 7 0 R >>',
    );
    expect(inspectPdf(buildPdf({ ...objects, 6: image, 7: scan }))).toBe('plain');
  });

  it('passes names that only start like an active one, and active names inside strings', () => {
    const pdf = buildPdf(
      plainSlipObjects({
        extra: '/JSON 1 /AAPL (x) /XFAx 2 /Info << /Title (Paid by /JS and /AA, ref /XFA) /Subject <2F4A53> >>',
      }),
    );
    expect(inspectPdf(pdf)).toBe('plain');
  });

  it.each([...ACTIVE_NAMES])('refuses a PDF that names /%s', (name) => {
    expect(inspectPdf(buildPdf(plainSlipObjects({ extra: `/${name} 6 0 R` })))).toBe('active-content');
  });

  it.each([
    ['a script run on opening', { extra: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' }],
    ['a program launched when the page opens', { pageExtra: '/AA << /O << /S /Launch /F (cmd.exe) >> >>' }],
    ['a script in the names tree', { extra: '/Names << /JavaScript << /Names [(a) 6 0 R] >> >>' }],
    ['an attached file', { extra: '/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>' }],
    ['a form that posts its data', { extra: '/AcroForm << /Fields [] /XFA 6 0 R >>' }],
  ])('refuses %s', (_, options) => {
    expect(inspectPdf(buildPdf(plainSlipObjects(options)))).toBe('active-content');
  });

  it('decodes #xx escapes in names before matching them', () => {
    for (const escaped of ['/J#61vaScript', '/#4FpenAction', '/#4a#53', '/A#41', '/Embedded#46iles', '/#58FA']) {
      expect(inspectPdf(buildPdf(plainSlipObjects({ extra: `${escaped} 6 0 R` }))), escaped).toBe('active-content');
    }
  });

  it('finds an action hidden in a Flate-compressed object stream', () => {
    const { 1: _, 2: pages, 3: page, ...rest } = plainSlipObjects();
    const compressed = {
      1: '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>',
      2: String(pages),
      3: String(page),
      6: '<< /S /J#61vaScript /JS (this.exportDataObject\\({cName: "a"}\\)) >>',
    };
    const pdf = buildPdfWithObjectStream(compressed, rest);
    expect(pdf.includes('OpenAction')).toBe(false);
    expect(inspectPdf(pdf)).toBe('active-content');
    // A short name alone, on the page inside the object stream.
    const pageWithActions = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 120] /Contents 4 0 R /AA 7 0 R >>';
    const onlyAa = buildPdfWithObjectStream(
      { 1: '<< /Type /Catalog /Pages 2 0 R >>', 2: String(pages), 3: pageWithActions },
      rest,
    );
    expect(inspectPdf(onlyAa)).toBe('active-content');
  });

  it('finds it behind a chain of filters, and refuses an object stream it cannot decode', () => {
    const { 2: pages, 3: page, ...rest } = plainSlipObjects();
    const compressed = {
      1: '<< /Type /Catalog /Pages 2 0 R /AA << /WC 6 0 R >> >>',
      2: String(pages),
      3: String(page),
    };
    const hexOfFlate = buildPdfWithObjectStream(compressed, rest, (data) => ({
      dict: '/Filter [/AHx /Fl]',
      data: Buffer.from(`${deflateSync(data).toString('hex')}>`, 'latin1'),
    }));
    expect(inspectPdf(hexOfFlate)).toBe('active-content');

    const plainCompressed = { 1: '<< /Type /Catalog /Pages 2 0 R >>', 2: String(pages), 3: String(page) };
    // What an encrypted document's object stream looks like to a reader without the key.
    const undecodable = buildPdfWithObjectStream(plainCompressed, rest, () => ({
      dict: '/Filter /FlateDecode',
      data: noise(2000, 3),
    }));
    expect(inspectPdf(undecodable)).toBe('uncheckable');
    const unknownFilter = buildPdfWithObjectStream(plainCompressed, rest, (data) => ({
      dict: '/Filter /LZWDecode',
      data,
    }));
    expect(inspectPdf(unknownFilter)).toBe('uncheckable');
  });

  it('refuses an object stream that inflates beyond the bound (a zip bomb) instead of inflating it', () => {
    const { 2: pages, 3: page, ...rest } = plainSlipObjects();
    const compressed = { 1: '<< /Type /Catalog /Pages 2 0 R >>', 2: String(pages), 3: String(page) };
    const bomb = buildPdfWithObjectStream(compressed, rest, (data) => ({
      dict: '/Filter /FlateDecode',
      data: deflateSync(Buffer.concat([data, Buffer.alloc(MAX_DECODED_BYTES + 1, 0x20)])),
    }));
    expect(bomb.length).toBeLessThan(100_000);
    expect(inspectPdf(bomb)).toBe('uncheckable');
  });

  it('is not thrown off by an unclosed string or a fake stream placed before the object that acts', () => {
    const objects = plainSlipObjects();
    // A reader goes to object 7 by its offset; a single pass through the file would still be inside
    // the string that object 6 opens, or inside its "stream".
    const unclosed = buildPdf({ ...objects, 6: '<< /Title (never closed >>', 7: '<< /Type /Action /AA 8 0 R >>' });
    expect(inspectPdf(unclosed)).toBe('active-content');
    const fakeStream = buildPdf({ ...objects, 6: '<< /Length 0 >>\nstream\n', 7: '<< /AA 8 0 R >>\nendstream' });
    expect(inspectPdf(fakeStream)).toBe('active-content');
  });

  it('calls a truncated or fake PDF not a PDF', () => {
    const pdf = buildPdf(plainSlipObjects());
    expect(inspectPdf(pdf.subarray(0, pdf.length - 40))).toBe('not-a-pdf');
    expect(inspectPdf(pdf.subarray(0, Math.floor(pdf.length / 2)))).toBe('not-a-pdf');
    expect(inspectPdf(Buffer.concat([pdf, noise(2000)]))).toBe('not-a-pdf');
    expect(inspectPdf(Buffer.from('%PDF-1.4\n<html><body>Paid</body></html>\n%%EOF\n', 'latin1'))).toBe('not-a-pdf');
    expect(inspectPdf(Buffer.from('%PDF-<script>alert(1)</script>\n1 0 obj\n<< >>\nendobj\n%%EOF', 'latin1'))).toBe(
      'not-a-pdf',
    );
    // Trailing bytes after the end marker, as some writers leave them, are fine.
    expect(inspectPdf(Buffer.concat([pdf, Buffer.from('\r\n\0\0', 'latin1')]))).toBe('plain');
  });

  it('gives up on absurd nesting and on objects that never close, instead of reading the file over and over', () => {
    const deep = buildPdf({ ...plainSlipObjects(), 6: '['.repeat(100_000) });
    expect(inspectPdf(deep)).toBe('uncheckable');
    // Read from each header, every one of these runs to the end of the file: 20,000 times 400 kB.
    const unclosed = buildPdf(
      Object.fromEntries(
        Array.from({ length: 20_000 }, (_, k) => [k + 1, k === 0 ? '<< /Type /Catalog >>' : '<< /A [']),
      ),
    );
    expect(inspectPdf(unclosed)).toBe('uncheckable');
  });
});
