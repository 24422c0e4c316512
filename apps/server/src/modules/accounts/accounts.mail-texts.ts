import { bilingual, ROLE_LABELS, ROLE_LABELS_TH, type TMenuEntry, type TRole } from '@tour/shared';

/** The roles' names in the e-mails to account holders (this module's and the admin command's). */
export const ROLE_NAMES = bilingual({ en: ROLE_LABELS, th: ROLE_LABELS_TH });

/** The e-mails of user management (role changed, deactivated, reactivated), in the account holder's language. */
export const ACCOUNTS_MAIL_TEXTS = bilingual({
  en: {
    greeting: (username: string) => `Hello ${username},`,
    roleChanged: {
      subject: (appName: string, role: string) => `Your ${appName} role is now ${role}`,
      opening: (appName: string, from: string, to: string) =>
        `An administrator has changed your role on ${appName} from ${from} to ${to}.`,
      /** What each role lets its holder do, in a sentence; the account menu the e-mail lists says where. */
      abilities: {
        admin:
          'As an administrator you can review submitted tours, manage accounts and invitations, and read the audit log.',
        customer: 'You can browse and book tours and follow your bookings from your account.',
        registered_customer: 'You can browse and book tours and follow your bookings from your account.',
        agent:
          "You can register your travel company with its tourism licence and, once it is registered, submit tours for review and edit your company's tours.",
        wholesale_seller: "You can submit tours for an administrator's review.",
        wholesale_owner:
          "You can register your company with its tourism licence and, once it is registered, submit tours for review and edit your company's tours.",
      } satisfies Record<TRole, string>,
      menuEntry: (entry: TMenuEntry) => entry.label,
      menuLine: (labels: string) => `Your account menu now offers: ${labels}.`,
      menuHeading: 'Your account menu now offers:',
      applies: 'The change applies from the next page you open; there is no need to sign in again.',
      accountLine: (link: string) => `Your account: ${link}`,
      openAccount: 'Open your account',
    },
    deactivated: {
      subject: (appName: string) => `Your ${appName} account has been deactivated`,
      signedOut: (appName: string) =>
        `An administrator has deactivated your ${appName} account. You have been signed out and can no longer sign in.`,
      bookingsStay: 'Your bookings stay as they are, and the links in your booking e-mails keep working.',
      mistake: (supportEmail: string) => `If you think this is a mistake, write to ${supportEmail}.`,
    },
    reactivated: {
      subject: (appName: string) => `Your ${appName} account is active again`,
      opening: (appName: string) =>
        `An administrator has reactivated your ${appName} account. You can sign in again with your password.`,
      signInLine: (link: string) => `Sign in: ${link}`,
      signIn: 'Sign in',
    },
  },
  th: {
    greeting: (username: string) => `เรียน คุณ${username}`,
    roleChanged: {
      subject: (appName: string, role: string) => `บทบาทของคุณใน ${appName} ตอนนี้คือ ${role}`,
      opening: (appName: string, from: string, to: string) =>
        `ผู้ดูแลระบบได้เปลี่ยนบทบาทของคุณใน ${appName} จาก ${from} เป็น ${to}`,
      abilities: {
        admin: 'ในฐานะผู้ดูแลระบบ คุณตรวจสอบทัวร์ที่ส่งเข้ามา จัดการบัญชีผู้ใช้และคำเชิญ และดูบันทึกการตรวจสอบได้',
        customer: 'คุณค้นหาและจองทัวร์ รวมทั้งติดตามการจองได้จากบัญชีของคุณ',
        registered_customer: 'คุณค้นหาและจองทัวร์ รวมทั้งติดตามการจองได้จากบัญชีของคุณ',
        agent:
          'คุณลงทะเบียนบริษัทนำเที่ยวพร้อมใบอนุญาตประกอบธุรกิจนำเที่ยวได้ และเมื่อลงทะเบียนแล้ว คุณส่งทัวร์ให้ตรวจสอบและแก้ไขทัวร์ของบริษัทได้',
        wholesale_seller: 'คุณส่งทัวร์ให้ผู้ดูแลระบบตรวจสอบได้',
        wholesale_owner:
          'คุณลงทะเบียนบริษัทพร้อมใบอนุญาตประกอบธุรกิจนำเที่ยวได้ และเมื่อลงทะเบียนแล้ว คุณส่งทัวร์ให้ตรวจสอบและแก้ไขทัวร์ของบริษัทได้',
      },
      menuEntry: (entry: TMenuEntry) => entry.labelTh,
      menuLine: (labels: string) => `เมนูบัญชีของคุณตอนนี้มี: ${labels}`,
      menuHeading: 'เมนูบัญชีของคุณตอนนี้มี:',
      applies: 'การเปลี่ยนแปลงมีผลตั้งแต่หน้าถัดไปที่คุณเปิด โดยไม่ต้องเข้าสู่ระบบใหม่',
      accountLine: (link: string) => `บัญชีของคุณ: ${link}`,
      openAccount: 'เปิดบัญชีของคุณ',
    },
    deactivated: {
      subject: (appName: string) => `บัญชี ${appName} ของคุณถูกปิดใช้งานแล้ว`,
      signedOut: (appName: string) => `ผู้ดูแลระบบได้ปิดใช้งานบัญชี ${appName} ของคุณ คุณถูกออกจากระบบและเข้าสู่ระบบไม่ได้อีก`,
      bookingsStay: 'การจองของคุณยังคงเดิม และลิงก์ในอีเมลการจองยังใช้งานได้ตามปกติ',
      mistake: (supportEmail: string) => `หากคุณคิดว่าเป็นความผิดพลาด โปรดติดต่อ ${supportEmail}`,
    },
    reactivated: {
      subject: (appName: string) => `บัญชี ${appName} ของคุณกลับมาใช้งานได้แล้ว`,
      opening: (appName: string) => `ผู้ดูแลระบบได้เปิดใช้งานบัญชี ${appName} ของคุณอีกครั้ง คุณเข้าสู่ระบบด้วยรหัสผ่านเดิมได้แล้ว`,
      signInLine: (link: string) => `เข้าสู่ระบบ: ${link}`,
      signIn: 'เข้าสู่ระบบ',
    },
  },
});
