import {
  CANCELLATION_POLICY_CODES,
  cancellationPolicySnapshot,
  cancellationPolicyText,
  type TLanguage,
} from '@tour/shared';
import { BRAND } from '../../lib/brand';
import { defineTexts } from '../../lib/i18n/texts';

/** When each document last changed (a calendar date, shown in the reader's language). */
export const LEGAL_UPDATED = { terms: '2026-11-01', privacy: '2026-11-01' } as const;

export type TLegalDocumentName = keyof typeof LEGAL_UPDATED;

export type TLegalSection = {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
};
export type TLegalDocument = { title: string; summary: string; sections: readonly TLegalSection[] };

/** The policies a tour may have (DESIGN decision 31), each in the sentence its tour page shows. */
const cancellationPolicyList = (language: TLanguage) =>
  CANCELLATION_POLICY_CODES.map((code) => cancellationPolicyText(cancellationPolicySnapshot(code), language));

/** The terms and the privacy policy (/terms, /privacy), with the labels of their page. */
export const LEGAL_TEXTS = defineTexts({
  en: {
    updatedLabel: 'Last updated',
    contentsLabel: 'On this page',
    questions: 'Questions about this document? Write to',
    questionsFallback: 'our support team',
    /** The sentence's end: English closes it with a full stop, Thai has none. */
    end: '.',
    terms: {
      title: 'Terms of Service',
      summary: `These terms govern your use of ${BRAND.name} and every tour you book through it. Please read them before you book.`,
      sections: [
        {
          id: 'about',
          heading: '1. Who we are',
          paragraphs: [
            `${BRAND.name} is a marketplace operated by ${BRAND.legalEntity} It lists tour packages created by independent tour operators (agents and wholesalers), each registered with a licence from the Tourism Authority of Thailand. We publish a tour only after our team has reviewed it.`,
            'The operator of a tour is responsible for delivering it as described. We take your booking and your payment on the operator’s behalf and stay your point of contact before, during and after the trip.',
          ],
        },
        {
          id: 'accounts',
          heading: '2. Your account',
          bullets: [
            'You must be at least 18 years old to create an account or make a booking.',
            'Keep your password to yourself. You are responsible for what is done with your account.',
            'For your security you are signed out automatically after 15 minutes without activity.',
            'Operator accounts (Wholesale Owner) are opened only through an invitation from an administrator.',
            'We may suspend an account that is used for fraud, abuse of other users or breach of these terms.',
          ],
        },
        {
          id: 'bookings',
          heading: '3. Bookings',
          paragraphs: [
            'When you choose a departure date and start a booking we hold the seats for you for 30 minutes while you complete your details and payment. If the time runs out the seats are released to other travellers.',
            'A booking is confirmed when we have received your payment (or, for a bank transfer, when we have verified your payment slip) and you have received a booking reference starting with CHT-.',
            'The names and details you give for each guest must match their travel documents. Some tours require a passport valid for at least six months after the return date.',
          ],
        },
        {
          id: 'prices',
          heading: '4. Prices and payment',
          paragraphs: [
            'Prices are per person in the currency shown on the tour. Any discount shown is applied to the total before you pay. What a price includes and excludes is listed on each tour page.',
          ],
          bullets: [
            'Card payments are processed by our payment provider; we never see or store your full card number.',
            'Bank transfers are verified within 1–2 business days after you upload the payment slip.',
            'PromptPay payments are charged in Thai baht; where a tour is priced in another currency, the page shows both amounts before you pay.',
          ],
        },
        {
          id: 'cancellation',
          heading: '5. Cancellation policy',
          paragraphs: [
            'Each tour has one cancellation policy, chosen by its operator from the list below and shown on the tour page, at checkout, on your confirmation and receipt. Your booking keeps the policy in force when you booked: a later change to the tour never changes your terms. Fees are a share of the booking total, counted from the departure of the outbound flight (or the start of the first day when there is none).',
            'You can cancel a pending or confirmed booking from your account or from the link in your booking e-mail. Refunds are paid to the original payment method, normally within 14 days. If an operator cancels a tour, you receive a full refund or, if you prefer, a different departure at no extra cost.',
          ],
          bullets: cancellationPolicyList('en'),
        },
        {
          id: 'changes',
          heading: '6. Changes to a tour',
          paragraphs: [
            'Operators may need to change flight times, hotels or the order of activities for reasons outside their control (weather, airline schedules, local authorities). They will replace what changes with something of equal or higher standard and we will tell you as early as we can.',
          ],
        },
        {
          id: 'responsibilities',
          heading: '7. Your responsibilities while travelling',
          bullets: [
            'Arrive on time for departures and carry the travel documents and visas you need.',
            'We strongly recommend travel insurance that covers cancellation, medical costs and lost luggage.',
            'Follow the instructions of your tour leader and respect local laws and customs.',
          ],
        },
        {
          id: 'liability',
          heading: '8. Liability',
          paragraphs: [
            'We are responsible for running the marketplace with reasonable care and skill. The operator is responsible for the services of the tour. Nothing in these terms limits liability that cannot be limited by law, including for death or personal injury caused by negligence.',
          ],
        },
        {
          id: 'law',
          heading: '9. Governing law',
          paragraphs: [
            'These terms are governed by the laws of the Kingdom of Thailand. If a dispute cannot be settled with our support team, it will be heard by the courts of Thailand, without affecting any rights you have as a consumer where you live.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      summary: `How ${BRAND.name} collects, uses and protects your personal data, in line with Thailand’s Personal Data Protection Act B.E. 2562 (PDPA).`,
      sections: [
        {
          id: 'controller',
          heading: '1. Who is responsible',
          paragraphs: [
            `${BRAND.legalEntity} is the data controller for the personal data described here. Tour operators receive the details they need to deliver your tour and are responsible for them as separate controllers.`,
          ],
        },
        {
          id: 'data',
          heading: '2. What we collect',
          bullets: [
            'Account details: e-mail address, display name, password (stored only as a secure hash), mobile number and your marketing preferences.',
            'Booking details: the tour, dates and guests, and for each guest the name, e-mail, phone, date of birth and nationality; passport details, dietary needs and emergency contacts only when you provide them.',
            'Payment details: the payment method and status. Card numbers are handled by our payment provider, not by us. Bank-transfer slips are stored privately and seen only by you and our administrators.',
            'Technical data: a session cookie that keeps you signed in, and server logs (IP address, browser, pages requested) kept for security.',
          ],
        },
        {
          id: 'use',
          heading: '3. How we use it',
          bullets: [
            'To create and secure your account, including signing you out after 15 minutes of inactivity.',
            'To take and manage bookings and payments, and to send confirmations and travel documents.',
            'To pass the guest details an operator needs to run your tour.',
            'To answer your questions and handle cancellations and refunds.',
            'To send newsletters and offers, only if you have agreed. You can withdraw at any time.',
          ],
        },
        {
          id: 'basis',
          heading: '4. Legal basis',
          paragraphs: [
            'We process your data to perform our contract with you (your account and bookings), to meet legal obligations (accounting, tax and tourism regulations), for our legitimate interests (security and fraud prevention) and, for marketing, with your consent.',
          ],
        },
        {
          id: 'cookies',
          heading: '5. Cookies',
          paragraphs: [
            'We use one essential cookie, which keeps you signed in. It cannot be read by scripts on the page and ends when you sign out or your session expires. We do not use advertising cookies.',
          ],
        },
        {
          id: 'sharing',
          heading: '6. Who we share it with',
          bullets: [
            'The operator of the tour you booked.',
            'Service providers that process data for us under contract: payment processing, e-mail delivery, hosting and file storage.',
            'Authorities, when the law requires it.',
          ],
          paragraphs: ['We never sell your personal data.'],
        },
        {
          id: 'retention',
          heading: '7. How long we keep it',
          paragraphs: [
            'Account data is kept while your account is open. Booking and payment records are kept for as long as accounting and tax law requires (generally up to 10 years). Payment slips and passport details are deleted when they are no longer needed for the booking.',
          ],
        },
        {
          id: 'rights',
          heading: '8. Your rights',
          bullets: [
            'Access the personal data we hold about you and receive a copy.',
            'Correct data that is wrong or incomplete.',
            'Ask us to delete your data, or to restrict or object to its use.',
            'Withdraw your consent to marketing at any time.',
            'Complain to the Personal Data Protection Committee of Thailand.',
          ],
        },
        {
          id: 'security',
          heading: '9. Security',
          paragraphs: [
            'Data is sent over encrypted connections, passwords are hashed, and access to booking records and payment slips is limited to the people who need it. Password-reset links are single use and expire after one hour.',
          ],
        },
      ],
    },
  },
  th: {
    updatedLabel: 'อัปเดตล่าสุด',
    contentsLabel: 'ในหน้านี้',
    questions: 'มีคำถามเกี่ยวกับเอกสารนี้? ติดต่อ',
    questionsFallback: 'ทีมสนับสนุนของเรา',
    end: '',
    terms: {
      title: 'ข้อกำหนดการให้บริการ',
      summary: `ข้อกำหนดนี้ใช้กับการใช้งาน ${BRAND.name} และทุกทัวร์ที่คุณจองผ่าน ${BRAND.name} โปรดอ่านก่อนทำการจอง`,
      sections: [
        {
          id: 'about',
          heading: '1. เราคือใคร',
          paragraphs: [
            `${BRAND.name} เป็นตลาดกลางออนไลน์ที่ดำเนินการโดย ${BRAND.legalEntity} รวบรวมแพ็กเกจทัวร์ที่จัดโดยผู้ประกอบการนำเที่ยวอิสระ (เอเจนต์และโฮลเซล) ซึ่งแต่ละรายมีใบอนุญาตจากการท่องเที่ยวแห่งประเทศไทย เราเผยแพร่ทัวร์หลังจากทีมงานของเราตรวจสอบแล้วเท่านั้น`,
            'ผู้ประกอบการของแต่ละทัวร์มีหน้าที่ให้บริการตามที่ระบุไว้ เรารับการจองและรับชำระเงินแทนผู้ประกอบการ และเป็นผู้ประสานงานกับคุณทั้งก่อน ระหว่าง และหลังการเดินทาง',
          ],
        },
        {
          id: 'accounts',
          heading: '2. บัญชีของคุณ',
          bullets: [
            'คุณต้องมีอายุอย่างน้อย 18 ปีจึงจะสร้างบัญชีหรือทำการจองได้',
            'เก็บรหัสผ่านของคุณเป็นความลับ คุณต้องรับผิดชอบต่อการกระทำใดๆ ที่เกิดขึ้นผ่านบัญชีของคุณ',
            'เพื่อความปลอดภัย ระบบจะออกจากระบบให้อัตโนมัติเมื่อไม่มีการใช้งานนาน 15 นาที',
            'บัญชีผู้ประกอบการ (Wholesale Owner) เปิดได้ผ่านคำเชิญจากผู้ดูแลระบบเท่านั้น',
            'เราอาจระงับบัญชีที่ใช้ในการฉ้อโกง การกระทำที่ไม่เหมาะสมต่อผู้ใช้อื่น หรือการละเมิดข้อกำหนดนี้',
          ],
        },
        {
          id: 'bookings',
          heading: '3. การจอง',
          paragraphs: [
            'เมื่อคุณเลือกวันเดินทางและเริ่มการจอง เราจะกันที่นั่งไว้ให้คุณ 30 นาทีระหว่างที่คุณกรอกข้อมูลและชำระเงิน หากหมดเวลา ที่นั่งจะเปิดให้นักเดินทางคนอื่นจองได้',
            'การจองจะได้รับการยืนยันเมื่อเราได้รับชำระเงินแล้ว (หรือเมื่อเราตรวจสอบสลิปโอนเงินแล้ว ในกรณีโอนผ่านธนาคาร) และคุณได้รับหมายเลขการจองที่ขึ้นต้นด้วย CHT-',
            'ชื่อและข้อมูลที่คุณให้ไว้สำหรับผู้เดินทางแต่ละท่านต้องตรงกับเอกสารการเดินทาง บางทัวร์กำหนดให้หนังสือเดินทางมีอายุเหลืออย่างน้อยหกเดือนนับจากวันเดินทางกลับ',
          ],
        },
        {
          id: 'prices',
          heading: '4. ราคาและการชำระเงิน',
          paragraphs: [
            'ราคาเป็นราคาต่อท่านในสกุลเงินที่แสดงในหน้าทัวร์ ส่วนลดที่แสดงจะหักจากยอดรวมก่อนคุณชำระเงิน สิ่งที่รวมและไม่รวมในราคาระบุไว้ในหน้าของแต่ละทัวร์',
          ],
          bullets: [
            'การชำระด้วยบัตรดำเนินการโดยผู้ให้บริการรับชำระเงินของเรา เราไม่เห็นและไม่จัดเก็บหมายเลขบัตรเต็มของคุณ',
            'การโอนเงินผ่านธนาคารจะได้รับการตรวจสอบภายใน 1–2 วันทำการหลังจากคุณอัปโหลดสลิปโอนเงิน',
            'การชำระผ่านพร้อมเพย์เรียกเก็บเป็นเงินบาท หากทัวร์ตั้งราคาเป็นสกุลเงินอื่น หน้าชำระเงินจะแสดงยอดทั้งสองสกุลก่อนคุณชำระ',
          ],
        },
        {
          id: 'cancellation',
          heading: '5. นโยบายการยกเลิก',
          paragraphs: [
            'แต่ละทัวร์มีนโยบายการยกเลิกหนึ่งแบบ ซึ่งผู้ประกอบการเลือกจากรายการด้านล่าง และแสดงในหน้าทัวร์ ขั้นตอนชำระเงิน หน้ายืนยันการจอง และใบเสร็จ การจองของคุณใช้นโยบายที่มีผลในวันที่คุณจอง การเปลี่ยนแปลงทัวร์ในภายหลังจะไม่เปลี่ยนเงื่อนไขของคุณ ค่าธรรมเนียมคิดเป็นสัดส่วนของยอดรวมการจอง โดยนับเวลาจากการออกเดินทางของเที่ยวบินขาไป (หรือจากการเริ่มต้นวันแรก หากไม่มีเที่ยวบิน)',
            'คุณยกเลิกการจองที่รอดำเนินการหรือยืนยันแล้วได้จากบัญชีของคุณ หรือจากลิงก์ในอีเมลการจอง เงินคืนจะโอนกลับไปยังช่องทางที่ใช้ชำระเงินเดิม โดยปกติภายใน 14 วัน หากผู้ประกอบการยกเลิกทัวร์ คุณจะได้รับเงินคืนเต็มจำนวน หรือเลือกเปลี่ยนไปเดินทางรอบอื่นได้โดยไม่มีค่าใช้จ่ายเพิ่ม',
          ],
          bullets: cancellationPolicyList('th'),
        },
        {
          id: 'changes',
          heading: '6. การเปลี่ยนแปลงทัวร์',
          paragraphs: [
            'ผู้ประกอบการอาจต้องเปลี่ยนเวลาเที่ยวบิน โรงแรม หรือลำดับกิจกรรม ด้วยเหตุที่อยู่นอกเหนือการควบคุม (สภาพอากาศ ตารางบินของสายการบิน หรือข้อกำหนดของหน่วยงานท้องถิ่น) โดยจะจัดสิ่งทดแทนที่มีมาตรฐานเท่าเดิมหรือสูงกว่า และเราจะแจ้งให้คุณทราบโดยเร็วที่สุด',
          ],
        },
        {
          id: 'responsibilities',
          heading: '7. ความรับผิดชอบของคุณระหว่างการเดินทาง',
          bullets: [
            'มาถึงจุดนัดหมายตรงเวลา และพกเอกสารการเดินทางและวีซ่าที่จำเป็น',
            'เราแนะนำอย่างยิ่งให้ทำประกันการเดินทางที่คุ้มครองการยกเลิกการเดินทาง ค่ารักษาพยาบาล และกระเป๋าเดินทางสูญหาย',
            'ปฏิบัติตามคำแนะนำของหัวหน้าทัวร์ และเคารพกฎหมายและขนบธรรมเนียมท้องถิ่น',
          ],
        },
        {
          id: 'liability',
          heading: '8. ความรับผิด',
          paragraphs: [
            'เรามีหน้าที่ดำเนินงานตลาดกลางด้วยความระมัดระวังและความชำนาญตามสมควร ผู้ประกอบการมีหน้าที่รับผิดชอบต่อบริการของทัวร์ ข้อกำหนดนี้ไม่จำกัดความรับผิดใดที่กฎหมายไม่อนุญาตให้จำกัด รวมถึงความรับผิดต่อการเสียชีวิตหรือการบาดเจ็บที่เกิดจากความประมาทเลินเล่อ',
          ],
        },
        {
          id: 'law',
          heading: '9. กฎหมายที่ใช้บังคับ',
          paragraphs: [
            'ข้อกำหนดนี้อยู่ภายใต้บังคับของกฎหมายแห่งราชอาณาจักรไทย หากข้อพิพาทใดไม่สามารถยุติได้กับทีมสนับสนุนของเรา ข้อพิพาทนั้นจะอยู่ในการพิจารณาของศาลไทย ทั้งนี้ไม่กระทบต่อสิทธิใดๆ ที่คุณมีในฐานะผู้บริโภคตามกฎหมายของประเทศที่คุณพำนักอยู่',
          ],
        },
      ],
    },
    privacy: {
      title: 'นโยบายความเป็นส่วนตัว',
      summary: `วิธีที่ ${BRAND.name} เก็บรวบรวม ใช้ และคุ้มครองข้อมูลส่วนบุคคลของคุณ ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (PDPA)`,
      sections: [
        {
          id: 'controller',
          heading: '1. ผู้รับผิดชอบข้อมูล',
          paragraphs: [
            `${BRAND.legalEntity} เป็นผู้ควบคุมข้อมูลส่วนบุคคลตามที่อธิบายไว้ในนโยบายนี้ ผู้ประกอบการนำเที่ยวจะได้รับข้อมูลที่จำเป็นต่อการให้บริการทัวร์ของคุณ และรับผิดชอบข้อมูลนั้นในฐานะผู้ควบคุมข้อมูลส่วนบุคคลอีกรายหนึ่งแยกต่างหาก`,
          ],
        },
        {
          id: 'data',
          heading: '2. ข้อมูลที่เราเก็บรวบรวม',
          bullets: [
            'ข้อมูลบัญชี: อีเมล ชื่อที่แสดง รหัสผ่าน (จัดเก็บเป็นค่าแฮชที่ปลอดภัยเท่านั้น) หมายเลขโทรศัพท์มือถือ และการตั้งค่าการรับข่าวสารทางการตลาด',
            'ข้อมูลการจอง: ทัวร์ วันที่ และผู้เดินทาง รวมถึงชื่อ อีเมล โทรศัพท์ วันเกิด และสัญชาติของผู้เดินทางแต่ละท่าน ส่วนข้อมูลหนังสือเดินทาง ความต้องการด้านอาหาร และผู้ติดต่อกรณีฉุกเฉิน จะเก็บเฉพาะเมื่อคุณให้ไว้',
            'ข้อมูลการชำระเงิน: ช่องทางและสถานะการชำระเงิน หมายเลขบัตรดำเนินการโดยผู้ให้บริการรับชำระเงินของเรา ไม่ใช่โดยเรา สลิปโอนเงินจัดเก็บเป็นส่วนตัว และมีเพียงคุณและผู้ดูแลระบบของเราที่เห็นได้',
            'ข้อมูลทางเทคนิค: คุกกี้เซสชันที่ทำให้คุณยังคงเข้าสู่ระบบอยู่ และบันทึกของเซิร์ฟเวอร์ (ที่อยู่ IP เบราว์เซอร์ หน้าที่เรียกดู) ซึ่งเก็บไว้เพื่อความปลอดภัย',
          ],
        },
        {
          id: 'use',
          heading: '3. วิธีที่เราใช้ข้อมูล',
          bullets: [
            'เพื่อสร้างบัญชีและรักษาความปลอดภัยของบัญชี รวมถึงการออกจากระบบให้อัตโนมัติเมื่อไม่มีการใช้งาน 15 นาที',
            'เพื่อรับและจัดการการจองและการชำระเงิน และส่งการยืนยันและเอกสารการเดินทาง',
            'เพื่อส่งต่อข้อมูลผู้เดินทางที่ผู้ประกอบการต้องใช้ในการจัดทัวร์ของคุณ',
            'เพื่อตอบคำถามของคุณ และดำเนินการเรื่องการยกเลิกและการคืนเงิน',
            'เพื่อส่งจดหมายข่าวและข้อเสนอพิเศษ เฉพาะเมื่อคุณให้ความยินยอม และคุณถอนความยินยอมได้ทุกเมื่อ',
          ],
        },
        {
          id: 'basis',
          heading: '4. ฐานทางกฎหมาย',
          paragraphs: [
            'เราประมวลผลข้อมูลของคุณเพื่อปฏิบัติตามสัญญากับคุณ (บัญชีและการจองของคุณ) เพื่อปฏิบัติตามหน้าที่ตามกฎหมาย (กฎหมายด้านการบัญชี ภาษี และการท่องเที่ยว) เพื่อประโยชน์โดยชอบด้วยกฎหมายของเรา (ความปลอดภัยและการป้องกันการฉ้อโกง) และสำหรับการตลาด โดยอาศัยความยินยอมของคุณ',
          ],
        },
        {
          id: 'cookies',
          heading: '5. คุกกี้',
          paragraphs: [
            'เราใช้คุกกี้ที่จำเป็นเพียงหนึ่งรายการ ซึ่งทำให้คุณยังคงเข้าสู่ระบบอยู่ สคริปต์บนหน้าเว็บไม่สามารถอ่านคุกกี้นี้ได้ และคุกกี้จะสิ้นสุดเมื่อคุณออกจากระบบหรือเซสชันหมดอายุ เราไม่ใช้คุกกี้เพื่อการโฆษณา',
          ],
        },
        {
          id: 'sharing',
          heading: '6. ผู้ที่เราเปิดเผยข้อมูลให้',
          bullets: [
            'ผู้ประกอบการของทัวร์ที่คุณจอง',
            'ผู้ให้บริการที่ประมวลผลข้อมูลแทนเราภายใต้สัญญา ได้แก่ การรับชำระเงิน การส่งอีเมล การโฮสต์ระบบ และการจัดเก็บไฟล์',
            'หน่วยงานของรัฐ เมื่อกฎหมายกำหนด',
          ],
          paragraphs: ['เราไม่ขายข้อมูลส่วนบุคคลของคุณ'],
        },
        {
          id: 'retention',
          heading: '7. ระยะเวลาการเก็บรักษา',
          paragraphs: [
            'เราเก็บข้อมูลบัญชีไว้ตราบเท่าที่บัญชีของคุณยังเปิดอยู่ บันทึกการจองและการชำระเงินเก็บไว้ตามระยะเวลาที่กฎหมายการบัญชีและภาษีกำหนด (โดยทั่วไปไม่เกิน 10 ปี) สลิปโอนเงินและข้อมูลหนังสือเดินทางจะถูกลบเมื่อไม่จำเป็นต่อการจองอีกต่อไป',
          ],
        },
        {
          id: 'rights',
          heading: '8. สิทธิของคุณ',
          bullets: [
            'ขอเข้าถึงข้อมูลส่วนบุคคลที่เราเก็บเกี่ยวกับคุณ และขอรับสำเนา',
            'ขอแก้ไขข้อมูลที่ไม่ถูกต้องหรือไม่ครบถ้วน',
            'ขอให้ลบข้อมูลของคุณ ขอให้ระงับการใช้ หรือคัดค้านการใช้ข้อมูล',
            'ถอนความยินยอมด้านการตลาดได้ทุกเมื่อ',
            'ร้องเรียนต่อคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล',
          ],
        },
        {
          id: 'security',
          heading: '9. ความปลอดภัย',
          paragraphs: [
            'ข้อมูลส่งผ่านการเชื่อมต่อที่เข้ารหัส รหัสผ่านจัดเก็บเป็นค่าแฮช และการเข้าถึงบันทึกการจองและสลิปโอนเงินจำกัดเฉพาะผู้ที่จำเป็นต้องใช้ ลิงก์รีเซ็ตรหัสผ่านใช้ได้ครั้งเดียวและหมดอายุภายในหนึ่งชั่วโมง',
          ],
        },
      ],
    },
  },
});
