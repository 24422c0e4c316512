import { describe, expect, it } from 'vitest';
import { tourApprovedMail, tourChangesRequestedMail, tourRejectedMail } from './tour-moderation.mails';

const input = { to: 'owner@co.test', username: 'Owner', title: 'Krabi Kayak', sku: 'KRB-001', appName: 'Wanderway' };

describe('tour decision e-mails', () => {
  it('announce an approval with a link to the live tour', () => {
    const mail = tourApprovedMail({ ...input, tourUrl: 'https://w.test/tours/krabi-kayak' });
    expect(mail).toMatchObject({ kind: 'tour_approved', subject: 'Your tour is live: Krabi Kayak' });
    expect(mail.text).toBe(
      'Hello Owner,\n\nYour tour "Krabi Kayak" has been approved and published. Travellers can now find and book it.\n\nTour: Krabi Kayak\nSKU: KRB-001\n\nSee it on the site: https://w.test/tours/krabi-kayak\n\nWanderway\n',
    );
    expect(mail.html).toContain('<ul><li>Tour: Krabi Kayak</li><li>SKU: KRB-001</li></ul>');
    expect(mail.html).toContain('<p><a href="https://w.test/tours/krabi-kayak">See it on the site</a></p>');
  });

  it("carry the reviewer's note with its line breaks", () => {
    const rejected = tourRejectedMail({
      ...input,
      sku: null,
      reason: 'Too short.\nAdd a day.',
      accountUrl: 'https://w.test/account',
    });
    const changes = tourChangesRequestedMail({ ...input, note: 'Fix the price', accountUrl: 'https://w.test/account' });
    expect(rejected.subject).toBe('Your tour was not approved: Krabi Kayak');
    expect(rejected.text).toContain(
      'Tour: Krabi Kayak\n\nReason:\nToo short.\nAdd a day.\n\nYour tours: https://w.test/account',
    );
    expect(rejected.html).toContain(
      '<ul><li>Tour: Krabi Kayak</li></ul><p><strong>Reason:</strong></p><p>Too short.<br/>Add a day.</p>',
    );
    expect(changes.subject).toBe('Changes requested for your tour: Krabi Kayak');
    expect(changes.html).toContain('<p><strong>Requested changes:</strong></p><p>Fix the price</p>');
    expect(changes.html).toContain('<p><a href="https://w.test/account">Your tours</a></p>');
  });

  it('escape a hostile title and note in the HTML part', () => {
    const hostile = '<script>alert(1)</script>';
    const mail = tourRejectedMail({
      ...input,
      title: hostile,
      reason: `${hostile}\n${hostile}`,
      accountUrl: 'https://w.test/a',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<li>Tour: &lt;script&gt;alert(1)&lt;/script&gt;</li>');
    expect(mail.html).toContain(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;<br/>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});
