import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from './demo-operators';
import { DEMO_TOURS } from './demo-catalogue';
import { DEMO_PENDING_TOURS } from './demo-pending-tours';
import { SAMPLE_TOUR } from './sample-tour';

const PUBLIC_DIR = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));

function collectMediaUrls(): string[] {
  const urls = new Set<string>();
  for (const tour of [SAMPLE_TOUR, ...DEMO_TOURS.map((demo) => demo.tour)]) {
    for (const url of [tour.thumbnailUrl, tour.agentLogo, ...tour.images.map((image) => image.url)]) {
      if (url) urls.add(url);
    }
  }
  for (const company of DEMO_COMPANIES) urls.add(company.logoUrl);
  for (const pending of DEMO_PENDING_TOURS) {
    const values = pending.build('2030-01-01');
    if (values.thumbnailUrl) urls.add(values.thumbnailUrl);
    for (const image of values.tourImages ?? []) urls.add(image.url);
  }
  return [...urls].sort();
}

describe('seed artwork', () => {
  const urls = collectMediaUrls();

  it('refers only to images shipped in apps/web/public/media', () => {
    expect(urls.length).toBeGreaterThan(20);
    const missing = urls.filter((url) => !url.startsWith('/media/') || !existsSync(`${PUBLIC_DIR}${url}`));
    expect(missing).toEqual([]);
  });

  it('keeps every tour illustration under 4 KB', () => {
    const large = urls
      .filter((url) => url.startsWith('/media/tours/'))
      .filter((url) => statSync(`${PUBLIC_DIR}${url}`).size >= 4096);
    expect(large).toEqual([]);
  });
});
