import { bilingual, formatBangkokDateTime, formatInvitationExpiry } from '@tour/shared';

/** The invitation e-mail (3-admin.md section 7), in the inviting administrator's language. */
export const INVITATIONS_MAIL_TEXTS = bilingual({
  en: {
    subject: (appName: string) => `You are invited to join ${appName} as a Wholesale Owner`,
    greeting: 'Hello,',
    intro: (appName: string) =>
      `An administrator of ${appName} has invited you to open a Wholesale Owner account. With it you register your tour company (with its TAT licence) and then submit your tours for sale.`,
    validity: (days: number, until: string, email: string) =>
      `The link works once, for ${days} days: until ${until}. Create your account with this e-mail address (${email}).`,
    expiry: (instant: Date) => formatInvitationExpiry(instant),
    acceptLine: (link: string) => `Accept the invitation: ${link}`,
    accept: 'Accept the invitation',
    ignore: 'If you did not expect this invitation, ignore this e-mail: no account is made without you.',
  },
  th: {
    subject: (appName: string) => `คุณได้รับเชิญเข้าร่วม ${appName} ในฐานะเจ้าของบริษัทโฮลเซล`,
    greeting: 'สวัสดี',
    intro: (appName: string) =>
      `ผู้ดูแลระบบของ ${appName} เชิญคุณเปิดบัญชีเจ้าของบริษัทโฮลเซล เพื่อลงทะเบียนบริษัททัวร์ของคุณ (พร้อมใบอนุญาตประกอบธุรกิจนำเที่ยว) แล้วส่งทัวร์ของคุณขึ้นขาย`,
    validity: (days: number, until: string, email: string) =>
      `ลิงก์นี้ใช้ได้ครั้งเดียว ภายใน ${days} วัน: จนถึง ${until} โปรดสร้างบัญชีด้วยอีเมลนี้ (${email})`,
    // formatInvitationExpiry has no language: its Thai, as the invitations page writes it.
    expiry: (instant: Date) => `${formatBangkokDateTime(instant, 'th')} เวลากรุงเทพฯ`,
    acceptLine: (link: string) => `ตอบรับคำเชิญ: ${link}`,
    accept: 'ตอบรับคำเชิญ',
    ignore: 'หากคุณไม่ได้คาดว่าจะได้รับคำเชิญนี้ ไม่ต้องดำเนินการใด ๆ กับอีเมลนี้ ระบบจะไม่สร้างบัญชีโดยที่คุณไม่ได้ดำเนินการเอง',
  },
});
