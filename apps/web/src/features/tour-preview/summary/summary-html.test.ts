import { describe, expect, it } from 'vitest';
import { oversizedTour } from './preview-tour.fixture';
import { isSafeImageSource, renderSummaryHtml } from './summary-html';
import { buildTourSummary } from './tour-summary';

const CONTEXT = { brand: 'Wanderway <Demo>', generatedAt: 'Oct 1, 2026, 10:00', language: 'en' } as const;

function count(html: string, fragment: string): number {
  return html.split(fragment).length - 1;
}

describe('isSafeImageSource', () => {
  it('accepts our paths, http(s) and inlined raster images', () => {
    expect(isSafeImageSource('/api/files/a.jpg')).toBe(true);
    expect(isSafeImageSource('https://example.com/a.jpg')).toBe(true);
    expect(isSafeImageSource('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
  });

  it('refuses scripts, SVG data and protocol-relative addresses', () => {
    expect(isSafeImageSource('javascript:alert(1)')).toBe(false);
    expect(isSafeImageSource('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isSafeImageSource('data:text/html,<script>')).toBe(false);
    expect(isSafeImageSource('//evil.example/a.jpg')).toBe(false);
  });
});

describe('renderSummaryHtml', () => {
  const html = renderSummaryHtml(buildTourSummary(oversizedTour(), CONTEXT));

  it('is one document with no script and no external stylesheet', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link/i);
  });

  it('escapes everything the operator typed', () => {
    expect(html).toContain('Tokyo &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Fuji');
    expect(html).toContain('Wander &amp; Sons &lt;Travel&gt;');
    expect(html).toContain('Wanderway &lt;Demo&gt;');
  });

  it('shows the limited lists with how many more there are', () => {
    expect(count(html, '<li>Inclusion ')).toBe(8);
    expect(html).not.toContain('Inclusion 9');
    expect(count(html, '<li>Exclusion ')).toBe(6);
    expect(count(html, '<li>Highlight ')).toBe(6);
    expect(count(html, '<article class="hotel">')).toBe(2);
    expect(count(html, '<figure')).toBe(8);
    expect(count(html, '<li><b>Day ')).toBe(6);
    expect(html).toContain('+ 2 more');
    expect(html).toContain('+ 3 more');
  });

  it("shows every departure's flights, each labelled with its own day", () => {
    expect(count(html, '<section class="departure">')).toBe(5);
    expect(count(html, '<article class="flight">')).toBe(10);
    expect(html).toContain('<h3>Departure 5 · Oct 29, 2026</h3>');
    expect(html).toContain('<b>Return</b> · Thai Airways TG769 · <span class="flight-day">Thu, Nov 5, 2026</span>');
    expect(html).toContain('<b>Outbound</b> · Thai Airways TG669 · <span class="flight-day">Thu, Oct 29, 2026</span>');
  });

  it('marks the primary image and drops unsafe image sources', () => {
    expect(html).toContain(
      '<figure class="primary"><img src="/api/files/image-0.jpg" alt="Tour image 1"><figcaption>Primary</figcaption></figure>',
    );
    const unsafe = renderSummaryHtml(
      buildTourSummary(oversizedTour({ images: [{ url: 'javascript:alert(1)', order: 0 }] }), CONTEXT),
    );
    expect(unsafe).not.toContain('javascript:');
    expect(unsafe).toContain('Image unavailable');
  });

  it('uses the inlined source it is given for each image', () => {
    const inlined = renderSummaryHtml(buildTourSummary(oversizedTour(), CONTEXT), {
      imageSource: (url) => (url.endsWith('image-0.jpg') ? 'data:image/jpeg;base64,AAAA' : url),
    });
    expect(inlined).toContain('<img src="data:image/jpeg;base64,AAAA" alt="Tour image 1">');
  });
});
