import { describe, expect, it } from 'vitest';
import { describeOutcome, parseAdminCreateArguments, UsageError } from './admin-command.cli';

const USER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const MAIL = { smtp: false, appUrl: 'https://tours.example' };

describe('admin:create arguments', () => {
  it('reads the e-mail (trimmed, lower case), the name and the flags', () => {
    expect(
      parseAdminCreateArguments(['--email', ' Ops@Example.COM ', '--name', 'Operations', '--password-stdin']),
    ).toEqual({ email: 'ops@example.com', name: 'Operations', sendResetLink: false, passwordStdin: true });
    expect(parseAdminCreateArguments(['--email=ops@example.com', '--send-reset-link'])).toEqual({
      email: 'ops@example.com',
      name: undefined,
      sendResetLink: true,
      passwordStdin: false,
    });
  });

  it('answers --help with the usage only', () => {
    expect(parseAdminCreateArguments(['--help'])).toBeNull();
    expect(parseAdminCreateArguments(['-h'])).toBeNull();
  });

  it('refuses a missing or wrong e-mail, an unknown option, a stray word and both password ways at once', () => {
    const refusal = (argv: string[]) => {
      try {
        parseAdminCreateArguments(argv);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${argv.join(' ')}`);
    };
    expect(refusal([])).toBe('--email is required.');
    expect(refusal(['--email', 'ops'])).toBe("--email: 'ops' is not an e-mail address.");
    expect(refusal(['--email', 'ops@example.com', '--role', 'admin'])).toContain("Unknown option '--role'");
    expect(refusal(['--email', 'ops@example.com', 'now'])).toContain("Unexpected argument 'now'");
    expect(refusal(['--email', 'ops@example.com', '--name', ''])).toBe('--name: 1 to 80 characters of plain text.');
    expect(refusal(['--email', 'ops@example.com', '--send-reset-link', '--password-stdin'])).toBe(
      '--send-reset-link and --password-stdin exclude each other: choose one.',
    );
  });
});

describe('what admin:create reports', () => {
  it('tells how to sign in after creating with a password', () => {
    const lines = describeOutcome(
      { kind: 'created', userId: USER_ID, email: 'ops@example.com', resetLinkSent: false },
      { mail: MAIL, passwordGiven: true },
    );
    expect(lines).toEqual([
      'Created the administrator account ops@example.com.',
      'Sign in at https://tours.example/auth with this e-mail address and the password you gave.',
    ]);
  });

  it('says where the reset link goes: the dev mailbox without SMTP, SMTP with it', () => {
    const created = { kind: 'created', userId: USER_ID, email: 'ops@example.com', resetLinkSent: true } as const;
    expect(describeOutcome(created, { mail: MAIL, passwordGiven: false })[1]).toBe(
      'A password-reset e-mail to ops@example.com is queued in the outbox: with the server running, read it at https://tours.example/dev/mailbox. Its link works once, for 60 minutes from now.',
    );
    expect(describeOutcome(created, { mail: { ...MAIL, smtp: true }, passwordGiven: false })[1]).toContain(
      'the server sends it through SMTP_URL',
    );
  });

  it('names the role an existing account had, its reactivation, and that its password stays', () => {
    const granted = {
      kind: 'granted',
      userId: USER_ID,
      email: 'sam@example.com',
      previousRole: 'agent',
      reactivated: true,
      resetLinkSent: false,
    } as const;
    expect(describeOutcome(granted, { mail: MAIL, passwordGiven: true })).toEqual([
      'sam@example.com had the role Agent and was deactivated: it is now an active administrator.',
      'Its owner is told by e-mail; the account keeps its own password.',
      'The password given was not used: an existing account keeps its own.',
    ]);
    expect(describeOutcome({ ...granted, previousRole: 'admin' }, { mail: MAIL, passwordGiven: false })[0]).toBe(
      'sam@example.com was a deactivated administrator: it is active again.',
    );
  });

  it('says nothing changed for an active administrator', () => {
    expect(
      describeOutcome(
        { kind: 'unchanged', userId: USER_ID, email: 'ops@example.com', resetLinkSent: false },
        { mail: MAIL, passwordGiven: false },
      ),
    ).toEqual(['ops@example.com is already an active administrator: nothing changed.']);
  });
});
