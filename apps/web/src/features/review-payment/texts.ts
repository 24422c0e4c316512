/**
 * Strings of the review and payment page, /tours/{slug}/payment: a Thai page with an English heading
 * (1-traveller.md section 2).
 */
export const REVIEW_TEXTS = {
  heading: 'Review & Payment',
  pageTitle: (tour: string) => `Review & Payment · ${tour}`,
  review: 'ตรวจสอบการจอง',
  intro: 'กรุณาตรวจสอบรายละเอียดการเดินทางก่อนชำระเงิน',
  loading: 'กำลังโหลดข้อมูล',
  travelDate: 'วันที่เดินทาง',
  travellers: 'จำนวนผู้เดินทาง',
  travellerCount: (count: number) => `${count} ท่าน`,
  flights: 'เที่ยวบิน',
  loadingFlights: 'กำลังโหลดข้อมูลเที่ยวบิน...',
  noFlights: 'ไม่มีข้อมูลเที่ยวบินในช่วงเวลานี้',
  outbound: 'ขาไป',
  inbound: 'ขากลับ',
  departure: 'ออกเดินทาง',
  arrival: 'ถึงปลายทาง',
  price: 'สรุปราคา',
  pricePerPerson: 'ราคาต่อท่าน',
  countLine: (count: number, price: string) => `${price} × ${count} ท่าน`,
  discount: 'ส่วนลด',
  discountPercent: (percent: number) => `ส่วนลด (${percent}%)`,
  total: 'ยอดรวม',
  notFound: {
    title: 'ไม่พบข้อมูลทัวร์',
    body: 'ไม่พบทัวร์หรือวันที่เดินทางที่คุณเลือก อาจถูกลบหรือไม่เปิดให้จองแล้ว',
    backToTour: 'กลับไปหน้าทัวร์',
    browse: 'ดูทัวร์ทั้งหมด',
    home: 'กลับหน้าแรก',
  },
} as const;
