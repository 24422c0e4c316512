import { REVIEW_REPLY_MAX } from '@tour/shared';
import { defineTexts } from '../../lib/i18n/texts';

/** Strings of the operator's reviews page (issue 23). */
export const OPERATOR_REVIEWS_TEXTS = defineTexts({
  en: {
    documentTitle: 'Reviews of your tours',
    heading: 'Reviews of your tours',
    back: 'Back to account',
    intro:
      "Travellers' published reviews of your tours, newest first. You may post one public reply under each review; the traveller is e-mailed when it appears.",
    tabsLabel: 'Which reviews',
    tabs: { unanswered: 'Awaiting a reply', all: 'All reviews' },
    count: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
    loadFailed: 'Failed to load the reviews',
    retry: 'Try again',
    emptyUnanswered: 'Every review has your reply',
    emptyUnansweredHint: 'New reviews of your tours appear here until you answer them.',
    empty: 'No reviews of your tours yet',
    emptyHint: 'Travellers are asked for a review once their trip has ended.',
    pagingLabel: 'Review pages',
    tour: 'Tour',
    seeOnTour: 'See on the tour page',
    reply: {
      label: 'Your public reply',
      placeholder: 'Thank the traveller, answer their points, say what you changed.',
      hint: 'Shown under the review on the tour page, signed with your company name. One reply per review, and it cannot be changed afterwards.',
      count: (length: number) => `${length}/${REVIEW_REPLY_MAX}`,
      submit: 'Post reply',
      sending: 'Posting...',
      failed: 'Failed to post the reply. Please try again.',
    },
  },
  th: {
    documentTitle: 'รีวิวทัวร์ของคุณ',
    heading: 'รีวิวทัวร์ของคุณ',
    back: 'กลับไปที่บัญชี',
    intro:
      'รีวิวที่เผยแพร่แล้วของทัวร์ของคุณ เรียงจากใหม่ไปเก่า คุณตอบกลับแบบสาธารณะได้หนึ่งครั้งต่อรีวิว และนักเดินทางจะได้รับอีเมลเมื่อคำตอบแสดงแล้ว',
    tabsLabel: 'รีวิวที่แสดง',
    tabs: { unanswered: 'รอการตอบกลับ', all: 'รีวิวทั้งหมด' },
    count: (count: number) => `${count} รีวิว`,
    loadFailed: 'โหลดรีวิวไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    emptyUnanswered: 'คุณตอบกลับครบทุกรีวิวแล้ว',
    emptyUnansweredHint: 'รีวิวใหม่ของทัวร์ของคุณจะแสดงที่นี่จนกว่าคุณจะตอบกลับ',
    empty: 'ทัวร์ของคุณยังไม่มีรีวิว',
    emptyHint: 'นักเดินทางจะได้รับคำเชิญให้รีวิวเมื่อจบทริป',
    pagingLabel: 'หน้ารีวิว',
    tour: 'ทัวร์',
    seeOnTour: 'ดูในหน้าทัวร์',
    reply: {
      label: 'คำตอบสาธารณะของคุณ',
      placeholder: 'ขอบคุณนักเดินทาง ตอบประเด็นที่กล่าวถึง และบอกสิ่งที่คุณปรับปรุงแล้ว',
      hint: 'แสดงใต้รีวิวในหน้าทัวร์ในนามบริษัทของคุณ ตอบได้หนึ่งครั้งต่อรีวิว และแก้ไขภายหลังไม่ได้',
      count: (length: number) => `${length}/${REVIEW_REPLY_MAX}`,
      submit: 'โพสต์คำตอบ',
      sending: 'กำลังโพสต์...',
      failed: 'โพสต์คำตอบไม่สำเร็จ โปรดลองอีกครั้ง',
    },
  },
});
