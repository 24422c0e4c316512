import { describe, expect, it } from 'vitest';
import { menuFor } from '@tour/shared';
import { accountDeactivatedMail, accountReactivatedMail, roleChangedMail } from './accounts.mails';

const brand = { appName: 'Wanderway', appUrl: 'https://w.test' };
const roleChange = {
  to: 'ann@x.test',
  username: 'Ann',
  previousRole: 'customer' as const,
  newRole: 'wholesale_seller' as const,
  menu: menuFor({ role: 'wholesale_seller', hasCompany: false }),
};

describe('user management e-mails', () => {
  it('role changed, in English: the roles, what the new one allows and the menu', () => {
    const mail = roleChangedMail({ ...roleChange, language: 'en' }, brand);
    expect(mail.subject).toBe('Your Wanderway role is now Wholesale Seller');
    expect(mail.text).toContain(
      'An administrator has changed your role on Wanderway from Customer to Wholesale Seller.',
    );
    expect(mail.text).toContain(
      "You can submit tours for an administrator's review.\nYour account menu now offers: Dashboard Access.",
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<p><a href="https://w.test/account">Open your account</a></p>');
  });

  it('role changed, in Thai: the roles and the menu as the Thai account page names them', () => {
    const mail = roleChangedMail({ ...roleChange, language: 'th' }, brand);
    expect(mail.subject).toBe('บทบาทของคุณใน Wanderway ตอนนี้คือ ผู้ขายโฮลเซล');
    expect(mail.text).toContain('เรียน คุณAnn');
    expect(mail.text).toContain('ผู้ดูแลระบบได้เปลี่ยนบทบาทของคุณใน Wanderway จาก ลูกค้า เป็น ผู้ขายโฮลเซล');
    expect(mail.text).toContain('คุณส่งทัวร์ให้ผู้ดูแลระบบตรวจสอบได้');
    expect(mail.text).toContain('เมนูบัญชีของคุณตอนนี้มี: เข้าใช้แดชบอร์ด');
    expect(mail.html).toContain('<html lang="th">');
    expect(mail.html).toContain('<ul><li>เข้าใช้แดชบอร์ด</li></ul>');
    expect(mail.html).toContain('<p><a href="https://w.test/account">เปิดบัญชีของคุณ</a></p>');
  });

  it('deactivated and reactivated, in English and in Thai', () => {
    const deactivated = { to: 'ann@x.test', username: 'Ann', supportEmail: 'help@w.test' };
    expect(accountDeactivatedMail({ ...deactivated, language: 'en' }, brand).text).toBe(
      'Hello Ann,\n\nAn administrator has deactivated your Wanderway account. You have been signed out and can no longer sign in.\n\nYour bookings stay as they are, and the links in your booking e-mails keep working.\n\nIf you think this is a mistake, write to help@w.test.\n\nWanderway\n',
    );
    const thai = accountDeactivatedMail({ ...deactivated, language: 'th' }, brand);
    expect(thai.subject).toBe('บัญชี Wanderway ของคุณถูกปิดใช้งานแล้ว');
    expect(thai.text).toContain('หากคุณคิดว่าเป็นความผิดพลาด โปรดติดต่อ help@w.test');
    expect(thai.html).toContain('<html lang="th">');

    const reactivated = { to: 'ann@x.test', username: 'Ann' };
    expect(accountReactivatedMail({ ...reactivated, language: 'en' }, brand).text).toBe(
      'Hello Ann,\n\nAn administrator has reactivated your Wanderway account. You can sign in again with your password.\n\nSign in: https://w.test/auth\n\nWanderway\n',
    );
    const thaiBack = accountReactivatedMail({ ...reactivated, language: 'th' }, brand);
    expect(thaiBack.subject).toBe('บัญชี Wanderway ของคุณกลับมาใช้งานได้แล้ว');
    expect(thaiBack.text).toContain('เข้าสู่ระบบ: https://w.test/auth');
    expect(thaiBack.html).toContain('<html lang="th">');
  });
});
