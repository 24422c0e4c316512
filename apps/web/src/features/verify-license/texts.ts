import { LICENCE_MESSAGES, LICENCE_REVIEW_USUAL_BUSINESS_DAYS } from '@tour/shared';
import { defineTexts } from '../../lib/i18n/texts';

/**
 * Strings of /verify-license (2-operator.md sections 2, 4, 5 and 8), the spec's in the language it gives them. The
 * info box keeps the spec's distinction between the two licence types while saying truthfully that both are checked
 * against the licence registry (DESIGN decision 8).
 */
export const VERIFY_LICENSE_TEXTS = defineTexts({
  en: {
    pageTitle: 'Verify your licence',
    heading: 'Verify your licence',
    intro: 'Enter the details registered with the licensing authority to link the licence to your account.',
    loading: 'Checking your verification link…',
    fields: {
      email: 'E-mail registered with the tourism authority systems',
      emailPlaceholder: 'name@company.co.th',
      licenseNumber: 'Licence number',
      licenseNumberPlaceholder: '11/09014',
      taxId: 'Company tax ID',
      taxIdHint: '13 digits, no dashes',
      taxIdCounter: (length: number) => `${length}/13`,
    },
    submit: 'Confirm details',
    submitting: 'Confirming…',
    info: {
      TAT: {
        title: 'DOT licence (ใบอนุญาตประกอบธุรกิจนำเที่ยว)',
        body: 'The tax ID is taken as you enter it from your licence documents. Together with the e-mail and licence number it is checked against the licence registry before your company is linked.',
      },
      DOT: {
        title: 'Transport licence (ใบอนุญาตประกอบการขนส่ง)',
        body: 'The tax ID is checked against the registry database, together with the e-mail and licence number, before your company is linked.',
      },
    },
    typeLabel: {
      TAT: 'DOT licence (ใบอนุญาตประกอบธุรกิจนำเที่ยว)',
      DOT: 'Transport licence (ใบอนุญาตประกอบการขนส่ง)',
    },
    countdown: {
      label: 'Link expires in',
      expired: 'Expired',
      days: (days: number, hours: number, minutes: number) => `${days}d ${hours}h ${minutes}m`,
      hours: (hours: number, minutes: number, seconds: number) => `${hours}h ${minutes}m ${seconds}s`,
      minutes: (minutes: number, seconds: number) => `${minutes}m ${seconds}s`,
      seconds: (seconds: number) => `${seconds}s`,
      warn300: 'This verification link expires in 5 minutes, please finish',
      warn60: 'This verification link expires in 1 minute',
    },
    expiredDuringSubmit: 'The verification link expired while you were submitting. Please request a new one.',
    messages: {
      verified: 'Your licence has been verified!',
      linkExpired: 'The verification link has expired. Please request a new verification e-mail.',
      alreadyVerified: 'This licence has already been verified',
    },
    success: {
      title: 'Licence verified',
      licenseId: 'License ID',
      company: 'Company',
      licenseType: 'License Type',
      status: 'Status',
      verified: 'Verified',
      redirecting: 'Taking you to your account…',
      next: `Next, an administrator checks your licence document against the registry, usually within ${LICENCE_REVIEW_USUAL_BUSINESS_DAYS} business days. We e-mail you the result, and Company Management shows where it stands; your tours can go live once it is approved.`,
    },
    expired: { title: 'Link expired' },
    alreadyVerified: { title: 'Already verified' },
    error: { title: 'Verification failed' },
    buttons: {
      dashboard: 'Go to Dashboard',
      requestNew: 'Request New Verification',
      home: 'Go to Home',
      tryAgain: 'Try Again',
      contactSupport: 'Contact Support',
    },
    help: {
      title: 'Need help?',
      body: 'If something does not match your licence, write to',
      bodyNoEmail: 'If something does not match your licence, contact our support team.',
    },
  },
  th: {
    pageTitle: 'ยืนยันใบอนุญาต',
    heading: 'ยืนยันใบอนุญาต',
    intro: 'กรอกข้อมูลที่ลงทะเบียนไว้กับหน่วยงานผู้ออกใบอนุญาต เพื่อเชื่อมโยงใบอนุญาตกับบัญชีของคุณ',
    loading: 'กำลังตรวจสอบลิงก์ยืนยัน…',
    fields: {
      email: 'อีเมลที่ลงทะเบียนไว้กับระบบของกรมการท่องเที่ยว',
      emailPlaceholder: 'name@company.co.th',
      licenseNumber: 'เลขที่ใบอนุญาต',
      licenseNumberPlaceholder: '11/09014',
      taxId: 'เลขประจำตัวผู้เสียภาษีของบริษัท',
      taxIdHint: 'ตัวเลข 13 หลัก ไม่ต้องใส่ขีด',
      taxIdCounter: (length: number) => `${length}/13`,
    },
    submit: 'ยืนยันข้อมูล',
    submitting: 'กำลังยืนยัน…',
    info: {
      TAT: {
        title: 'ใบอนุญาตประกอบธุรกิจนำเที่ยว',
        body: 'ระบบใช้เลขประจำตัวผู้เสียภาษีตามที่คุณกรอกจากเอกสารใบอนุญาต และตรวจสอบร่วมกับอีเมลและเลขที่ใบอนุญาตกับระบบทะเบียนใบอนุญาตก่อนเชื่อมโยงบริษัท',
      },
      DOT: {
        title: 'ใบอนุญาตประกอบการขนส่ง',
        body: 'ระบบตรวจสอบเลขประจำตัวผู้เสียภาษี อีเมล และเลขที่ใบอนุญาตกับฐานข้อมูลทะเบียนก่อนเชื่อมโยงบริษัท',
      },
    },
    typeLabel: {
      TAT: 'ใบอนุญาตประกอบธุรกิจนำเที่ยว',
      DOT: 'ใบอนุญาตประกอบการขนส่ง',
    },
    countdown: {
      label: 'ลิงก์จะหมดอายุใน',
      expired: 'หมดอายุแล้ว',
      days: (days: number, hours: number, minutes: number) => `${days} วัน ${hours} ชม. ${minutes} นาที`,
      hours: (hours: number, minutes: number, seconds: number) => `${hours} ชม. ${minutes} นาที ${seconds} วิ`,
      minutes: (minutes: number, seconds: number) => `${minutes} นาที ${seconds} วิ`,
      seconds: (seconds: number) => `${seconds} วิ`,
      warn300: 'ลิงก์ยืนยันจะหมดอายุใน 5 นาที กรุณาดำเนินการให้เสร็จ',
      warn60: 'ลิงก์ยืนยันจะหมดอายุใน 1 นาที',
    },
    expiredDuringSubmit: 'ลิงก์ยืนยันหมดอายุระหว่างส่งข้อมูล กรุณาขอลิงก์ใหม่',
    messages: {
      verified: LICENCE_MESSAGES.verified,
      linkExpired: LICENCE_MESSAGES.linkExpired,
      alreadyVerified: LICENCE_MESSAGES.alreadyVerified,
    },
    success: {
      title: 'ยืนยันใบอนุญาตแล้ว',
      licenseId: 'เลขที่ใบอนุญาต',
      company: 'บริษัท',
      licenseType: 'ประเภทใบอนุญาต',
      status: 'สถานะ',
      verified: 'ยืนยันแล้ว',
      redirecting: 'กำลังพาไปที่บัญชีของคุณ…',
      next: `ขั้นตอนถัดไป ผู้ดูแลระบบจะตรวจสอบเอกสารใบอนุญาตเทียบกับข้อมูลในทะเบียน โดยปกติภายใน ${LICENCE_REVIEW_USUAL_BUSINESS_DAYS} วันทำการ และแจ้งผลทางอีเมล ดูสถานะได้ที่หน้าจัดการบริษัท ทัวร์ของคุณจะเผยแพร่ได้เมื่อผ่านการอนุมัติ`,
    },
    expired: { title: 'ลิงก์หมดอายุ' },
    alreadyVerified: { title: 'ยืนยันแล้ว' },
    error: { title: 'ยืนยันไม่สำเร็จ' },
    buttons: {
      dashboard: 'ไปที่แดชบอร์ด',
      requestNew: 'ขอลิงก์ยืนยันใหม่',
      home: 'กลับหน้าแรก',
      tryAgain: 'ลองอีกครั้ง',
      contactSupport: 'ติดต่อฝ่ายช่วยเหลือ',
    },
    help: {
      title: 'ต้องการความช่วยเหลือ?',
      body: 'หากข้อมูลไม่ตรงกับใบอนุญาตของคุณ ติดต่อได้ที่',
      bodyNoEmail: 'หากข้อมูลไม่ตรงกับใบอนุญาตของคุณ กรุณาติดต่อฝ่ายช่วยเหลือ',
    },
  },
});
