import { bilingual } from '@tour/shared';

/** The e-mail telling an account's owner that the server's operator made it an administrator's. */
export const ADMIN_COMMAND_MAIL_TEXTS = bilingual({
  en: {
    subject: (appName: string) => `Your ${appName} account is now an administrator account`,
    greeting: (username: string) => `Hello ${username},`,
    keepsRole: 'Your account keeps its administrator role.',
    roleChanged: (from: string, to: string) => `Your account's role changed from ${from} to ${to}.`,
    reactivated: 'It had been deactivated; it is active again and can sign in.',
    abilities:
      'As an administrator you approve tours, manage accounts and invitations, review licences and read the audit log.',
    signInLine: (url: string) => `Sign in with your usual password: ${url}`,
    signIn: 'Sign in',
    signInAfter: ' with your usual password.',
    closing: 'If you did not expect this, tell the people who run the site at once.',
  },
  th: {
    subject: (appName: string) => `บัญชี ${appName} ของคุณเป็นบัญชีผู้ดูแลระบบแล้ว`,
    greeting: (username: string) => `เรียน คุณ${username}`,
    keepsRole: 'บัญชีของคุณยังคงมีบทบาทผู้ดูแลระบบ',
    roleChanged: (from: string, to: string) => `บทบาทของบัญชีคุณเปลี่ยนจาก ${from} เป็น ${to}`,
    reactivated: 'บัญชีนี้เคยถูกปิดใช้งาน ตอนนี้กลับมาใช้งานและเข้าสู่ระบบได้แล้ว',
    abilities: 'ในฐานะผู้ดูแลระบบ คุณอนุมัติทัวร์ จัดการบัญชีผู้ใช้และคำเชิญ ตรวจสอบใบอนุญาต และดูบันทึกการตรวจสอบได้',
    signInLine: (url: string) => `เข้าสู่ระบบด้วยรหัสผ่านเดิมของคุณ: ${url}`,
    signIn: 'เข้าสู่ระบบ',
    signInAfter: ' ด้วยรหัสผ่านเดิมของคุณ',
    closing: 'หากคุณไม่ได้คาดว่าจะได้รับอีเมลนี้ โปรดแจ้งผู้ดูแลเว็บไซต์ทันที',
  },
});
