import { jsPDF } from 'jspdf';
import type { TTextsOf } from '../../../lib/i18n/texts';
import { SUMMARY_TEXTS } from '../texts';
import { pdfSafeText, shapeThaiRuns, wrapText } from './pdf-text';
import type { TLimited, TSummaryPrice, TTourSummary } from './tour-summary';

/** The Thai-capable font (Noto Sans Thai, which also covers Latin), as base64 TrueType. */
export type TPdfFonts = { regular: string; bold: string };

/** A gallery image ready for the PDF: JPEG data cropped to 4:3. */
export type TPdfImage = { dataUrl: string };

export type TPdfAssets = {
  /** Null when the font could not be loaded: the PDF then says Thai cannot be shown. */
  fonts: TPdfFonts | null;
  /** The gallery's images by address; a missing one is drawn as a placeholder. */
  images: ReadonlyMap<string, TPdfImage>;
};

type TRgb = [number, number, number];
const INK: TRgb = [30, 41, 59];
const MUTED: TRgb = [100, 116, 139];
const PRIMARY: TRgb = [15, 118, 110];
const RED: TRgb = [185, 28, 28];
const BORDER: TRgb = [226, 232, 240];
const SOFT: TRgb = [241, 245, 249];

const MARGIN = 42;
const FONT = 'NotoSansThai';

type TSummaryTexts = TTextsOf<typeof SUMMARY_TEXTS>;

type TTextStyle = { size?: number; bold?: boolean; color?: TRgb; x?: number; width?: number; gap?: number };

/** Lays the summary out on A4 pages, top to bottom, breaking pages between lines and rows. */
class PdfWriter {
  readonly doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  readonly pageWidth = this.doc.internal.pageSize.getWidth();
  readonly pageHeight = this.doc.internal.pageSize.getHeight();
  readonly contentWidth = this.pageWidth - MARGIN * 2;
  readonly hasThaiFont: boolean;
  readonly texts: TSummaryTexts;
  y = MARGIN;

  constructor(fonts: TPdfFonts | null, texts: TSummaryTexts) {
    this.hasThaiFont = fonts !== null;
    this.texts = texts;
    if (fonts) {
      this.doc.addFileToVFS('NotoSansThai-Regular.ttf', fonts.regular);
      this.doc.addFont('NotoSansThai-Regular.ttf', FONT, 'normal');
      this.doc.addFileToVFS('NotoSansThai-Bold.ttf', fonts.bold);
      this.doc.addFont('NotoSansThai-Bold.ttf', FONT, 'bold');
    }
    this.font(10, false);
  }

