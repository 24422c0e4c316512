import { messageTranslation } from '../message-translation';
import { MONEY_MESSAGES } from '../money-operations';

export const MONEY_MESSAGES_TRANSLATION = messageTranslation({
  en: MONEY_MESSAGES,
  th: {
    duplicateSlip: 'สลิปนี้ถูกใช้กับการจองอื่นแล้ว โปรดอัปโหลดสลิปของการโอนเงินสำหรับการจองนี้',
    slipQrRefused: 'ธนาคารไม่รู้จักคิวอาร์โค้ดบนสลิปนี้ โปรดอัปโหลดสลิปฉบับจริง',
    transferNotAwaiting: 'การโอนนี้ไม่ได้รอการตรวจสอบแล้ว',
    transferVerified: 'ยืนยันการโอนแล้ว การจองชำระเงินเรียบร้อยและส่งอีเมลแจ้งผู้เดินทางแล้ว',
    rejectReasonRequired: 'โปรดระบุเหตุผลที่ปฏิเสธการโอนนี้',
    transferRejected: 'ปฏิเสธการโอนแล้ว ส่งอีเมลแจ้งผู้เดินทางแล้ว และกันที่นั่งไว้จนถึงกำหนดชำระใหม่',
    refundTooLarge: 'ยอดคืนเงินต้องไม่เกินยอดที่ชำระหักยอดที่คืนไปก่อนหน้า ({remaining})',
    refundAmountRequired: 'โปรดระบุจำนวนเงินที่มากกว่าศูนย์',
    refundReasonRequired: 'โปรดระบุเหตุผลของการคืนเงิน',
    nothingToRefund: 'การจองนี้ไม่มียอดชำระที่คืนเงินได้',
    transferNotVerified: 'การโอนนี้ยังไม่ได้รับการตรวจสอบ โปรดยืนยันหรือปฏิเสธที่หน้าตรวจสอบการโอนก่อน',
    refundRequested: 'ส่งคำขอคืนเงินแล้ว',
    refundNotOwed: 'รายการคืนเงินนี้ไม่ได้รอการโอนคืน',
    transferReferenceRequired: 'โปรดกรอกเลขอ้างอิงของการโอนที่คุณทำ',
    refundRecorded: 'บันทึกการคืนเงินแล้ว และส่งอีเมลแจ้งผู้เดินทางแล้ว',
    refundAccountRequired: 'โปรดระบุบัญชีธนาคารที่ต้องการรับเงินคืน',
    confirmationResent: 'ส่งอีเมลยืนยันอีกครั้งแล้ว',
    bookingCancelled: 'ยกเลิกการจองแล้ว',
    statusNotAllowed: 'การจองนี้เปลี่ยนเป็นสถานะดังกล่าวไม่ได้ในตอนนี้',
    bookingNotFound: 'ไม่พบการจอง',
    paymentNotFound: 'ไม่พบรายการชำระเงิน',
    refundNotFound: 'ไม่พบรายการคืนเงิน',
    accountNumberDigits: 'กรุณากรอกเลขที่บัญชีเป็นตัวเลข',
    cancelReasonRequired: 'โปรดระบุเหตุผลของการยกเลิก',
  },
});
