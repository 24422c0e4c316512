import { AUDIT_LOG_MESSAGES, MARKETPLACE_ZONE_LABEL, paths } from '@tour/shared';
import { defineTexts, type TTextsOf } from '../../lib/i18n/texts';

/** Strings of /audit-log (DESIGN decision 24). */
export const AUDIT_LOG_TEXTS = defineTexts({
  en: {
    documentTitle: AUDIT_LOG_MESSAGES.title,
    heading: AUDIT_LOG_MESSAGES.title,
    back: 'Back to account',
    intro: 'Every administrator action: who did what to which record, what changed, and from where.',
    count: (n: number) => (n === 1 ? '1 entry' : `${n} entries`),
    loadFailed: AUDIT_LOG_MESSAGES.loadFailed,
    retry: 'Try again',
    empty: AUDIT_LOG_MESSAGES.empty,
    emptyHint: 'Clear or widen the filters to see more.',
    nothingYet: 'No administrator actions recorded yet',
    filters: {
      label: 'Filter the audit log',
      actor: 'Actor',
      anyActor: 'All administrators',
      action: 'Action',
      anyAction: 'All actions',
      targetType: 'Target type',
      anyTargetType: 'All target types',
      from: 'From',
      to: 'To',
      zoneNote: `Days and times are in ${MARKETPLACE_ZONE_LABEL}.`,
      apply: 'Apply filters',
      clear: 'Clear',
      narrowedTo: 'History of',
      showAll: 'Show every target',
    },
    table: {
      caption: 'Audit entries, newest first',
      time: 'Time',
      zone: 'UTC+7',
      zoneTitle: MARKETPLACE_ZONE_LABEL,
      actor: 'Actor',
      action: 'Action',
      target: 'Target',
      changes: 'Changes',
      origin: 'Request',
      unknownActor: 'Deleted user',
      commandActor: (command: string) => `Server command (npm run ${command})`,
      noChanges: 'No changes recorded',
      history: 'History',
      historyOf: (name: string) => `Show the history of ${name}`,
      unnamed: 'No longer exists',
      requestId: 'Request id',
      address: 'Address',
    },
    pagingLabel: 'Audit log pages',
    /** Readable names of the actions recorded today; another action reads from its code. */
    actions: {
      'tour.approve': 'Tour approved',
      'tour.reject': 'Tour rejected',
      'tour.request_changes': 'Changes requested',
      'tour.edit': 'Tour edited',
      'tour.recommend': 'Tour recommended',
      'tour.unrecommend': 'Recommendation removed',
      'tour.unpublish': 'Tour unpublished',
      'tour.republish': 'Tour republished',
      'tour.generate_content': 'Images & itinerary generated',
      'images.cleanup': 'Orphaned images cleaned up',
      'licence.approve': 'Licence approved',
      'licence.reject': 'Licence rejected',
      'booking.status_change': 'Booking status changed',
      'invitation.create': 'Invitation created',
      'invitation.deactivate': 'Invitation deactivated',
      'account.admin_created_by_command': 'Administrator created by command',
      'account.admin_granted_by_command': 'Administrator access granted by command',
      'account.password_reset_by_command': 'Password reset sent by command',
    },
    targets: {
      tour: 'Tour',
      pending_tour: 'Submitted tour',
      booking: 'Booking',
      user: 'User',
      licence: 'Licence',
      company: 'Company',
      invitation: 'Invitation',
      image_uploads: 'Images',
    },
    orphanedImages: 'Orphaned images',
  },
  th: {
    documentTitle: 'บันทึกการตรวจสอบ',
    heading: 'บันทึกการตรวจสอบ',
    back: 'กลับไปที่บัญชี',
    intro: 'การดำเนินการทั้งหมดของผู้ดูแลระบบ: ใครทำอะไรกับข้อมูลใด อะไรเปลี่ยนไป และทำจากที่ใด',
    count: (n: number) => `${n} รายการ`,
    loadFailed: 'โหลดบันทึกการตรวจสอบไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    empty: 'ไม่พบรายการที่ตรงกับตัวกรองนี้',
    emptyHint: 'ล้างหรือขยายตัวกรองเพื่อดูเพิ่มเติม',
    nothingYet: 'ยังไม่มีการดำเนินการของผู้ดูแลระบบที่บันทึกไว้',
    filters: {
      label: 'กรองบันทึกการตรวจสอบ',
      actor: 'ผู้ดำเนินการ',
      anyActor: 'ผู้ดูแลระบบทั้งหมด',
      action: 'การดำเนินการ',
      anyAction: 'ทุกการดำเนินการ',
      targetType: 'ประเภทเป้าหมาย',
      anyTargetType: 'ทุกประเภทเป้าหมาย',
      from: 'ตั้งแต่',
      to: 'ถึง',
      zoneNote: 'วันและเวลาเป็นเวลากรุงเทพฯ (UTC+7)',
      apply: 'ใช้ตัวกรอง',
      clear: 'ล้าง',
      narrowedTo: 'ประวัติของ',
      showAll: 'แสดงทุกเป้าหมาย',
    },
    table: {
      caption: 'รายการบันทึก เรียงจากใหม่สุด',
      time: 'เวลา',
      zone: 'UTC+7',
      zoneTitle: 'เวลากรุงเทพฯ (UTC+7)',
      actor: 'ผู้ดำเนินการ',
      action: 'การดำเนินการ',
      target: 'เป้าหมาย',
      changes: 'การเปลี่ยนแปลง',
      origin: 'คำขอ',
      unknownActor: 'ผู้ใช้ที่ถูกลบแล้ว',
      commandActor: (command: string) => `คำสั่งเซิร์ฟเวอร์ (npm run ${command})`,
      noChanges: 'ไม่มีการเปลี่ยนแปลงที่บันทึกไว้',
      history: 'ประวัติ',
      historyOf: (name: string) => `แสดงประวัติของ ${name}`,
      unnamed: 'ไม่มีอยู่แล้ว',
      requestId: 'รหัสคำขอ',
      address: 'ที่อยู่ IP',
    },
    pagingLabel: 'หน้าบันทึกการตรวจสอบ',
    actions: {
      'tour.approve': 'อนุมัติทัวร์',
      'tour.reject': 'ปฏิเสธทัวร์',
      'tour.request_changes': 'ขอให้แก้ไข',
      'tour.edit': 'แก้ไขทัวร์',
      'tour.recommend': 'แนะนำทัวร์',
      'tour.unrecommend': 'เลิกแนะนำทัวร์',
      'tour.unpublish': 'หยุดเผยแพร่ทัวร์',
      'tour.republish': 'เผยแพร่ทัวร์อีกครั้ง',
      'tour.generate_content': 'สร้างรูปภาพและแผนการเดินทาง',
      'images.cleanup': 'ล้างรูปภาพที่ไม่ได้ใช้',
      'licence.approve': 'อนุมัติใบอนุญาต',
      'licence.reject': 'ปฏิเสธใบอนุญาต',
      'booking.status_change': 'เปลี่ยนสถานะการจอง',
      'invitation.create': 'สร้างคำเชิญ',
      'invitation.deactivate': 'ปิดใช้งานคำเชิญ',
      'account.admin_created_by_command': 'สร้างผู้ดูแลระบบด้วยคำสั่ง',
      'account.admin_granted_by_command': 'ให้สิทธิ์ผู้ดูแลระบบด้วยคำสั่ง',
      'account.password_reset_by_command': 'ส่งการรีเซ็ตรหัสผ่านด้วยคำสั่ง',
    },
    targets: {
      tour: 'ทัวร์',
      pending_tour: 'ทัวร์ที่ส่งตรวจ',
      booking: 'การจอง',
      user: 'ผู้ใช้',
      licence: 'ใบอนุญาต',
      company: 'บริษัท',
      invitation: 'คำเชิญ',
      image_uploads: 'รูปภาพ',
    },
    orphanedImages: 'รูปภาพที่ไม่ได้ใช้',
  },
});

