import { describe, expect, it } from 'vitest';
import {
  revisionChangesRequestedMail,
  tourApprovedMail,
  tourChangesRequestedMail,
  tourRejectedMail,
} from './tour-moderation.mails';

const input = {
  to: 'owner@co.test',
  username: 'Owner',
  title: 'Krabi Kayak',
  sku: 'KRB-001',
  appName: 'Wanderway',
  language: 'en' as const,
};

describe('tour decision e-mails', () => {
  it('announce an approval with a link to the live tour', () => {
    const mail = tourApprovedMail({ ...input, tourUrl: 'https://w.test/tours/krabi-kayak' });
    expect(mail).toMatchObject({ kind: 'tour_approved', subject: 'Your tour is live: Krabi Kayak' });
    expect(mail.text).toBe(
      'Hello Owner,\n\nYour tour "Krabi Kayak" has been approved and published. Travellers can now find and book it.\n\nTour: Krabi Kayak\nSKU: KRB-001\n\nSee it on the site: https://w.test/tours/krabi-kayak\n\nWanderway\n',
    );
    expect(mail.html).toContain('<ul><li>Tour: Krabi Kayak</li><li>SKU: KRB-001</li></ul>');
    expect(mail.html).toContain('<p><a href="https://w.test/tours/krabi-kayak">See it on the site</a></p>');
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });

  it('are written in Thai to an operator who chose Thai', () => {
    const thai = { ...input, username: 'สมชาย', language: 'th' as const };
    const approved = tourApprovedMail({ ...thai, tourUrl: 'https://w.test/tours/krabi-kayak' });
    expect(approved.subject).toBe('ทัวร์ของคุณเผยแพร่แล้ว: Krabi Kayak');
    expect(approved.text).toBe(
      'เรียน คุณสมชาย\n\nทัวร์ "Krabi Kayak" ของคุณได้รับการอนุมัติและเผยแพร่แล้ว ผู้เดินทางค้นหาและจองทัวร์นี้ได้แล้ว\n\nทัวร์: Krabi Kayak\nSKU: KRB-001\n\nดูทัวร์บนเว็บไซต์: https://w.test/tours/krabi-kayak\n\nWanderway\n',
    );
    expect(approved.html).toMatch(/^<!DOCTYPE html><html lang="th">/);
    expect(approved.html).toContain('<p>เรียน คุณสมชาย</p>');
    const rejected = tourRejectedMail({ ...thai, reason: 'ภาพไม่ชัด', accountUrl: 'https://w.test/account' });
    expect(rejected.subject).toBe('ทัวร์ของคุณไม่ได้รับการอนุมัติ: Krabi Kayak');
    expect(rejected.text).toContain('เหตุผล:\nภาพไม่ชัด\n\nทัวร์ของคุณ: https://w.test/account');
    const changes = tourChangesRequestedMail({ ...thai, note: 'แก้ราคา', accountUrl: 'https://w.test/account' });
    expect(changes.subject).toBe('ขอให้แก้ไขทัวร์ของคุณ: Krabi Kayak');
    expect(changes.html).toContain('<p><strong>สิ่งที่ขอให้แก้ไข:</strong></p><p>แก้ราคา</p>');
    const revision = revisionChangesRequestedMail({ ...thai, note: 'แก้ราคา', editUrl: 'https://w.test/edit' });
    expect(revision.html).toContain('<p><a href="https://w.test/edit">แก้ไขทัวร์</a></p>');
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
