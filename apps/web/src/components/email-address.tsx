import { cn } from '../lib/cn';

/** An e-mail address that wraps after its local part, at the @, before anywhere else in a narrow column. */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className={cn('[overflow-wrap:anywhere]', className)}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
