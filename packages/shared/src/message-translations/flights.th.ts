import { FLIGHT_MESSAGES } from '../flights';
import { mixedMessageTranslation } from './mixed';
import { TEXT_MESSAGES_TRANSLATION } from './text.th';
import { TOUR_FORM_MESSAGES_TRANSLATION } from './tour-submission/messages.th';

/** English but for the flight deal's 'not found', which the spec gives in Thai. */
export const FLIGHT_MESSAGES_TRANSLATION = mixedMessageTranslation(FLIGHT_MESSAGES, {
  searchRequired: TOUR_FORM_MESSAGES_TRANSLATION.th.flightSearchRequired,
  flightNumberCharacters: 'หมายเลขเที่ยวบินมีได้เฉพาะตัวอักษรและตัวเลข (ไม่เกิน 6 ตัว)',
  dealFlightNumberRequired: 'กรุณาระบุหมายเลขเที่ยวบิน',
  dealInvalidFormat: 'รูปแบบไม่ถูกต้อง',
  dealDateRequired: 'กรุณาระบุวันที่',
  dealNotFound: 'Flight not found',
  invalidDate: TEXT_MESSAGES_TRANSLATION.th.invalidDate,
});
