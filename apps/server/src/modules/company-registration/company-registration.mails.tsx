/** @jsxRuntime automatic */
import { LICENCE_VERIFICATION_LINK_HOURS, licenceName } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';

/**
 * The licence confirmation link, sent to the e-mail the registry holds for the licence (decision 8),
 * in Thai then English.
 */
export function licenceVerificationMail(input: {
  to: string;
  link: string;
  licenseId: string;
  companyName: string;
  licenseType: 'TAT' | 'DOT';
  appName: string;
}): TOutgoingMail {
  const hours = LICENCE_VERIFICATION_LINK_HOURS;
  const licence = { licenseId: input.licenseId, documentType: input.licenseType };
  const thai = [
    `เรียน ${input.companyName}`,
    `มีการขอลงทะเบียนบริษัทบน ${input.appName} ด้วย${licenceName(licence, 'th')}`,
    `กรุณาเปิดลิงก์ด้านล่างเพื่อยืนยันข้อมูล: กรอกอีเมลนี้ เลขใบอนุญาต และเลขประจำตัวผู้เสียภาษี 13 หลักของบริษัท ลิงก์ใช้ได้ ${hours} ชั่วโมงและใช้ได้ครั้งเดียว`,
    'หากท่านไม่ได้ขอลงทะเบียน กรุณาเพิกเฉยต่ออีเมลนี้',
  ];
  const english = [
    `Dear ${input.companyName},`,
    `Someone asked to register a company on ${input.appName} with ${licenceName(licence, 'en')}.`,
    `Open the link below to confirm: enter this e-mail address, the licence number and the company's 13-digit tax id. The link works for ${hours} hours and only once.`,
    'If you did not ask for this, you can ignore this e-mail.',
  ];
  const subject = `ยืนยัน${licenceName(licence, 'th')} / Confirm ${licenceName(licence, 'en')} — ${input.appName}`;
  return {
    kind: 'licence_verification',
    to: input.to,
    subject,
    text: `${thai.join('\n\n')}\n\n${input.link}\n\n---\n\n${english.join('\n\n')}\n\n${input.link}\n\n${input.appName}\n`,
    html: renderMailHtml(
      <LicenceVerificationMail
        subject={subject}
        thai={thai}
        english={english}
        link={input.link}
        appName={input.appName}
      />,
    ),
  };
}

function LicenceVerificationMail(props: {
  subject: string;
  thai: string[];
  english: string[];
  link: string;
  appName: string;
}) {
  return (
    <MailLayout title={props.subject} appName={props.appName} language="th">
      <div lang="th">
        {props.thai.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <MailLink href={props.link}>ยืนยันใบอนุญาต</MailLink>
      </div>
      <hr />
      {props.english.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <MailLink href={props.link}>Confirm the licence</MailLink>
    </MailLayout>
  );
}
