import { BOOKINGS_PAUSED_MESSAGE } from '@tour/shared';
import { describe, expect, it } from 'vitest';
import {
  licenceApprovedMail,
  licenceExpiredMail,
  licenceRejectedMail,
  licenceReminderMail,
} from './licence-watch.mails';

const input = {
  to: 'owner@co.test',
  username: 'Owner',
  licenseId: '11/01234',
  documentType: 'TAT',
  companyName: 'Andaman Tours',
  appName: 'Wanderway',
  panelUrl: 'https://w.test/company',
};

describe('licence e-mails', () => {
  it('name the licence in the subject and point to Company Management in both parts', () => {
    const mails = [
      licenceReminderMail({ ...input, days: 30, expiryDate: '2027-06-01' }),
      licenceExpiredMail({ ...input, expiryDate: '2027-06-01' }),
      licenceApprovedMail(input),
      licenceRejectedMail({ ...input, reason: 'The scan is blurry' }),
    ];
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your DOT licence 11/01234 expires in 30 days',
      'Your DOT licence 11/01234 has expired: new bookings are paused',
      'Your DOT licence 11/01234 has been approved',
      'Your DOT licence 11/01234 was not approved',
    ]);
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Hello Owner,\n\n/);
      expect(mail.text).toContain(
        'Licence: DOT licence 11/01234\nCompany: Andaman Tours\n\nCompany Management: https://w.test/company\n\nWanderway\n',
      );
      expect(mail.html).toContain('<ul><li>Licence: DOT licence 11/01234</li><li>Company: Andaman Tours</li></ul>');
      expect(mail.html).toContain('<p><a href="https://w.test/company">Company Management</a></p><p>Wanderway</p>');
    }
    expect(mails[1]!.text).toContain(`Your licence expired on Jun 1, 2027. ${BOOKINGS_PAUSED_MESSAGE}`);
    expect(mails[1]!.html).toContain('<p>Your licence expired on Jun 1, 2027. ');
    expect(mails[3]!.text).toContain('Reason: The scan is blurry');
  });

  it('escape a hostile rejection reason and company name in the HTML part', () => {
    const hostile = '<script>alert(1)</script>';
    const mail = licenceRejectedMail({ ...input, companyName: hostile, reason: hostile });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<p>Reason: &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(mail.html).toContain('<li>Company: &lt;script&gt;alert(1)&lt;/script&gt;</li>');
  });
});
