import { LICENCE_REVIEW_MESSAGES, type TLicenceQueueReason } from '@tour/shared';
import { defineTexts, type TTextsOf } from '../../lib/i18n/texts';

/** Strings of /admin/licences (DESIGN decision 25; beyond the spec, in the admin pages' English). */
export const ADMIN_LICENCES_TEXTS = defineTexts({
  en: {
    documentTitle: 'Licences',
    back: 'Back to account',
    heading: 'Licences',
    intro:
      'Tourism licences awaiting review, and licences that expire within 60 days or have expired. Approve or reject documents awaiting review; the company is told by e-mail.',
    count: (n: number) => (n === 1 ? '1 licence' : `${n} licences`),
    loadFailed: LICENCE_REVIEW_MESSAGES.loadFailed,
    retry: 'Try again',
    empty: 'No licences need attention',
    emptyHint: 'Licences awaiting review or close to their expiry date appear here.',
    reasons: {
      pending_review: 'Awaiting review',
      expiring: 'Expiring soon',
      expired: 'Expired: bookings paused',
    } satisfies Record<TLicenceQueueReason, string>,
    licence: 'Licence',
    status: 'Registry status',
    kyc: 'KYC',
    expires: 'Expires',
    noExpiry: 'No expiry date',
    daysLeft: (days: number) =>
      days < 0
        ? `expired ${-days} day${days === -1 ? '' : 's'} ago`
        : days === 0
          ? 'expires today'
          : `in ${days} day${days === 1 ? '' : 's'}`,
    submittedBy: (email: string) => `Submitted by ${email}`,
    noName: 'Unnamed company',
    approve: 'Approve',
    approving: 'Approving…',
    reject: 'Reject',
    approveFailed: 'Failed to approve licence',
    approveDialog: {
      title: 'Approve this licence?',
      description: (licence: string, company: string) =>
        `${licence} of ${company} becomes verified. The company is told by e-mail, and its tours can then be approved to go live.`,
      confirm: 'Approve licence',
      working: 'Approving…',
      cancel: 'Cancel',
      close: 'Close',
    },
    document: {
      heading: 'Uploaded document',
      none: 'No document was uploaded for this licence.',
      imageAlt: (licence: string) => `The uploaded document of ${licence}`,
      pdfTitle: (licence: string) => `The uploaded PDF of ${licence}`,
      open: 'Open in a new tab',
      uploaded: (when: string) => `Uploaded ${when}`,
    },
    record: {
      heading: 'Registry record',
      traderId: 'Trader ID',
      taxId: 'Tax ID',
      businessType: 'Business type',
      issueDate: 'Issued',
      address: 'Address',
      phone: 'Phone',
      email: 'E-mail on record',
    },
    rejectFailed: 'Failed to reject licence',
    rejectDialog: {
      title: 'Reject licence documents',
      description: (name: string) =>
        `Tell ${name} why the documents were not accepted. The reason is e-mailed to them.`,
      label: 'Reason',
      placeholder: 'e.g. The licence scan is unreadable; please upload a clearer copy.',
      confirm: 'Reject licence',
      working: 'Rejecting…',
      cancel: 'Cancel',
      close: 'Close',
      reasonRequired: LICENCE_REVIEW_MESSAGES.reasonRequired,
    },
    notFound: LICENCE_REVIEW_MESSAGES.notFound,
    notReviewable: LICENCE_REVIEW_MESSAGES.notReviewable,
  },
  th: {
    documentTitle: 'ใบอนุญาต',
    back: 'กลับไปที่บัญชี',
    heading: 'ใบอนุญาต',
    intro:
      'ใบอนุญาตประกอบธุรกิจนำเที่ยวที่รอตรวจสอบ และใบอนุญาตที่จะหมดอายุภายใน 60 วันหรือหมดอายุแล้ว อนุมัติหรือปฏิเสธเอกสารที่รอตรวจสอบ แล้วบริษัทจะได้รับแจ้งทางอีเมล',
    count: (n: number) => `ใบอนุญาต ${n} รายการ`,
    loadFailed: 'โหลดใบอนุญาตไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    empty: 'ไม่มีใบอนุญาตที่ต้องดำเนินการ',
    emptyHint: 'ใบอนุญาตที่รอตรวจสอบหรือใกล้หมดอายุจะแสดงที่นี่',
    reasons: {
      pending_review: 'รอตรวจสอบ',
      expiring: 'ใกล้หมดอายุ',
      expired: 'หมดอายุ: ระงับการจองแล้ว',
    },
    licence: 'ใบอนุญาต',
    status: 'สถานะในทะเบียน',
    kyc: 'KYC',
    expires: 'วันหมดอายุ',
    noExpiry: 'ไม่มีวันหมดอายุ',
    daysLeft: (days: number) => (days < 0 ? `หมดอายุแล้ว ${-days} วัน` : days === 0 ? 'หมดอายุวันนี้' : `อีก ${days} วัน`),
    submittedBy: (email: string) => `ส่งโดย ${email}`,
    noName: 'ไม่ระบุชื่อบริษัท',
    approve: 'อนุมัติ',
    approving: 'กำลังอนุมัติ…',
    reject: 'ปฏิเสธ',
    approveFailed: 'อนุมัติใบอนุญาตไม่สำเร็จ',
    approveDialog: {
      title: 'อนุมัติใบอนุญาตนี้หรือไม่',
      description: (licence: string, company: string) =>
        `${licence} ของ ${company} จะได้รับการยืนยัน บริษัทจะได้รับแจ้งทางอีเมล และทัวร์ของบริษัทจะอนุมัติให้เผยแพร่ได้`,
      confirm: 'อนุมัติใบอนุญาต',
      working: 'กำลังอนุมัติ…',
      cancel: 'ยกเลิก',
      close: 'ปิด',
    },
    document: {
      heading: 'เอกสารที่อัปโหลด',
      none: 'ใบอนุญาตนี้ไม่มีเอกสารที่อัปโหลด',
      imageAlt: (licence: string) => `เอกสารที่อัปโหลดของ ${licence}`,
      pdfTitle: (licence: string) => `ไฟล์ PDF ที่อัปโหลดของ ${licence}`,
      open: 'เปิดในแท็บใหม่',
      uploaded: (when: string) => `อัปโหลดเมื่อ ${when}`,
    },
    record: {
      heading: 'ข้อมูลในทะเบียน',
      traderId: 'รหัสผู้ประกอบการ',
      taxId: 'เลขประจำตัวผู้เสียภาษี',
      businessType: 'ประเภทธุรกิจ',
      issueDate: 'วันที่ออก',
      address: 'ที่อยู่',
      phone: 'โทรศัพท์',
      email: 'อีเมลในทะเบียน',
    },
    rejectFailed: 'ปฏิเสธใบอนุญาตไม่สำเร็จ',
    rejectDialog: {
      title: 'ปฏิเสธเอกสารใบอนุญาต',
      description: (name: string) => `แจ้ง ${name} ว่าทำไมจึงไม่รับเอกสาร ระบบจะส่งเหตุผลให้ทางอีเมล`,
      label: 'เหตุผล',
      placeholder: 'เช่น สแกนใบอนุญาตอ่านไม่ออก โปรดอัปโหลดสำเนาที่ชัดกว่านี้',
      confirm: 'ปฏิเสธใบอนุญาต',
      working: 'กำลังปฏิเสธ…',
      cancel: 'ยกเลิก',
      close: 'ปิด',
      reasonRequired: 'โปรดระบุเหตุผลที่ปฏิเสธ',
    },
    notFound: 'ไม่พบใบอนุญาต',
    notReviewable: 'ใบอนุญาตนี้ไม่ได้รอการตรวจสอบ',
  },
});

/** A message of the shared schema or the server (LICENCE_REVIEW_MESSAGES, in English) in the page's language. */
export function licenceMessageIn(message: string, texts: TTextsOf<typeof ADMIN_LICENCES_TEXTS>): string {
  const known: Record<string, string> = {
    [LICENCE_REVIEW_MESSAGES.reasonRequired]: texts.rejectDialog.reasonRequired,
    [LICENCE_REVIEW_MESSAGES.notFound]: texts.notFound,
    [LICENCE_REVIEW_MESSAGES.notReviewable]: texts.notReviewable,
  };
  return known[message] ?? message;
}
