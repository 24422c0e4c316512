import { describe, expect, it } from 'vitest';
import { messageTranslation, messageTranslator } from './message-translation';

const ENGLISH = {
  saved: 'Saved',
  cleanedUp: (count: number) => `Cleaned up ${count} image(s) from storage`,
  between: (start: string, end: string) => `Pick a day from ${start} to ${end}.`,
} as const;
const COMPANY = { approved: 'อนุมัติแล้ว' } as const;

const translate = messageTranslator([
  messageTranslation({
    en: ENGLISH,
    th: {
      saved: 'บันทึกแล้ว',
      cleanedUp: (count) => `ลบรูปภาพ ${count} รูปออกจากที่เก็บแล้ว`,
      between: (start, end) => `เลือกวันระหว่าง ${start} ถึง ${end}`,
    },
  }),
  messageTranslation({ th: COMPANY, en: { approved: 'Approved' } }),
]);

describe('translateMessage', () => {
  it('translates an English message into Thai and a Thai one into English', () => {
    expect(translate('Saved', 'th')).toBe('บันทึกแล้ว');
    expect(translate('อนุมัติแล้ว', 'en')).toBe('Approved');
  });

  it('leaves a message already in the language, or unknown, as it is', () => {
    expect(translate('Saved', 'en')).toBe('Saved');
    expect(translate('อนุมัติแล้ว', 'th')).toBe('อนุมัติแล้ว');
    expect(translate('Something else', 'th')).toBe('Something else');
  });

  it('carries the values of a message made by a function into its translation', () => {
    expect(translate('Cleaned up 3 image(s) from storage', 'th')).toBe('ลบรูปภาพ 3 รูปออกจากที่เก็บแล้ว');
    expect(translate('Pick a day from Mar 5, 2026 to Mar 9, 2026.', 'th')).toBe(
      'เลือกวันระหว่าง Mar 5, 2026 ถึง Mar 9, 2026',
    );
    expect(translate('เลือกวันระหว่าง 1 ถึง 2', 'en')).toBe('Pick a day from 1 to 2.');
  });
});
