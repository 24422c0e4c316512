import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { jsPDF } from 'jspdf';
import type { TReceiptDocument } from '@tour/shared';

/**
 * Noto Sans Thai (it covers Latin too), the web's PDF font: an operator's or a tour's Thai name prints as
 * written. Read once, on the first receipt.
 */
let fonts: { regular: string; bold: string } | null = null;
function receiptFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const read = (file: string) =>
      readFileSync(require.resolve(`@expo-google-fonts/noto-sans-thai/${file}`)).toString('base64');
    fonts = {
      regular: read('400Regular/NotoSansThai_400Regular.ttf'),
      bold: read('700Bold/NotoSansThai_700Bold.ttf'),
    };
  }
  return fonts;
}

type TRgb = [number, number, number];
const INK: TRgb = [30, 41, 59];
const MUTED: TRgb = [100, 116, 139];
const PRIMARY: TRgb = [15, 118, 110];
const BORDER: TRgb = [226, 232, 240];
const MARGIN = 48;
const FONT = 'NotoSansThai';
const LABEL_WIDTH = 150;

class ReceiptPage {
  readonly doc = new jsPDF({ unit: 'pt', format: 'a4' });
  readonly width = this.doc.internal.pageSize.getWidth();
  readonly height = this.doc.internal.pageSize.getHeight();
  y = MARGIN;

  constructor() {
    const { regular, bold } = receiptFonts();
    this.doc.addFileToVFS('NotoSansThai-Regular.ttf', regular);
    this.doc.addFont('NotoSansThai-Regular.ttf', FONT, 'normal');
    this.doc.addFileToVFS('NotoSansThai-Bold.ttf', bold);
    this.doc.addFont('NotoSansThai-Bold.ttf', FONT, 'bold');
  }

  font(size: number, bold = false, color: TRgb = INK) {
    this.doc.setFont(FONT, bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    this.doc.setTextColor(...color);
  }

  ensure(height: number) {
    if (this.y + height <= this.height - MARGIN) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  text(value: string, options: { size?: number; bold?: boolean; color?: TRgb; x?: number; width?: number } = {}) {
    const size = options.size ?? 10;
    this.font(size, options.bold, options.color);
    const x = options.x ?? MARGIN;
    const lines = this.doc.splitTextToSize(value, options.width ?? this.width - MARGIN - x) as string[];
    for (const line of lines) {
      this.ensure(size * 1.5);
      this.doc.text(line, x, this.y + size);
      this.y += size * 1.5;
    }
  }

  heading(title: string) {
    this.ensure(40);
    this.y += 14;
    this.text(title, { size: 12, bold: true, color: PRIMARY });
    this.doc.setDrawColor(...BORDER);
    this.doc.setLineWidth(0.8);
    this.doc.line(MARGIN, this.y + 1, this.width - MARGIN, this.y + 1);
    this.y += 6;
  }

  /** A label and its value side by side; the value wraps in its column. */
  row(label: string, value: string) {
    const top = this.y;
    this.text(label, { color: MUTED, width: LABEL_WIDTH - 8 });
    const labelBottom = this.y;
    this.y = top;
    this.text(value, { x: MARGIN + LABEL_WIDTH });
    this.y = Math.max(this.y, labelBottom);
  }
}

/** The receipt (money received) or the booking summary (none yet) as an A4 PDF. */
export function renderReceiptPdf(document: TReceiptDocument): Buffer {
  const page = new ReceiptPage();
  page.doc.setProperties({ title: `${document.title} ${document.reference}`, creator: document.brand });
  page.text(document.brand, { size: 11, bold: true, color: PRIMARY });
  page.y += 4;
  page.text(document.title, { size: 22, bold: true });
  page.text(document.subtitle, { color: MUTED });
  for (const section of document.sections) {
    page.heading(section.title);
    for (const [label, value] of section.rows) page.row(label, value);
    for (const line of section.lines ?? []) page.text(line);
  }
  page.y += 16;
  page.text(document.footer, { size: 9, color: MUTED });
  return Buffer.from(page.doc.output('arraybuffer'));
}