  font(size: number, bold: boolean, color: TRgb = INK) {
    this.doc.setFont(this.hasThaiFont ? FONT : 'helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    this.doc.setTextColor(...color);
  }

  safe(text: string): string {
    return pdfSafeText(text, this.hasThaiFont);
  }

  /** Starts a new page when `height` does not fit on this one. */
  ensure(height: number) {
    if (this.y + height <= this.pageHeight - MARGIN - 14) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** One line at (x, baseline); Thai marks drawn where the font would have put them. */
  drawLine(line: string, x: number, baseline: number) {
    if (!this.hasThaiFont) {
      this.doc.text(line, x, baseline);
      return;
    }
    const size = this.doc.getFontSize();
    let pen = x;
    for (const run of shapeThaiRuns(line)) {
      this.doc.text(run.text, pen - run.shiftEm * size, baseline - run.liftEm * size);
      pen += this.doc.getTextWidth(run.text);
    }
  }

  lines(text: string, style: TTextStyle): string[] {
    this.font(style.size ?? 10, style.bold ?? false, style.color);
    return wrapText(this.safe(text), style.width ?? this.contentWidth, (part) => this.doc.getTextWidth(part));
  }

  lineHeight(size: number) {
    return size * 1.45;
  }

  /** Wrapped text at the cursor; the cursor moves below it. */
  text(text: string, style: TTextStyle = {}) {
    const size = style.size ?? 10;
    const height = this.lineHeight(size);
    for (const line of this.lines(text, style)) {
      this.ensure(height);
      this.font(size, style.bold ?? false, style.color);
      this.drawLine(line, style.x ?? MARGIN, this.y + size);
      this.y += height;
    }
    this.y += style.gap ?? 0;
  }

  heading(title: string) {
    this.ensure(48);
    this.y += 12;
    this.text(title, { size: 13, bold: true, color: INK });
    this.doc.setDrawColor(...BORDER);
    this.doc.setLineWidth(0.8);
    this.doc.line(MARGIN, this.y + 1, this.pageWidth - MARGIN, this.y + 1);
    this.y += 8;
  }

  more(list: TLimited<unknown>) {
    if (list.more > 0) this.text(this.texts.more(list.more), { size: 9, bold: true, color: PRIMARY, gap: 2 });
  }

  bullets(list: TLimited<string>) {
    if (list.items.length === 0) {
      this.text(this.texts.none, { color: MUTED });
      return;
    }
    for (const item of list.items) {
      const size = 10;
      const [first] = this.lines(item, { width: this.contentWidth - 14 });
      if (first) this.ensure(this.lineHeight(size));
      this.font(size, false, PRIMARY);
      this.doc.text('•', MARGIN + 2, this.y + size);
      this.text(item, { x: MARGIN + 14, width: this.contentWidth - 14 });
    }
    this.more(list);
  }

  /** A table with a shaded header row; widths are fractions of the content width. */
  table(columns: { title: string; width: number }[], rows: string[][]) {
    const size = 9.5;
    const padding = 5;
    const line = this.lineHeight(size);
    const widths = columns.map((column) => column.width * this.contentWidth);
    const drawRow = (cells: string[], header: boolean) => {
      const wrapped = cells.map((cell, index) =>
        this.lines(cell, { size, bold: header, width: (widths[index] ?? 0) - padding * 2 }),
      );
      const height = Math.max(1, ...wrapped.map((cellLines) => cellLines.length)) * line + padding * 2;
      this.ensure(height);
      if (header) {
        this.doc.setFillColor(...SOFT);
        this.doc.rect(MARGIN, this.y, this.contentWidth, height, 'F');
      }
      let x = MARGIN;
      wrapped.forEach((cellLines, index) => {
        this.font(size, header, header ? MUTED : INK);
        cellLines.forEach((cellLine, lineIndex) => {
          this.drawLine(cellLine, x + padding, this.y + padding + size + lineIndex * line);
        });
        x += widths[index] ?? 0;
      });
      this.doc.setDrawColor(...BORDER);
      this.doc.setLineWidth(0.6);
      this.doc.line(MARGIN, this.y + height, MARGIN + this.contentWidth, this.y + height);
      this.y += height;
    };
    drawRow(
      columns.map((column) => column.title),
      true,
    );
    for (const row of rows) drawRow(row, false);
    this.y += 4;
  }
}

function priceText(price: TSummaryPrice, T: TSummaryTexts): string {
  return price.listed ? `${price.price}  (${T.listedPrice(price.listed)})` : price.price;
}

function writeHeader(writer: PdfWriter, summary: TTourSummary) {
  const T = writer.texts;
  writer.text(`${summary.brand} · ${T.tourSummary}`.toUpperCase(), { size: 8.5, bold: true, color: PRIMARY, gap: 2 });
  writer.text(summary.title, { size: 20, bold: true, gap: 2 });
  if (summary.place) writer.text(summary.place, { size: 11, color: MUTED, gap: 4 });
  writer.font(15, true, PRIMARY);
  writer.ensure(24);
  const price = writer.safe(summary.price.price);
  writer.drawLine(price, MARGIN, writer.y + 15);
  if (summary.price.listed) {
    const x = MARGIN + writer.doc.getTextWidth(price) + 10;
    writer.font(10, false, MUTED);
    const listed = writer.safe(summary.price.listed);
    writer.drawLine(listed, x, writer.y + 15);
    const width = writer.doc.getTextWidth(listed);
    writer.doc.setDrawColor(...MUTED);
    writer.doc.line(x, writer.y + 11.5, x + width, writer.y + 11.5);
    writer.font(10, true, RED);
    writer.drawLine(`-${summary.price.discountPercent}%`, x + width + 8, writer.y + 15);
  }
  writer.y += 26;
  for (const fact of summary.facts) {
    writer.text(`${fact.label}: ${fact.value}`, { size: 9.5, color: INK });
  }
}

function writeFlights(writer: PdfWriter, summary: TTourSummary) {
  const T = writer.texts;
  if (summary.flights.length === 0) {
    writer.text(T.none, { color: MUTED });
    return;
  }
  for (const departure of summary.flights) {
    writer.ensure(100);
    writer.text(departure.label, { size: 10.5, bold: true, color: PRIMARY, gap: 2 });
    for (const flight of departure.flights) {
      writer.ensure(44);
      writer.text(`${flight.direction} · ${flight.airline} ${flight.flightNumber} · ${flight.day}`, {
        size: 10,
        bold: true,
      });
      const duration = flight.duration ? `  ·  ${flight.duration}` : '';
      writer.text(
        `${flight.from.time} ${flight.from.code} ${flight.from.airport}, ${flight.from.day}  –  ${flight.to.time} ${flight.to.code} ${flight.to.airport}, ${flight.to.day}${duration}`,
        { size: 9.5, color: MUTED, gap: 4 },
      );
    }
  }
  writer.text(T.timesNote, { size: 8.5, color: MUTED });
}

function writeHotels(writer: PdfWriter, summary: TTourSummary) {
  const T = writer.texts;
  if (summary.hotels.items.length === 0) {
    writer.text(T.none, { color: MUTED });
    return;
  }
  for (const hotel of summary.hotels.items) {
    writer.ensure(40);
    writer.text(`${hotel.name}  ·  ${hotel.rating}`, { size: 10.5, bold: true });
    for (const detail of hotel.details) writer.text(detail, { size: 9.5 });
    if (hotel.amenities.length) writer.text(hotel.amenities.join(', '), { size: 9, color: MUTED });
    writer.y += 6;
  }
  writer.more(summary.hotels);
}

function writeGallery(writer: PdfWriter, summary: TTourSummary, images: TPdfAssets['images']) {
  const T = writer.texts;
  if (summary.gallery.items.length === 0) {
    writer.text(T.none, { color: MUTED });
    return;
  }
  const { doc } = writer;
  const columns = 4;
  const gap = 8;
  const width = (writer.contentWidth - gap * (columns - 1)) / columns;
  const height = (width * 3) / 4;
  summary.gallery.items.forEach((image, index) => {
    const column = index % columns;
    if (column === 0) writer.ensure(height + gap);
    const x = MARGIN + column * (width + gap);
    const picture = images.get(image.url);
    if (picture) {
      doc.addImage(picture.dataUrl, 'JPEG', x, writer.y, width, height);
    } else {
      doc.setFillColor(...SOFT);
      doc.rect(x, writer.y, width, height, 'F');
      writer.font(8, false, MUTED);
      writer.drawLine(writer.safe(T.imageUnavailable), x + 6, writer.y + height / 2 + 3);
    }
    if (image.isPrimary) {
      doc.setDrawColor(...PRIMARY);
      doc.setLineWidth(2);
      doc.rect(x + 1, writer.y + 1, width - 2, height - 2, 'S');
      doc.setFillColor(...PRIMARY);
      doc.roundedRect(x + 5, writer.y + 5, 42, 13, 6, 6, 'F');
      writer.font(7.5, true, [255, 255, 255]);
      writer.drawLine(writer.safe(T.primary), x + 10, writer.y + 14.5);
    }
    if (column === columns - 1 || index === summary.gallery.items.length - 1) writer.y += height + gap;
  });
  writer.more(summary.gallery);
}

function writeFooters(writer: PdfWriter, summary: TTourSummary) {
  const { doc } = writer;
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    writer.font(8, false, MUTED);
    const footer = writer.safe(`${summary.brand} · ${summary.title}`);
    const [first = ''] = wrapText(footer, writer.contentWidth - 80, (part) => doc.getTextWidth(part));
    writer.drawLine(first, MARGIN, writer.pageHeight - MARGIN / 2);
    const number = `${page} / ${pages}`;
    doc.text(number, writer.pageWidth - MARGIN - doc.getTextWidth(number), writer.pageHeight - MARGIN / 2);
  }
}

/** The summary as a PDF document: the same sections, limits and cuts as the print layout and the HTML file. */
export function renderSummaryPdf(summary: TTourSummary, assets: TPdfAssets): Blob {
  const T = SUMMARY_TEXTS[summary.language];
  const writer = new PdfWriter(assets.fonts, T);
  writer.doc.setProperties({ title: writer.safe(T.documentTitle(summary.title)), creator: summary.brand });
  if (!writer.hasThaiFont) writer.text(T.thaiUnavailable, { size: 9, color: RED, gap: 6 });

  writeHeader(writer, summary);
  writer.heading(T.description);
  writer.text(summary.description.text || T.none);

  writer.heading(T.dates);
  const C = T.dateColumns;
  if (summary.dates.items.length === 0) writer.text(T.none, { color: MUTED });
  else {
    writer.table(
      [
        { title: C.date, width: 0.3 },
        { title: C.price, width: 0.4 },
        { title: C.discount, width: 0.15 },
        { title: C.spots, width: 0.15 },
      ],
      summary.dates.items.map((date) => [
        date.date,
        priceText(date.price, T),
        date.price.discountPercent > 0 ? `${date.price.discountPercent}%` : T.none,
        String(date.spots),
      ]),
    );
  }
  writer.more(summary.dates);

  writer.heading(T.flights);
  writeFlights(writer, summary);

  writer.heading(T.itinerary);
  if (summary.itinerary.items.length === 0) writer.text(T.none, { color: MUTED });
  for (const day of summary.itinerary.items) {
    writer.ensure(36);
    writer.text(day.title, { size: 10, bold: true });
    writer.text(day.text.text, { size: 9.5, color: INK, gap: 4 });
  }
  writer.more(summary.itinerary);

  writer.heading(T.meals);
  if (summary.meals.length === 0) writer.text(T.none, { color: MUTED });
  else {
    const M = T.mealColumns;
    writer.table(
      [
        { title: M.day, width: 0.12 },
        { title: M.plan, width: 0.4 },
        { title: M.meals, width: 0.48 },
      ],
      summary.meals.map((meal) => [String(meal.dayNumber), meal.schedule, meal.meals]),
    );
  }

  writer.heading(T.hotels);
  writeHotels(writer, summary);

  writer.heading(T.gallery);
  writeGallery(writer, summary, assets.images);

  writer.heading(T.inclusions);
  writer.bullets(summary.inclusions);
  writer.heading(T.exclusions);
  writer.bullets(summary.exclusions);
  writer.heading(T.highlights);
  writer.bullets(summary.highlights);

  writer.y += 10;
  writer.text(`${T.draftNote} ${T.generated(summary.generatedAt)}`, { size: 8.5, color: MUTED });
  writeFooters(writer, summary);
  return writer.doc.output('blob');
}
