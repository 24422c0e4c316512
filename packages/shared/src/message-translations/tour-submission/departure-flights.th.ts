import { messageTranslation } from '../../message-translation';
import { DEPARTURE_FLIGHT_MESSAGES } from '../../tour-submission/departure-flights';

export const DEPARTURE_FLIGHT_MESSAGES_TRANSLATION = messageTranslation({
  en: DEPARTURE_FLIGHT_MESSAGES,
  th: {
    outboundOffStartDate: (startDate, flightDay) =>
      `เที่ยวบินขาไปของรอบเดินทางวันที่ ${startDate} ออกเดินทางวันที่ ${flightDay}: ต้องออกเดินทางในวันเริ่มทริป`,
    returnBeforeOutbound: (startDate) => `เที่ยวบินขากลับของรอบเดินทางวันที่ ${startDate} ออกก่อนที่เที่ยวบินขาไปจะถึงที่หมาย`,
    returnAfterTourEnd: (startDate, endDate, flightDay) =>
      `เที่ยวบินขากลับของรอบเดินทางวันที่ ${startDate} ออกเดินทางวันที่ ${flightDay} ซึ่งเลยวันสุดท้ายของทัวร์ (${endDate})`,
  },
});
