import { TOUR_UNAVAILABLE_MESSAGE } from '@tour/shared';
import { defineTexts } from '../../../lib/i18n/texts';

/** The tour page's not-found and taken-down states: loaded with that view only, not on every tour page. */
export const TOUR_NOT_FOUND_TEXTS = defineTexts({
  en: {
    notFoundTitle: 'Tour Not Found',
    notFoundBody: "Sorry, the tour you're looking for does not exist or has been removed",
    unavailableTitle: TOUR_UNAVAILABLE_MESSAGE,
    unavailableBody:
      'It has been taken off sale and cannot be booked. If you already booked it, your booking stands: find it in your account or through the link in your booking e-mail.',
    myBookings: 'My bookings',
    goBack: 'Go Back',
    browseTours: 'Browse all tours',
  },
  th: {
    notFoundTitle: 'ไม่พบทัวร์',
    notFoundBody: 'ขออภัย ไม่พบทัวร์ที่คุณกำลังค้นหา หรือทัวร์นี้ถูกนำออกแล้ว',
    unavailableTitle: 'ทัวร์นี้ไม่เปิดให้จองแล้ว',
    unavailableBody: 'ทัวร์นี้ปิดการขายแล้วและจองไม่ได้ หากคุณจองไว้แล้ว การจองของคุณยังมีผลอยู่ ดูได้ในบัญชีของคุณหรือจากลิงก์ในอีเมลการจอง',
    myBookings: 'การจองของฉัน',
    goBack: 'ย้อนกลับ',
    browseTours: 'ดูทัวร์ทั้งหมด',
  },
});
