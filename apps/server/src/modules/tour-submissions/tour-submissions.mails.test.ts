import { describe, expect, it } from 'vitest';
import { tourReceivedMail } from './tour-submissions.mails';

const input = {
  to: 'owner@co.test',
  username: 'Owner',
  pendingTourId: 'p-1',
  title: 'Krabi Kayak',
  sku: 'KRB-001',
  resubmitted: false,
  accountUrl: 'https://w.test/account/tours',
  appName: 'Wanderway',
  language: 'en' as const,
};

describe('tour received e-mail', () => {
  it('acknowledges a submission with its facts, in both parts', () => {
    const mail = tourReceivedMail(input);
    expect(mail).toMatchObject({ kind: 'tour_received', subject: 'We received your tour: Krabi Kayak' });
    expect(mail.text).toBe(
      'Hello Owner,\n\nWe received your tour "Krabi Kayak". An administrator will review it; we will write to you when it is approved or if anything needs to change.\n\nTour: Krabi Kayak\nSKU: KRB-001\nPending tour ID: p-1\nStatus: pending review\n\nFollow it in your account: https://w.test/account/tours\n\nWanderway\n',
    );
    expect(mail.html).toContain(
      '<ul><li>Tour: Krabi Kayak</li><li>SKU: KRB-001</li><li>Pending tour ID: p-1</li><li>Status: pending review</li></ul>',
    );
    expect(mail.html).toContain('<p><a href="https://w.test/account/tours">Follow it in your account</a></p>');
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });

  it('is written in Thai to an operator whose language is Thai', () => {
    const mail = tourReceivedMail({ ...input, username: 'สมชาย', language: 'th' });
    expect(mail.subject).toBe('เราได้รับทัวร์ของคุณแล้ว: Krabi Kayak');
    expect(mail.text).toBe(
      'เรียน คุณสมชาย\n\nเราได้รับทัวร์ "Krabi Kayak" ของคุณแล้ว ผู้ดูแลระบบจะตรวจสอบ และเราจะแจ้งให้คุณทราบเมื่อได้รับการอนุมัติหรือหากมีสิ่งที่ต้องแก้ไข\n\nทัวร์: Krabi Kayak\nSKU: KRB-001\nรหัสทัวร์ที่รอตรวจสอบ: p-1\nสถานะ: รอการตรวจสอบ\n\nติดตามสถานะในบัญชีของคุณ: https://w.test/account/tours\n\nWanderway\n',
    );
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="th">/);
    expect(mail.html).toContain('<p>เรียน คุณสมชาย</p>');
    expect(mail.html).toContain('<p><a href="https://w.test/account/tours">ติดตามสถานะในบัญชีของคุณ</a></p>');
    const resubmitted = tourReceivedMail({ ...input, resubmitted: true, language: 'th' });
    expect(resubmitted.subject).toBe('เราได้รับการแก้ไขของคุณแล้ว: Krabi Kayak');
  });

  it('names a resubmission as changes', () => {
    const mail = tourReceivedMail({ ...input, resubmitted: true });
    expect(mail.subject).toBe('We received your changes: Krabi Kayak');
    expect(mail.html).toContain('<p>We received your changes to the tour &quot;Krabi Kayak&quot;.');
  });

  it('escapes a hostile username and title in the HTML part', () => {
    const hostile = '<script>alert(1)</script>';
    const mail = tourReceivedMail({ ...input, username: hostile, title: hostile });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt;,</p>');
    expect(mail.html).toContain('<li>Tour: &lt;script&gt;alert(1)&lt;/script&gt;</li>');
  });
});
