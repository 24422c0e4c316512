import { describe, expect, it } from 'vitest';
import { createOutboxTransport, createSmtpTransport, SMTP_TIMEOUTS } from '../adapters/mail/mail-transport';
import { mailClaimLeaseMs, maxMailPassMs } from './mail-delivery';

describe('mail claim lease', () => {
  it('outlasts every SMTP phase and the whole-send limit, so a send in flight is never claimed again', () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:2525', 'no-reply@tours.test');
    const phases = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
    expect(transport.maxSendMs).toBe(SMTP_TIMEOUTS.maxSendMs);
    // Even a send that used every phase's whole timeout would be over (and the whole-send limit cuts it sooner).
    expect(mailClaimLeaseMs(transport)).toBeGreaterThan(phases);
    expect(mailClaimLeaseMs(transport)).toBeGreaterThan(transport.maxSendMs);
    expect(maxMailPassMs(transport)).toBeGreaterThan(mailClaimLeaseMs(transport));
    transport.close();
  });

  it('keeps a minute for the outbox transport', () => {
    expect(mailClaimLeaseMs(createOutboxTransport())).toBe(60_000);
  });
});
