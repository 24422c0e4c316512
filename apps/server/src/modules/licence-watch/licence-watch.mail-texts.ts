import { bilingual } from '@tour/shared';

/** The licence e-mails (DESIGN decision 25) in each company user's language (issue 27). */
export const LICENCE_WATCH_MAIL_TEXTS = bilingual({
  en: {
    greeting: (username: string) => `Hello ${username},`,
    licence: (name: string) => `Licence: ${name}`,
    company: (name: string) => `Company: ${name}`,
    panel: 'Company Management',
    reminder: {
      subject: (licence: string, days: number) => `Your ${licence} expires in ${days} days`,
      expires: (date: string, days: number) => `Your licence expires on ${date}, in ${days} days or less.`,
      renew:
        'Renew it with the licensing authority and upload the renewed licence in Company Management. If it expires, your tours stop taking new bookings until the renewed licence is verified; existing bookings are not affected.',
    },
    expired: {
      subject: (licence: string) => `Your ${licence} has expired: new bookings are paused`,
      expired: (date: string, paused: string) => `Your licence expired on ${date}. ${paused}`,
      renew:
        'Existing bookings stand. Upload the renewed licence in Company Management; bookings resume as soon as it is verified.',
    },
    approved: {
      subject: (licence: string) => `Your ${licence} has been approved`,
      body: 'An administrator reviewed your licence document and approved it. Your tours can now be approved to go live.',
    },
    rejected: {
      subject: (licence: string) => `Your ${licence} was not approved`,
      body: 'An administrator reviewed your licence documents and did not approve them.',
      reason: (reason: string) => `Reason: ${reason}`,
      again: 'You can send the documents again from Company Management.',
    },
  },
  th: {
    greeting: (username) => `เรียน คุณ${username}`,
    licence: (name) => `ใบอนุญาต: ${name}`,
    company: (name) => `บริษัท: ${name}`,
    panel: 'จัดการบริษัท',
    reminder: {
      subject: (licence, days) => `${licence} ของคุณจะหมดอายุในอีก ${days} วัน`,
      expires: (date, days) => `ใบอนุญาตของคุณจะหมดอายุวันที่ ${date} ภายในไม่เกิน ${days} วัน`,
      renew:
        'โปรดต่ออายุใบอนุญาตกับหน่วยงานที่ออกใบอนุญาต แล้วอัปโหลดใบอนุญาตฉบับใหม่ที่หน้าจัดการบริษัท หากใบอนุญาตหมดอายุ ทัวร์ของคุณจะงดรับการจองใหม่จนกว่าใบอนุญาตฉบับใหม่จะผ่านการตรวจสอบ การจองที่มีอยู่แล้วไม่ได้รับผลกระทบ',
    },
    expired: {
      subject: (licence) => `${licence} ของคุณหมดอายุแล้ว: งดรับการจองใหม่`,
      expired: (date, paused) => `ใบอนุญาตของคุณหมดอายุเมื่อวันที่ ${date} ${paused}`,
      renew: 'การจองที่มีอยู่แล้วยังคงเดิม โปรดอัปโหลดใบอนุญาตฉบับใหม่ที่หน้าจัดการบริษัท การจองจะเปิดรับอีกครั้งทันทีที่ใบอนุญาตผ่านการตรวจสอบ',
    },
    approved: {
      subject: (licence) => `${licence} ของคุณได้รับการอนุมัติแล้ว`,
      body: 'ผู้ดูแลระบบได้ตรวจสอบเอกสารใบอนุญาตของคุณและอนุมัติแล้ว ทัวร์ของคุณสามารถได้รับการอนุมัติให้เผยแพร่ได้แล้ว',
    },
    rejected: {
      subject: (licence) => `${licence} ของคุณไม่ได้รับการอนุมัติ`,
      body: 'ผู้ดูแลระบบได้ตรวจสอบเอกสารใบอนุญาตของคุณแล้ว และไม่อนุมัติ',
      reason: (reason) => `เหตุผล: ${reason}`,
      again: 'คุณส่งเอกสารอีกครั้งได้ที่หน้าจัดการบริษัท',
    },
  },
});
