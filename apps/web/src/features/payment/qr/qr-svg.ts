import { encode } from 'uqr';

export type TQrDrawing = {
  /** One SVG path for all dark modules, in module units, offset by the quiet zone. */
  path: string;
  /** Width and height of the drawing in modules, quiet zone included. */
  extent: number;
  version: number;
};

/**
 * Encodes `text` as a QR code (uqr; UTF-8 in byte mode, error correction M) and draws its dark modules
 * as one SVG path, each row's runs as rectangles, with a quiet zone of `margin` modules. Throws when
 * the text is too long for any QR version.
 */
export function drawQr(text: string, margin = 4): TQrDrawing {
  const qr = encode(Array.from(new TextEncoder().encode(text)), { ecc: 'M', border: 0 });
  const parts: string[] = [];
  qr.data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start + margin} ${y + margin}h${x - start}v1h${start - x}z`);
    }
  });
  return { path: parts.join(''), extent: qr.size + margin * 2, version: qr.version };
}
