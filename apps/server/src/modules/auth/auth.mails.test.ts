import { describe, expect, it } from 'vitest';
import { emailVerificationMail, passwordResetMail } from './auth.mails';

const HOSTILE = '<script>alert(1)</script>';
const brand = { appName: 'Wanderway' };
const english = { ...brand, language: 'en' as const };

describe('password reset e-mail', () => {
  const mail = passwordResetMail('ann@x.test', 'https://w.test/auth/reset#token=a&b', english);

  it('names the brand in its subject and carries the link in both parts', () => {
    expect(mail).toMatchObject({
      kind: 'password_reset',
      to: 'ann@x.test',
      subject: 'Reset your password for Wanderway',
    });
    expect(mail.text).toBe(
      'We received a request to reset your Wanderway password.\n\nOpen this link within one hour to choose a new password:\nhttps://w.test/auth/reset#token=a&b\n\nIf you did not ask for this, you can ignore this e-mail.\n\nWanderway\n',
    );
    expect(mail.html).toContain('<p>We received a request to reset your Wanderway password.</p>');
    expect(mail.html).toContain(
      '<p><a href="https://w.test/auth/reset#token=a&amp;b">Reset your password</a> (valid for one hour)</p>',
    );
    expect(mail.html).toContain('<p>Wanderway</p></body>');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('is written in Thai for a Thai account', () => {
    const thai = passwordResetMail('ann@x.test', 'https://w.test/auth/reset#token=a&b', { ...brand, language: 'th' });
    expect(thai.subject).toBe('รีเซ็ตรหัสผ่านของคุณสำหรับ Wanderway');
    expect(thai.text).toBe(
      'เราได้รับคำขอรีเซ็ตรหัสผ่าน Wanderway ของคุณ\n\nเปิดลิงก์นี้ภายใน 1 ชั่วโมงเพื่อตั้งรหัสผ่านใหม่:\nhttps://w.test/auth/reset#token=a&b\n\nหากคุณไม่ได้ขอรีเซ็ตรหัสผ่าน ไม่ต้องดำเนินการใด ๆ กับอีเมลนี้\n\nWanderway\n',
    );
    expect(thai.html).toContain('<html lang="th">');
    expect(thai.html).toContain(
      '<p><a href="https://w.test/auth/reset#token=a&amp;b">รีเซ็ตรหัสผ่าน</a> (ใช้ได้ภายใน 1 ชั่วโมง)</p>',
    );
  });

  it('escapes a hostile brand in the HTML part', () => {
    const hostile = passwordResetMail('ann@x.test', 'https://w.test/r', { appName: HOSTILE, language: 'en' });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('reset your &lt;script&gt;alert(1)&lt;/script&gt; password');
  });
});

describe('e-mail confirmation', () => {
  const input = {
    to: 'ann@x.test',
    username: 'Ann',
    link: 'https://w.test/auth/verify-email#token=t',
    appUrl: 'https://w.test',
    language: 'en' as const,
  };

  it('welcomes at sign-up, and only carries the new link when asked again', () => {
    const signUp = emailVerificationMail({ ...input, occasion: 'sign-up' }, brand);
    const resend = emailVerificationMail({ ...input, occasion: 'resend' }, brand);
    expect(signUp.subject).toBe('Welcome to Wanderway: please confirm your e-mail address');
    expect(resend.subject).toBe('Confirm your e-mail address for Wanderway');
    expect(signUp.text).toBe(
      'Hello Ann,\n\nYour Wanderway account has been created.\n\nPlease confirm your e-mail address by opening this link within 48 hours:\nhttps://w.test/auth/verify-email#token=t\n\nYou can already sign in at https://w.test/auth and book tours while it is unconfirmed.\nIf you did not create this account, you can ignore this e-mail.\n\nWanderway\n',
    );
    expect(resend.text).toContain('You asked for a new link to confirm the e-mail address of your Wanderway account.');
    expect(signUp.html).toContain('<p>Your Wanderway account has been created.</p>');
    expect(signUp.html).toContain(
      '<p><a href="https://w.test/auth/verify-email#token=t">Confirm your e-mail address</a> (valid for 48 hours)</p>',
    );
    expect(signUp.html).toContain(
      'You can already <a href="https://w.test/auth">sign in</a> and book tours while it is unconfirmed. If you did not create this account, you can ignore this e-mail.</p>',
    );
    expect(signUp.html).toContain('<html lang="en">');
  });

  it('is written in Thai for a Thai sign-up', () => {
    const signUp = emailVerificationMail({ ...input, language: 'th', occasion: 'sign-up' }, brand);
    const resend = emailVerificationMail({ ...input, language: 'th', occasion: 'resend' }, brand);
    expect(signUp.subject).toBe('ยินดีต้อนรับสู่ Wanderway: โปรดยืนยันอีเมลของคุณ');
    expect(resend.subject).toBe('ยืนยันอีเมลของคุณสำหรับ Wanderway');
    expect(signUp.text).toBe(
      'เรียน คุณAnn\n\nสร้างบัญชี Wanderway ของคุณเรียบร้อยแล้ว\n\nโปรดยืนยันอีเมลของคุณโดยเปิดลิงก์นี้ภายใน 48 ชั่วโมง:\nhttps://w.test/auth/verify-email#token=t\n\nคุณเข้าสู่ระบบที่ https://w.test/auth และจองทัวร์ได้แล้ว แม้ยังไม่ได้ยืนยันอีเมล\nหากคุณไม่ได้สร้างบัญชีนี้ ไม่ต้องดำเนินการใด ๆ กับอีเมลนี้\n\nWanderway\n',
    );
    expect(resend.text).toContain('คุณขอลิงก์ใหม่เพื่อยืนยันอีเมลของบัญชี Wanderway');
    expect(signUp.html).toContain('<html lang="th">');
    expect(signUp.html).toContain('<p>เรียน คุณAnn</p>');
    expect(signUp.html).toContain(
      '<p><a href="https://w.test/auth/verify-email#token=t">ยืนยันอีเมลของคุณ</a> (ใช้ได้ภายใน 48 ชั่วโมง)</p>',
    );
    expect(signUp.html).toContain('คุณ<a href="https://w.test/auth">เข้าสู่ระบบ</a>และจองทัวร์ได้แล้ว');
  });

  it('escapes a hostile username in the HTML part and keeps it as typed in the text part', () => {
    const mail = emailVerificationMail({ ...input, username: HOSTILE, occasion: 'sign-up' }, brand);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt;,</p>');
    expect(mail.text).toContain(`Hello ${HOSTILE},`);
  });
});
