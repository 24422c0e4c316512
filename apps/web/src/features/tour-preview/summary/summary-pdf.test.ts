import regularFont from '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf?inline';
import boldFont from '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf?inline';
import { describe, expect, it } from 'vitest';
import { oversizedTour } from './preview-tour.fixture';
import { renderSummaryPdf } from './summary-pdf';
import { buildTourSummary } from './tour-summary';

// The font files as the browser gets them, inlined as data URLs by Vite.
const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);
const FONTS = { regular: base64Of(regularFont), bold: base64Of(boldFont) };
const CONTEXT = { brand: 'Wanderway', generatedAt: 'Oct 1, 2026, 10:00', language: 'en' } as const;

async function pdfText(blob: Blob): Promise<string> {
  return new TextDecoder('latin1').decode(await blob.arrayBuffer());
}

describe('renderSummaryPdf', () => {
  it('writes a PDF of several pages with the Thai font embedded', async () => {
    const summary = buildTourSummary(oversizedTour(), CONTEXT);
    const pdf = await pdfText(renderSummaryPdf(summary, { fonts: FONTS, images: new Map() }));
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/BaseFont /NotoSansThai');
    expect(Number(/\/Count (\d+)/.exec(pdf)?.[1])).toBeGreaterThan(1);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('still writes the PDF with the built-in font when the Thai font is missing', async () => {
    const summary = buildTourSummary(oversizedTour(), CONTEXT);
    const pdf = await pdfText(renderSummaryPdf(summary, { fonts: null, images: new Map() }));
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).not.toContain('NotoSansThai');
    expect(pdf).toContain('/BaseFont /Helvetica');
  });
});
