import { bilingual } from '@tour/shared';

/** The administrators' decisions on a submitted tour or a revision, in the operator's language (issue 27). */
export const TOUR_MODERATION_MAIL_TEXTS = bilingual({
  en: {
    greeting: (username: string) => `Hello ${username},`,
    tour: (title: string) => `Tour: ${title}`,
    sku: (sku: string) => `SKU: ${sku}`,
    reason: 'Reason',
    requestedChanges: 'Requested changes',
    seeOnSite: 'See it on the site',
    yourTours: 'Your tours',
    editTour: 'Edit the tour',
    approved: {
      subject: (title: string) => `Your tour is live: ${title}`,
      opening: (title: string) =>
        `Your tour "${title}" has been approved and published. Travellers can now find and book it.`,
    },
    rejected: {
      subject: (title: string) => `Your tour was not approved: ${title}`,
      opening: (title: string) => `An administrator reviewed your tour "${title}" and did not approve it.`,
    },
    changesRequested: {
      subject: (title: string) => `Changes requested for your tour: ${title}`,
      opening: (title: string) =>
        `An administrator reviewed your tour "${title}" and asks for changes before it can be published. Edit it and submit it again.`,
    },
    revisionApproved: {
      subject: (title: string) => `Your changes are live: ${title}`,
      opening: (title: string) =>
        `An administrator approved your changes to "${title}". Travellers now see the new content.`,
    },
    revisionChangesRequested: {
      subject: (title: string) => `Changes requested for your edits: ${title}`,
      opening: (title: string) =>
        `An administrator reviewed your changes to "${title}" and asks for more before they go live. Travellers still see the current content. Change it on the edit screen and save: it goes back for review.`,
    },
  },
  th: {
    greeting: (username) => `เรียน คุณ${username}`,
    tour: (title) => `ทัวร์: ${title}`,
    sku: (sku) => `SKU: ${sku}`,
    reason: 'เหตุผล',
    requestedChanges: 'สิ่งที่ขอให้แก้ไข',
    seeOnSite: 'ดูทัวร์บนเว็บไซต์',
    yourTours: 'ทัวร์ของคุณ',
    editTour: 'แก้ไขทัวร์',
    approved: {
      subject: (title) => `ทัวร์ของคุณเผยแพร่แล้ว: ${title}`,
      opening: (title) => `ทัวร์ "${title}" ของคุณได้รับการอนุมัติและเผยแพร่แล้ว ผู้เดินทางค้นหาและจองทัวร์นี้ได้แล้ว`,
    },
    rejected: {
      subject: (title) => `ทัวร์ของคุณไม่ได้รับการอนุมัติ: ${title}`,
      opening: (title) => `ผู้ดูแลระบบได้ตรวจสอบทัวร์ "${title}" ของคุณแล้ว และไม่อนุมัติทัวร์นี้`,
    },
    changesRequested: {
      subject: (title) => `ขอให้แก้ไขทัวร์ของคุณ: ${title}`,
      opening: (title) => `ผู้ดูแลระบบได้ตรวจสอบทัวร์ "${title}" ของคุณแล้ว และขอให้แก้ไขก่อนเผยแพร่ โปรดแก้ไขทัวร์แล้วส่งอีกครั้ง`,
    },
    revisionApproved: {
      subject: (title) => `การแก้ไขของคุณเผยแพร่แล้ว: ${title}`,
      opening: (title) => `ผู้ดูแลระบบอนุมัติการแก้ไขทัวร์ "${title}" ของคุณแล้ว ผู้เดินทางจะเห็นเนื้อหาใหม่`,
    },
    revisionChangesRequested: {
      subject: (title) => `ขอให้แก้ไขการเปลี่ยนแปลงของคุณ: ${title}`,
      opening: (title) =>
        `ผู้ดูแลระบบได้ตรวจสอบการแก้ไขทัวร์ "${title}" ของคุณแล้ว และขอให้แก้ไขเพิ่มเติมก่อนเผยแพร่ ผู้เดินทางยังเห็นเนื้อหาปัจจุบันอยู่ โปรดแก้ไขในหน้าแก้ไขทัวร์แล้วบันทึก การแก้ไขจะถูกส่งกลับไปให้ตรวจสอบอีกครั้ง`,
    },
  },
});
