import { describe, expect, it } from 'vitest';
import { invitationMail } from './invitations.mails';

const input = {
  to: 'owner@x.test',
  link: 'https://w.test/auth?invitation=abc',
  expiresAt: new Date('2026-06-08T08:00:00Z'),
  appName: 'Wanderway',
};

describe('invitation e-mail', () => {
  it('in English: the link, its validity until a Bangkok time, and the address to use', () => {
    const mail = invitationMail({ ...input, language: 'en' });
    expect(mail.subject).toBe('You are invited to join Wanderway as a Wholesale Owner');
    expect(mail.text).toBe(
      'Hello,\n\nAn administrator of Wanderway has invited you to open a Wholesale Owner account. With it you register your tour company (with its TAT licence) and then submit your tours for sale.\n\nThe link works once, for 7 days: until Jun 8, 2026, 15:00 Bangkok time. Create your account with this e-mail address (owner@x.test).\n\nAccept the invitation: https://w.test/auth?invitation=abc\n\nIf you did not expect this invitation, ignore this e-mail: no account is made without you.\n\nWanderway\n',
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<p><a href="https://w.test/auth?invitation=abc">Accept the invitation</a></p>');
  });

  it('in Thai: Thai sentences and a Thai date with the Buddhist-era year', () => {
    const mail = invitationMail({ ...input, language: 'th' });
    expect(mail.subject).toBe('คุณได้รับเชิญเข้าร่วม Wanderway ในฐานะเจ้าของบริษัทโฮลเซล');
    expect(mail.text).toContain('ลิงก์นี้ใช้ได้ครั้งเดียว ภายใน 7 วัน: จนถึง 8 มิ.ย. 2569 15:00 เวลากรุงเทพฯ');
    expect(mail.text).toContain('ตอบรับคำเชิญ: https://w.test/auth?invitation=abc');
    expect(mail.html).toContain('<html lang="th">');
    expect(mail.html).toContain('<title>คุณได้รับเชิญเข้าร่วม Wanderway ในฐานะเจ้าของบริษัทโฮลเซล</title>');
    expect(mail.html).toContain('<p><a href="https://w.test/auth?invitation=abc">ตอบรับคำเชิญ</a></p>');
    expect(mail.html).not.toContain('Bangkok time');
  });
});
