import { bilingual } from '@tour/shared';

/** The unpublished and republished e-mails (decision record 0020) in the operator's language (issue 27). */
export const TOUR_MANAGEMENT_MAIL_TEXTS = bilingual({
  en: {
    greeting: (username: string | null) => (username ? `Hello ${username},` : 'Hello,'),
    tour: (title: string) => `Tour: ${title}`,
    reason: 'Reason:',
    unpublished: {
      subject: (title: string) => `Your tour was unpublished: ${title}`,
      opening: (title: string) =>
        `An administrator has unpublished your tour "${title}". Travellers can no longer find or book it.`,
      closing: 'Bookings already made stand as they are.',
      link: 'Your tours',
    },
    republished: {
      subject: (title: string) => `Your tour is live again: ${title}`,
      opening: (title: string) =>
        `An administrator has published your tour "${title}" again. Travellers can find and book it.`,
      closing: 'Its departures, prices and bookings are as they were.',
      link: 'See it on the site',
    },
  },
  th: {
    greeting: (username) => (username ? `เรียน คุณ${username}` : 'เรียน ผู้ประกอบการ'),
    tour: (title) => `ทัวร์: ${title}`,
    reason: 'เหตุผล:',
    unpublished: {
      subject: (title) => `ทัวร์ของคุณถูกยกเลิกการเผยแพร่: ${title}`,
      opening: (title) => `ผู้ดูแลระบบได้ยกเลิกการเผยแพร่ทัวร์ "${title}" ของคุณ ผู้เดินทางจะค้นหาหรือจองทัวร์นี้ไม่ได้อีก`,
      closing: 'การจองที่มีอยู่แล้วยังคงเดิม',
      link: 'ทัวร์ของคุณ',
    },
    republished: {
      subject: (title) => `ทัวร์ของคุณกลับมาเผยแพร่แล้ว: ${title}`,
      opening: (title) => `ผู้ดูแลระบบได้เผยแพร่ทัวร์ "${title}" ของคุณอีกครั้ง ผู้เดินทางค้นหาและจองทัวร์นี้ได้แล้ว`,
      closing: 'รอบเดินทาง ราคา และการจองของทัวร์ยังคงเหมือนเดิม',
      link: 'ดูทัวร์บนเว็บไซต์',
    },
  },
});
