import { MESSAGES, tripCountdown, tripCountdownText } from '@tour/shared';
import { defineTexts } from '../../lib/i18n/texts';

/** Strings of the checkout page (1-traveller.md section 2, Checkout). */
export const CHECKOUT_TEXTS = defineTexts({
  en: {
    title: 'Complete Your Booking',
    subtitle: 'Secure your tour reservation with payment',
    pageTitle: (tour: string) => `Checkout · ${tour}`,
    loading: 'Loading checkout',
    breadcrumb: { label: 'Breadcrumb', home: 'Home', checkout: 'Checkout' },
    tour: {
      seeMore: 'See More Details',
      days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
      duration: 'Duration',
      noDescription: 'The operator has not written a description yet.',
    },
    experience: {
      title: "What You'll Experience",
      fallback: (location: string) => `Experience the best of ${location}.`,
    },
    summary: {
      title: 'Booking Summary',
      schedule: 'Your Trip Schedule',
      departure: 'Departure',
      return: 'Return',
      totalDays: 'Total days',
      days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
      guests: 'Guests',
      pricePerPerson: 'Price per person',
      numberOfGuests: 'Number of guests',
      times: (count: number) => `× ${count}`,
      subtotal: 'Subtotal',
      discount: (percent: number) => `Discount (${percent}%)`,
      total: 'Total',
      /** 'N days to go', 'Departure today!' or 'Trip in progress'. */
      countdown: tripCountdownText,
      secure: 'Secure checkout · Your seats are held while you pay',
    },
    tabs: {
      label: 'More about this tour',
      info: 'Tour Info',
      flights: 'Flights',
      about: 'About',
    },
    login: {
      title: 'Login for Faster Checkout',
      subtitle: 'Sign in to fill in your details and find this booking in your account later. Your seats stay held.',
      modesLabel: 'Login or register',
      loginTab: 'Login',
      registerTab: 'Register',
      fullName: 'Full name',
      fullNamePlaceholder: 'As on your passport',
      email: 'Email',
      emailPlaceholder: 'you@example.com',
      password: 'Password',
      passwordPlaceholder: 'Your password',
      newPasswordPlaceholder: 'At least 6 characters',
      confirmPassword: 'Confirm password',
      confirmPlaceholder: 'Repeat the password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      login: 'Login',
      loggingIn: 'Logging in…',
      createAccount: 'Create Account',
      creatingAccount: 'Creating account…',
      continueAsGuest: 'Continue as Guest',
      dismiss: 'Dismiss',
      welcomeBack: MESSAGES.welcomeBack,
      accountCreated: MESSAGES.accountCreated,
      fallback: MESSAGES.signInFallback,
    },
    sessionWarningToast: 'Booking session',
  },
  th: {
    title: 'ทำการจองให้เสร็จสมบูรณ์',
    subtitle: 'ชำระเงินเพื่อยืนยันการจองทัวร์ของคุณ',
    pageTitle: (tour: string) => `ชำระเงิน · ${tour}`,
    loading: 'กำลังโหลดหน้าชำระเงิน',
    breadcrumb: { label: 'เส้นทางนำทาง', home: 'หน้าแรก', checkout: 'ชำระเงิน' },
    tour: {
      seeMore: 'ดูรายละเอียดเพิ่มเติม',
      days: (days: number) => `${days} วัน`,
      duration: 'ระยะเวลา',
      noDescription: 'ผู้ประกอบการยังไม่ได้เขียนคำอธิบายทัวร์',
    },
    experience: {
      title: 'สิ่งที่คุณจะได้สัมผัส',
      fallback: (location: string) => `สัมผัสประสบการณ์ที่ดีที่สุดของ ${location}`,
    },
    summary: {
      title: 'สรุปการจอง',
      schedule: 'กำหนดการเดินทางของคุณ',
      departure: 'วันออกเดินทาง',
      return: 'วันเดินทางกลับ',
      totalDays: 'จำนวนวันทั้งหมด',
      days: (days: number) => `${days} วัน`,
      guests: 'ผู้เดินทาง',
      pricePerPerson: 'ราคาต่อท่าน',
      numberOfGuests: 'จำนวนผู้เดินทาง',
      times: (count: number) => `× ${count}`,
      subtotal: 'ยอดรวมย่อย',
      discount: (percent: number) => `ส่วนลด (${percent}%)`,
      total: 'ยอดรวม',
      countdown: (startDate: string, endDate: string, today: string) => {
        const countdown = tripCountdown(startDate, endDate, today);
        switch (countdown.kind) {
          case 'upcoming':
            return `อีก ${countdown.days} วันถึงวันเดินทาง`;
          case 'today':
            return 'ออกเดินทางวันนี้!';
          case 'in-progress':
            return 'อยู่ระหว่างการเดินทาง';
          case 'finished':
            return 'เดินทางเสร็จสิ้นแล้ว';
        }
      },
      secure: 'ชำระเงินอย่างปลอดภัย · เรากันที่นั่งไว้ให้ระหว่างที่คุณชำระเงิน',
    },
    tabs: {
      label: 'ข้อมูลเพิ่มเติมของทัวร์นี้',
      info: 'ข้อมูลทัวร์',
      flights: 'เที่ยวบิน',
      about: 'เกี่ยวกับทัวร์',
    },
    login: {
      title: 'เข้าสู่ระบบเพื่อชำระเงินได้เร็วขึ้น',
      subtitle: 'เข้าสู่ระบบเพื่อกรอกข้อมูลให้อัตโนมัติและดูการจองนี้ในบัญชีของคุณได้ภายหลัง ที่นั่งของคุณยังถูกกันไว้',
      modesLabel: 'เข้าสู่ระบบหรือสมัครสมาชิก',
      loginTab: 'เข้าสู่ระบบ',
      registerTab: 'สมัครสมาชิก',
      fullName: 'ชื่อ-นามสกุล',
      fullNamePlaceholder: 'ตามหนังสือเดินทาง',
      email: 'อีเมล',
      emailPlaceholder: 'you@example.com',
      password: 'รหัสผ่าน',
      passwordPlaceholder: 'รหัสผ่านของคุณ',
      newPasswordPlaceholder: 'อย่างน้อย 6 ตัวอักษร',
      confirmPassword: 'ยืนยันรหัสผ่าน',
      confirmPlaceholder: 'กรอกรหัสผ่านอีกครั้ง',
      showPassword: 'แสดงรหัสผ่าน',
      hidePassword: 'ซ่อนรหัสผ่าน',
      login: 'เข้าสู่ระบบ',
      loggingIn: 'กำลังเข้าสู่ระบบ…',
      createAccount: 'สร้างบัญชี',
      creatingAccount: 'กำลังสร้างบัญชี…',
      continueAsGuest: 'ทำต่อโดยไม่เข้าสู่ระบบ',
      dismiss: 'ปิด',
      welcomeBack: 'ยินดีต้อนรับกลับมา!',
      accountCreated: 'สร้างบัญชีแล้ว! โปรดตรวจสอบอีเมลเพื่อยืนยันการสมัคร',
      fallback: 'เกิดข้อผิดพลาดระหว่างเข้าสู่ระบบหรือสมัครสมาชิก',
    },
    sessionWarningToast: 'เซสชันการจอง',
  },
});
