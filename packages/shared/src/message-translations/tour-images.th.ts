import { messageTranslation } from '../message-translation';
import {
  GALLERY_MAX_IMAGES,
  IMAGE_FETCH_MAX_REDIRECTS,
  IMAGE_FETCH_REASONS,
  IMAGE_FETCH_TIMEOUT_MS,
  TOUR_IMAGE_MAX_BYTES,
  TOUR_IMAGE_MESSAGES,
} from '../tour-images';

const MAX_MB = TOUR_IMAGE_MAX_BYTES / (1024 * 1024);
const moreAllowed = (current: number) => Math.max(0, GALLERY_MAX_IMAGES - current);

export const TOUR_IMAGE_MESSAGES_TRANSLATION = messageTranslation({
  en: TOUR_IMAGE_MESSAGES,
  th: {
    invalidType: 'กรุณาเลือกไฟล์รูปภาพที่ถูกต้อง (JPEG, JPG, PNG หรือ WebP)',
    tooLarge: `ขนาดไฟล์ต้องไม่เกิน ${MAX_MB}MB`,
    uploadFailed: 'อัปโหลดรูปภาพไม่สำเร็จ',
    uploaded: 'อัปโหลดรูปภาพสำเร็จ',
    urlSet: 'ตั้งค่า URL รูปภาพสำเร็จ!',
    removed: 'ลบรูปภาพสำเร็จ!',
    loadFailed: 'โหลดรูปภาพไม่สำเร็จ',
    invalidUrl: 'กรุณากรอก URL ที่ถูกต้อง',
    dropInvalid: 'กรุณาวางไฟล์รูปภาพที่ถูกต้อง',
    tooMany: `อัปโหลดได้สูงสุด ${GALLERY_MAX_IMAGES} รูป`,
    tooManyDetail: (current, attempted) =>
      `คุณมีรูปอยู่ ${current} รูป และพยายามเพิ่มอีก ${attempted} รูป เพิ่มได้อีก ${moreAllowed(current)} รูป`,
    fileInvalidType: (name) => `${name}: ไม่ใช่รูปภาพ JPEG, PNG หรือ WebP`,
    fileTooLarge: (name) => `${name}: มีขนาดเกิน ${MAX_MB}MB`,
    uploadedCount: (count) => `อัปโหลดรูปภาพ ${count} รูปเรียบร้อยแล้ว`,
    failedCount: (count) => `อัปโหลดรูปภาพไม่สำเร็จ ${count} รูป`,
    reordered: 'จัดลำดับรูปภาพสำเร็จ!',
    allRemoved: 'ลบรูปภาพทั้งหมดสำเร็จ!',
    purposeInvalid: 'ประเภทรูปภาพต้องเป็นแกลเลอรีหรือภาพปก',
    fileRequired: 'กรุณาเลือกรูปภาพที่จะอัปโหลด',
    unreadable: 'อ่านรูปภาพนี้ไม่ได้ โปรดเลือกรูปภาพ JPEG, PNG หรือ WebP รูปอื่น',
    notFound: 'ไม่พบรูปภาพ',
  },
});

/**
 * The forms the translator cannot read off the group's functions: tooManyDetail's third number is worked out from
 * the first, and the counts say 'image' for one.
 */
const TOUR_IMAGE_COUNT_MESSAGES = {
  tooManyDetail: (current: number, attempted: number, more: number): string =>
    `You have ${current} and tried to add ${attempted}; ${more} more can be added.`,
  uploadedOne: (count: number): string => `${count} image uploaded successfully`,
  failedOne: (count: number): string => `${count} image failed to upload`,
};

export const TOUR_IMAGE_COUNT_MESSAGES_TRANSLATION = messageTranslation({
  en: TOUR_IMAGE_COUNT_MESSAGES,
  th: {
    tooManyDetail: (current, attempted, more) =>
      `คุณมีรูปอยู่ ${current} รูป และพยายามเพิ่มอีก ${attempted} รูป เพิ่มได้อีก ${more} รูป`,
    uploadedOne: (count) => `อัปโหลดรูปภาพ ${count} รูปเรียบร้อยแล้ว`,
    failedOne: (count) => `อัปโหลดรูปภาพไม่สำเร็จ ${count} รูป`,
  },
});

/** What the server says of an image address it would not or could not load. */
export const IMAGE_FETCH_REASONS_TRANSLATION = messageTranslation({
  en: IMAGE_FETCH_REASONS,
  th: {
    address: 'ที่อยู่นี้อยู่ในเครือข่ายส่วนตัวหรือเครือข่ายภายใน ซึ่งไม่อนุญาต',
    status: (status) => `ที่อยู่นี้ตอบกลับด้วยสถานะ ${status}`,
    redirects: `ที่อยู่นี้เปลี่ยนเส้นทางเกิน ${IMAGE_FETCH_MAX_REDIRECTS} ครั้ง`,
    timeout: `ไม่ได้รับรูปภาพภายใน ${IMAGE_FETCH_TIMEOUT_MS / 1000} วินาที`,
    network: 'ติดต่อที่อยู่นี้ไม่ได้',
  },
});
