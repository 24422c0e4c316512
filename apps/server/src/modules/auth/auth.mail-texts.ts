import { bilingual } from '@tour/shared';

/** The account e-mails' texts (password reset, e-mail confirmation), in the recipient's language (issue 27). */
export const AUTH_MAIL_TEXTS = bilingual({
  en: {
    passwordReset: {
      subject: (appName: string) => `Reset your password for ${appName}`,
      lead: (appName: string) => `We received a request to reset your ${appName} password.`,
      linkIntro: 'Open this link within one hour to choose a new password:',
      link: 'Reset your password',
      linkAfter: ' (valid for one hour)',
      ignore: 'If you did not ask for this, you can ignore this e-mail.',
    },
    emailVerification: {
      subjectSignUp: (appName: string) => `Welcome to ${appName}: please confirm your e-mail address`,
      subjectResend: (appName: string) => `Confirm your e-mail address for ${appName}`,
      openingSignUp: (appName: string) => `Your ${appName} account has been created.`,
      openingResend: (appName: string) =>
        `You asked for a new link to confirm the e-mail address of your ${appName} account.`,
      greeting: (username: string) => `Hello ${username},`,
      linkIntro: 'Please confirm your e-mail address by opening this link within 48 hours:',
      signInAt: (url: string) => `You can already sign in at ${url} and book tours while it is unconfirmed.`,
      link: 'Confirm your e-mail address',
      linkAfter: ' (valid for 48 hours)',
      /** The HTML part's sentence around its sign-in link. */
      signInBefore: 'You can already ',
      signIn: 'sign in',
      signInAfter: ' and book tours while it is unconfirmed.',
      ignore: 'If you did not create this account, you can ignore this e-mail.',
    },
  },
  th: {
    passwordReset: {
      subject: (appName: string) => `รีเซ็ตรหัสผ่านของคุณสำหรับ ${appName}`,
      lead: (appName: string) => `เราได้รับคำขอรีเซ็ตรหัสผ่าน ${appName} ของคุณ`,
      linkIntro: 'เปิดลิงก์นี้ภายใน 1 ชั่วโมงเพื่อตั้งรหัสผ่านใหม่:',
      link: 'รีเซ็ตรหัสผ่าน',
      linkAfter: ' (ใช้ได้ภายใน 1 ชั่วโมง)',
      ignore: 'หากคุณไม่ได้ขอรีเซ็ตรหัสผ่าน ไม่ต้องดำเนินการใด ๆ กับอีเมลนี้',
    },
    emailVerification: {
      subjectSignUp: (appName: string) => `ยินดีต้อนรับสู่ ${appName}: โปรดยืนยันอีเมลของคุณ`,
      subjectResend: (appName: string) => `ยืนยันอีเมลของคุณสำหรับ ${appName}`,
      openingSignUp: (appName: string) => `สร้างบัญชี ${appName} ของคุณเรียบร้อยแล้ว`,
      openingResend: (appName: string) => `คุณขอลิงก์ใหม่เพื่อยืนยันอีเมลของบัญชี ${appName}`,
      greeting: (username: string) => `เรียน คุณ${username}`,
      linkIntro: 'โปรดยืนยันอีเมลของคุณโดยเปิดลิงก์นี้ภายใน 48 ชั่วโมง:',
      signInAt: (url: string) => `คุณเข้าสู่ระบบที่ ${url} และจองทัวร์ได้แล้ว แม้ยังไม่ได้ยืนยันอีเมล`,
      link: 'ยืนยันอีเมลของคุณ',
      linkAfter: ' (ใช้ได้ภายใน 48 ชั่วโมง)',
      signInBefore: 'คุณ',
      signIn: 'เข้าสู่ระบบ',
      signInAfter: 'และจองทัวร์ได้แล้ว แม้ยังไม่ได้ยืนยันอีเมล',
      ignore: 'หากคุณไม่ได้สร้างบัญชีนี้ ไม่ต้องดำเนินการใด ๆ กับอีเมลนี้',
    },
  },
});
