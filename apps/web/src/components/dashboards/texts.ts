import { DASHBOARD_BASIS_LABELS } from '@tour/shared';
import { defineTexts } from '../../lib/i18n/texts';

/** Strings of the dashboards' shared parts: the basis switch and the revenue figures. */
export const DASHBOARD_PARTS_TEXTS = defineTexts({
  en: {
    basis: {
      label: 'Count figures by',
      labels: DASHBOARD_BASIS_LABELS,
      hint: {
        booking: 'Each booking counts in the month it was made.',
        travel: 'Each booking counts in the month its departure starts.',
      },
    },
    money: {
      converted: 'converted to THB',
      approximately: (thb: string) => `≈ ${thb} converted`,
      none: 'No revenue',
      noneYet: 'No paid bookings yet',
    },
  },
  th: {
    basis: {
      label: 'นับตัวเลขตาม',
      labels: { booking: 'วันที่จอง', travel: 'วันเดินทาง' },
      hint: {
        booking: 'นับการจองในเดือนที่ทำการจอง',
        travel: 'นับการจองในเดือนที่ออกเดินทาง',
      },
    },
    money: {
      converted: 'แปลงเป็น THB แล้ว',
      approximately: (thb: string) => `≈ ${thb} เมื่อแปลงค่า`,
      none: 'ไม่มีรายได้',
      noneYet: 'ยังไม่มีการจองที่ชำระแล้ว',
    },
  },
});
