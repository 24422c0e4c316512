import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('page paths', () => {
  it('fills parameters, URL-encoded, and adds the search and hash given', () => {
    expect(paths.tour.href({ slug: 'phuket island/ทัวร์' })).toBe(
      '/tours/phuket%20island%2F%E0%B8%97%E0%B8%B1%E0%B8%A7%E0%B8%A3%E0%B9%8C',
    );
    expect(paths.checkout.href({ slug: 'a', sessionId: 'b' })).toBe('/tours/a/book/b');
    expect(paths.submitTour.href({ draft: 'd 1' })).toBe('/submit-tour?draft=d%201');
    expect(paths.account.href({ tab: 'tours', submitted: undefined })).toBe('/account?tab=tours');
    expect(paths.auth.href({}, 'access_token=x&type=recovery')).toBe('/auth#access_token=x&type=recovery');
    expect(paths.home.href()).toBe('/');
  });

  it('keeps the patterns the router registers', () => {
    expect(paths.checkout.pattern).toBe('/tours/:slug/book/:sessionId');
    expect(paths.manageBooking.href({ token: 'abc' })).toBe('/booking/manage/abc');
  });
});
