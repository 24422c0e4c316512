import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZNewsletterSubscribeRequest } from '@tour/shared';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useSubscribeToNewsletter } from './api/subscribe-to-newsletter';
import { NEWSLETTER_TEXTS } from './texts';

/** The newsletter e-mail box; the server decides what happens and what to say. */
export function NewsletterForm({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const id = useId();
  const subscribe = useSubscribeToNewsletter();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(ZNewsletterSubscribeRequest),
    defaultValues: { email: '' },
  });
  const fieldError = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const response = await subscribe.mutateAsync(values);
      setResult({ ok: true, message: response?.message || NEWSLETTER_TEXTS.subscribed });
      form.reset({ email: '' });
    } catch (error) {
      setResult({ ok: false, message: getErrorMessage(error, NEWSLETTER_TEXTS.failed) });
    }
  });

  const message = fieldError ?? result?.message;
  const isError = Boolean(fieldError) || result?.ok === false;

  return (
    <form noValidate onSubmit={onSubmit} className={cn('grid gap-2', className)} data-testid="newsletter-form">
      <label htmlFor={`${id}-email`} className="sr-only">
        {NEWSLETTER_TEXTS.label}
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={NEWSLETTER_TEXTS.placeholder}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          className={tone === 'dark' ? 'border-white/15 bg-white/10 text-white placeholder:text-white/50' : undefined}
          {...form.register('email')}
        />
        <Button type="submit" variant={tone === 'dark' ? 'highlight' : 'default'} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner className="size-4" decorative /> : null}
          {NEWSLETTER_TEXTS.submit}
        </Button>
      </div>
      {message ? (
        <p
          id={`${id}-message`}
          role={isError ? 'alert' : 'status'}
          className={cn(
            'text-sm',
            isError ? (tone === 'dark' ? 'text-red-300' : 'text-destructive') : tone === 'dark' ? 'text-emerald-300' : 'text-success',
          )}
        >
          {message}
        </p>
      ) : null}
    </form>
  );
}
