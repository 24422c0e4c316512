import { CANCELLATION_POLICY_CODES, cancellationPolicySnapshot, cancellationPolicyText } from '@tour/shared';
import { BRAND } from '../../lib/brand';

export type TLegalSection = { id: string; heading: string; paragraphs?: string[]; bullets?: string[] };
export type TLegalDocument = { title: string; summary: string; updated: string; sections: TLegalSection[] };

export const LEGAL_TEXTS = {
  updatedLabel: 'Last updated',
  contentsLabel: 'On this page',
  questions: 'Questions about this document? Write to',
  questionsFallback: 'our support team',
} as const;

/** The policies a tour may have (DESIGN decision 31), each in the sentence its tour page shows. */
const CANCELLATION_POLICY_LIST = CANCELLATION_POLICY_CODES.map((code) =>
  cancellationPolicyText(cancellationPolicySnapshot(code)),
);

export const TERMS: TLegalDocument = {
  title: 'Terms of Service',
  summary: `These terms govern your use of ${BRAND.name} and every tour you book through it. Please read them before you book.`,
  updated: '2026-11-01',
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
      bullets: CANCELLATION_POLICY_LIST,
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
};

export const PRIVACY: TLegalDocument = {
  title: 'Privacy Policy',
  summary: `How ${BRAND.name} collects, uses and protects your personal data, in line with Thailand’s Personal Data Protection Act B.E. 2562 (PDPA).`,
  updated: '2026-11-01',
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
};
