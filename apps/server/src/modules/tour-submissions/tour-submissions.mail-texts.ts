import { bilingual } from '@tour/shared';

const REVIEW_NEXT_EN =
  'An administrator will review it; we will write to you when it is approved or if anything needs to change.';
const REVIEW_NEXT_TH = 'ผู้ดูแลระบบจะตรวจสอบ และเราจะแจ้งให้คุณทราบเมื่อได้รับการอนุมัติหรือหากมีสิ่งที่ต้องแก้ไข';

/** The operator's receipt for a submitted or resubmitted tour, in their language (issue 27). */
export const TOUR_SUBMISSIONS_MAIL_TEXTS = bilingual({
  en: {
    greeting: (username: string) => `Hello ${username},`,
    tour: (title: string) => `Tour: ${title}`,
    sku: (sku: string) => `SKU: ${sku}`,
    pendingTourId: (id: string) => `Pending tour ID: ${id}`,
    status: 'Status: pending review',
    follow: 'Follow it in your account',
    submitted: {
      subject: (title: string) => `We received your tour: ${title}`,
      opening: (title: string) => `We received your tour "${title}". ${REVIEW_NEXT_EN}`,
    },
    resubmitted: {
      subject: (title: string) => `We received your changes: ${title}`,
      opening: (title: string) => `We received your changes to the tour "${title}". ${REVIEW_NEXT_EN}`,
    },
  },
  th: {
    greeting: (username) => `เรียน คุณ${username}`,
    tour: (title) => `ทัวร์: ${title}`,
    sku: (sku) => `SKU: ${sku}`,
    pendingTourId: (id) => `รหัสทัวร์ที่รอตรวจสอบ: ${id}`,
    status: 'สถานะ: รอการตรวจสอบ',
    follow: 'ติดตามสถานะในบัญชีของคุณ',
    submitted: {
      subject: (title) => `เราได้รับทัวร์ของคุณแล้ว: ${title}`,
      opening: (title) => `เราได้รับทัวร์ "${title}" ของคุณแล้ว ${REVIEW_NEXT_TH}`,
    },
    resubmitted: {
      subject: (title) => `เราได้รับการแก้ไขของคุณแล้ว: ${title}`,
      opening: (title) => `เราได้รับการแก้ไขทัวร์ "${title}" ของคุณแล้ว ${REVIEW_NEXT_TH}`,
    },
  },
});
