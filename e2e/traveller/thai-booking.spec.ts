import { BOOKING_STATUS_TEXTS } from '@tour/shared';
import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/auth';
import { SUCCESS_CARD, email, paymentForm, payButton } from '../fixtures/checkout';
import { mailsTo } from '../fixtures/mailbox';
import { pdfText } from '../fixtures/receipts';
import { roomiestDate } from '../fixtures/booking-form';
import { SAMPLE_TOUR } from '../fixtures/tours';
import { readFile } from 'node:fs/promises';

/** A Thai date: day, Thai month abbreviation, Buddhist-era year (2026 is 2569). */
const THAI_DATE =
  /\d{1,2} (ม\.ค\.|ก\.พ\.|มี\.ค\.|เม\.ย\.|พ\.ค\.|มิ\.ย\.|ก\.ค\.|ส\.ค\.|ก\.ย\.|ต\.ค\.|พ\.ย\.|ธ\.ค\.) 25\d\d/;
const BUDDHIST_YEAR = (gregorian: string) => String(Number(gregorian.slice(0, 4)) + 543);
/** The sample tour's title in Thai, as its operator's translation gives it (the seed's). */
const THAI_TITLE = 'เที่ยวมัลดีฟส์แบบออลอินคลูซีฟ';

test.describe('a Thai traveller (issue 27)', () => {
  test('switches the home to Thai and books a tour as a guest: every screen, toast, e-mail and receipt in Thai', async ({
    page,
  }) => {
    // The roomiest departure: the first, which the tour page selects, is other tests' to fill.
    const date = await roomiestDate(page.request, SAMPLE_TOUR.slug, 2);
    const year = BUDDHIST_YEAR(date.startDate);

    await page.goto('/');
    await page.getByRole('button', { name: 'เปลี่ยนเป็นภาษาไทย' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');

    // The tour page, rendered by the server in Thai now that the choice is kept.
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    const card = page.getByTestId('booking-card');
    await expect(card.getByRole('heading', { name: 'จองทัวร์นี้' })).toBeVisible();
    await card.getByLabel('วันที่เดินทาง').selectOption(date.id);
    await expect(card.getByTestId('guests-value')).toHaveText('2 ท่าน');
    await card.getByRole('button', { name: 'จองเลย' }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/${SAMPLE_TOUR.slug}/book/[0-9a-f-]{36}$`));

    // Checkout in Thai, its trip dates in the Buddhist era.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/การจอง/);
    await expect(page.getByTestId('booking-summary')).toContainText(year);
    await page.getByRole('button', { name: 'ทำต่อโดยไม่เข้าสู่ระบบ' }).click();
    const form = paymentForm(page);
    const address = email('thai-guest');
    await form.getByLabel('ชื่อ-นามสกุล').fill('สมหญิง ใจดี');
    await form.getByLabel('อีเมล').fill(address);
    await form.getByLabel('หมายเลขโทรศัพท์').fill('081 234 5678');
    await form.getByLabel('ชื่อผู้ถือบัตร').fill('SOMYING JAIDEE');
    await form.getByLabel('หมายเลขบัตร').fill(SUCCESS_CARD);
    await form.getByLabel('วันหมดอายุ (MM/YY)').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    await expect(payButton(page)).toHaveText(/^ชำระ /);
    await payButton(page).click();

    await expect(toast(page, 'ชำระเงินสำเร็จ!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_STATUS_TEXTS.th.paidHeading })).toBeVisible();
    await expect(page.getByText(BOOKING_STATUS_TEXTS.th.paidLead)).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(/^CHT-\d{6}$/);
    await expect(page.locator('main')).toContainText(THAI_DATE);
    await expect(page.getByTestId('confirmation-tour')).toHaveText(THAI_TITLE);
    const reference = (await page.getByTestId('booking-reference').textContent())!.trim();

    // The confirmation e-mail, written in the language the booking was made in.
    const [mail] = await mailsTo(page.request, address, reference);
    expect(mail!.subject).toContain(BOOKING_STATUS_TEXTS.th.paidHeading);
    expect(mail!.subject).toContain(THAI_TITLE);
    expect(mail!.text).toContain('เรียน คุณสมหญิง ใจดี');
    expect(mail!.text).toMatch(THAI_DATE);
    expect(mail!.text).toContain(year);

    // The receipt, in the reader's language.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'ดาวน์โหลดใบเสร็จ' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`receipt-${reference}.pdf`);
    const receipt = await pdfText(new Uint8Array(await readFile((await download.path())!)));
    expect(receipt).toContain('ใบเสร็จรับเงิน');
    expect(receipt).toContain('บัตรเครดิต/เดบิต');
    expect(receipt).toContain(THAI_TITLE);
    expect(receipt).toContain(year);
  });
});
