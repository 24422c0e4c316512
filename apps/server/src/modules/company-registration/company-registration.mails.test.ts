import { LICENCE_VERIFICATION_LINK_HOURS } from '@tour/shared';
import { describe, expect, it } from 'vitest';
import { licenceVerificationMail } from './company-registration.mails';

const input = {
  to: 'registry@co.test',
  link: 'https://w.test/company/verify#token=t&x',
  licenseId: '11/01234',
  companyName: 'Andaman Tours',
  licenseType: 'TAT' as const,
  appName: 'Wanderway',
};

describe('licence verification e-mail', () => {
  it('carries the link in Thai then English, in both parts', () => {
    const mail = licenceVerificationMail(input);
    expect(mail.subject).toBe('ยืนยันใบอนุญาตประกอบธุรกิจนำเที่ยว เลขที่ 11/01234 / Confirm DOT licence 11/01234 — Wanderway');
    expect(mail.text).toMatch(/^เรียน Andaman Tours\n\n/);
    expect(mail.text).toContain(`${input.link}\n\n---\n\nDear Andaman Tours,\n\n`);
    expect(mail.text).toContain(`The link works for ${LICENCE_VERIFICATION_LINK_HOURS} hours and only once.`);
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="th">/);
    expect(mail.html).toContain('<div lang="th"><p>เรียน Andaman Tours</p>');
    expect(mail.html).toContain(
      '<p><a href="https://w.test/company/verify#token=t&amp;x">ยืนยันใบอนุญาต</a></p></div><hr/><p>Dear Andaman Tours,</p>',
    );
    expect(mail.html).toContain('<p><a href="https://w.test/company/verify#token=t&amp;x">Confirm the licence</a></p>');
  });

  it('escapes a hostile company name in the HTML part', () => {
    const mail = licenceVerificationMail({ ...input, companyName: '<script>alert(1)</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<p>Dear &lt;script&gt;alert(1)&lt;/script&gt;,</p>');
  });
});