type TAuditLogTexts = TTextsOf<typeof AUDIT_LOG_TEXTS>;

/** 'tour.request_changes' as 'Tour: request changes': how an action without a label of its own reads. */
function readable(code: string): string {
  const [head = '', ...rest] = code.split('.');
  const words = (text: string) => text.replace(/_/g, ' ').trim();
  const first = words(head);
  const capitalised = first.charAt(0).toUpperCase() + first.slice(1);
  return rest.length > 0 ? `${capitalised}: ${words(rest.join(' '))}` : capitalised;
}

export function actionLabel(action: string, texts: TAuditLogTexts): string {
  return Object.hasOwn(texts.actions, action)
    ? texts.actions[action as keyof TAuditLogTexts['actions']]
    : readable(action);
}

type TTargetKind = {
  label: string;
  /** The server names targets of this kind: a missing name means the record is gone. */
  named?: boolean;
  /** The page an administrator opens for this kind of target, when there is one. */
  href?: (target: { slug: string | null }) => string | null;
  /** Targets of this kind without a record of their own (an image clean-up) read as this. */
  fixedName?: string;
};

type TTargetType = keyof TAuditLogTexts['targets'];

/** Where each kind of target leads (its name is in the catalogue); another kind reads from its code, unlinked. */
const TARGET_KINDS: Record<TTargetType, Omit<TTargetKind, 'label' | 'fixedName'>> = {
  tour: { named: true, href: ({ slug }) => (slug ? paths.tour.href({ slug }) : null) },
  pending_tour: { named: true, href: () => paths.pendingTours.href() },
  booking: { named: true },
  user: { named: true },
  licence: { named: true, href: () => paths.adminLicences.href() },
  company: { named: true, href: () => paths.adminLicences.href() },
  invitation: { named: true, href: () => paths.invitations.href() },
  image_uploads: { href: () => paths.tourManagement.href() },
};

export function targetKind(type: string, texts: TAuditLogTexts): TTargetKind {
  if (!Object.hasOwn(TARGET_KINDS, type)) return { label: readable(type) };
  const known = type as TTargetType;
  return {
    label: texts.targets[known],
    ...TARGET_KINDS[known],
    ...(known === 'image_uploads' ? { fixedName: texts.orphanedImages } : {}),
  };
}
