import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../lib/i18n/language';
import { translateWhenLoaded } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { useSubscribeToNewsletter } from './api/subscribe-to-newsletter';
import { NEWSLETTER_TEXTS } from './texts';

// The shared schema (with zod) loads when the box is first used, not with the page: the box stands in
// the footer of every page, and the first screen's JavaScript budget has no room for zod. It comes from
// its own entry point, as a dynamic import of all of '@tour/shared' would pull the package into the shell.
const loadSchema = () => import('@tour/shared/newsletter').then((newsletter) => newsletter.ZNewsletterSubscribeRequest);

/** The newsletter e-mail box; the server decides what happens and what to say. */
export function NewsletterForm({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const id = useId();
  const texts = useTexts(NEWSLETTER_TEXTS);
  const language = useLanguage();
  const subscribe = useSubscribeToNewsletter();
  const [email, setEmail] = useState('');
  const [isSubmitting, setSubmitting] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    setSubmitting(true);
    // The schema's and the server's messages in the visitor's language; the dictionary, like the schema, loads
    // when the box is used.
    const say = (message: string) => translateWhenLoaded(message, language);
    try {
      const parsed = (await loadSchema()).safeParse({ email });
      if (!parsed.success) {
        setFieldError(await say(parsed.error.issues[0]?.message ?? texts.failed));
        return;
      }
      setFieldError(null);
      const response = await subscribe.mutateAsync(parsed.data);
      setResult({ ok: true, message: await say(response?.message || texts.subscribed) });
      setEmail('');
    } catch (error) {
      setResult({ ok: false, message: await say(getErrorMessage(error, texts.failed)) });
    } finally {
      setSubmitting(false);
    }
  };

  const message = fieldError ?? result?.message;
  const isError = Boolean(fieldError) || result?.ok === false;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className={cn('grid gap-2', className)}
      data-testid="newsletter-form"
    >
      <label htmlFor={`${id}-email`} className="sr-only">
        {texts.label}
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={texts.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onFocus={() => void loadSchema()}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          className={tone === 'dark' ? 'border-white/15 bg-white/10 text-white placeholder:text-white/50' : undefined}
        />
        <Button type="submit" variant={tone === 'dark' ? 'highlight' : 'default'} disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" decorative /> : null}
          {texts.submit}
        </Button>
      </div>
      {message ? (
        <p
          id={`${id}-message`}
          role={isError ? 'alert' : 'status'}
          className={cn(
            'text-sm',
            isError
              ? tone === 'dark'
                ? 'text-red-300'
                : 'text-destructive'
              : tone === 'dark'
                ? 'text-emerald-300'
                : 'text-success',
          )}
        >
          {message}
        </p>
      ) : null}
    </form>
  );
}
