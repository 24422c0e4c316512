import { describe, expect, it } from 'vitest';
import { reviewReplyMail, reviewRequestMail } from './reviews.mails';

const brand = { appName: 'Wanderway' };
const booking = {
  bookingId: '5f1c1b7e-0000-4000-8000-000000000001',
  to: 'ann@x.test',
  contactName: '<b>Ann</b>',
  reference: 'CHT-100100',
  tourTitle: 'Krabi Kayak',
  startDate: '2026-05-01',
  endDate: '2026-05-07',
};

describe('review e-mails', () => {
  it('ask for a review with the private link, its 60 days and the 14-day edit window', () => {
    const mail = reviewRequestMail({ booking, link: 'https://w.test/review/abc' }, brand);
    expect(mail).toMatchObject({ kind: 'review_request', to: 'ann@x.test', bookingId: booking.bookingId });
    expect(mail.subject).toBe('How was Krabi Kayak? Review your trip (CHT-100100) | Wanderway');
    expect(mail.text).toContain('The link below works without signing in for 60 days');
    expect(mail.text).toContain('you can edit your review for 14 days after writing it.');
    expect(mail.text).toContain('Write your review: https://w.test/review/abc');
    expect(mail.html).toContain('href="https://w.test/review/abc"');
    expect(mail.html).not.toContain('<b>Ann</b>');
  });

  it("quote the operator's reply, escaped, and link the tour page", () => {
    const mail = reviewReplyMail(
      {
        booking,
        reviewTitle: 'Great <i>trip</i>',
        operatorName: 'Andaman Blue',
        reply: 'Thank you!\n<script>alert(1)</script>',
        tourUrl: 'https://w.test/tours/krabi#reviews',
      },
      brand,
    );
    expect(mail.kind).toBe('review_reply');
    expect(mail.subject).toBe('Andaman Blue replied to your review of Krabi Kayak | Wanderway');
    expect(mail.text).toContain('> Thank you!\n> <script>alert(1)</script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Thank you!<br/>');
  });
});
