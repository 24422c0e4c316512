import { describe, expect, it } from 'vitest';
import { administratorGrantedMail } from './admin-command.mails';

const input = {
  to: 'sam@x.test',
  username: 'Sam',
  previousRole: 'customer' as const,
  reactivated: true,
  appUrl: 'https://w.test',
};
const brand = { appName: 'Wanderway' };

describe('administrator granted e-mail', () => {
  it('in English: the role change, the lifted deactivation and where to sign in', () => {
    const mail = administratorGrantedMail({ ...input, language: 'en' }, brand);
    expect(mail.subject).toBe('Your Wanderway account is now an administrator account');
    expect(mail.text).toBe(
      "Hello Sam,\n\nYour account's role changed from Customer to Administrator.\nIt had been deactivated; it is active again and can sign in.\nAs an administrator you approve tours, manage accounts and invitations, review licences and read the audit log.\n\nSign in with your usual password: https://w.test/auth\nIf you did not expect this, tell the people who run the site at once.\n\nWanderway\n",
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<p><a href="https://w.test/auth">Sign in</a> with your usual password.</p>');
  });

  it('in Thai, with the roles named in Thai', () => {
    const mail = administratorGrantedMail({ ...input, language: 'th' }, brand);
    expect(mail.subject).toBe('บัญชี Wanderway ของคุณเป็นบัญชีผู้ดูแลระบบแล้ว');
    expect(mail.text).toContain('เรียน คุณSam');
    expect(mail.text).toContain('บทบาทของบัญชีคุณเปลี่ยนจาก ลูกค้า เป็น ผู้ดูแลระบบ');
    expect(mail.text).toContain('เข้าสู่ระบบด้วยรหัสผ่านเดิมของคุณ: https://w.test/auth');
    expect(mail.html).toContain('<html lang="th">');
    expect(mail.html).toContain('<p><a href="https://w.test/auth">เข้าสู่ระบบ</a> ด้วยรหัสผ่านเดิมของคุณ</p>');
  });
});
