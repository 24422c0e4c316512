import { jsPDF } from 'jspdf';

/** A one-page PDF showing a JPEG over the whole page, in points. */
export function jpegPdf(
  jpeg: Buffer,
  page: { format: 'a4' | [number, number]; width: number; height: number },
): Buffer {
  const document = new jsPDF({ unit: 'pt', format: page.format, compress: true });
  document.addImage(jpeg.toString('base64'), 'JPEG', 0, 0, page.width, page.height);
  const bytes = Buffer.from(document.output('arraybuffer'));
  // jsPDF always writes an /OpenAction (the initial zoom); the upload check refuses any /OpenAction, so it is
  // blanked with spaces of the same length (the cross-reference offsets stay right).
  const text = bytes.toString('latin1');
  const openAction = /\/OpenAction \[[^\]]*\]/.exec(text);
  if (!openAction) return bytes;
  return Buffer.from(text.replace(openAction[0], ' '.repeat(openAction[0].length)), 'latin1');
}
