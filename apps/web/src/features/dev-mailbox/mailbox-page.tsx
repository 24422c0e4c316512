import { useState } from 'react';
import { Inbox, Link2, Mail, RefreshCw } from 'lucide-react';
import type { TMailMessage } from '@tour/shared';
import { Alert } from '../../components/ui/alert';
import { Badge, type TBadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { isApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/i18n/language';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { useMailbox } from './api/get-mailbox';
import { extractLinks, splitTextWithLinks } from './extract-links';
import { MAILBOX_TEXTS } from './texts';

/** Links open in the page (not the frame); a readable default style for unstyled mail. */
const MAIL_FRAME_HEAD =
  '<base target="_top"><style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:14px;line-height:1.6;color:#1e293b;margin:16px}a{color:#0f766e}</style>';

const STATUS_VARIANT: Record<TMailMessage['status'], TBadgeVariant> = {
  pending: 'warning',
  sent: 'success',
  failed: 'destructive',
};

function MessageView({ message }: { message: TMailMessage }) {
  const texts = useTexts(MAILBOX_TEXTS);
  const language = useLanguage();
  const links = extractLinks(message.text, message.html);
  return (
    <article className="grid gap-5" aria-label={message.subject} data-testid="mail-message">
      <header className="grid gap-2 border-b pb-4">
        <h2 className="text-lg font-semibold text-ink">{message.subject}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{texts.to}</dt>
          <dd className="break-all">{message.to}</dd>
          <dt className="text-muted-foreground">{texts.sent}</dt>
          <dd>{formatDateTime(message.createdAt, language)}</dd>
          <dt className="text-muted-foreground">{texts.status}</dt>
          <dd>
            <Badge variant={STATUS_VARIANT[message.status]}>{texts.statuses[message.status]}</Badge>
          </dd>
        </dl>
      </header>

      <section className="grid gap-2" aria-label={texts.linksTitle}>
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <Link2 className="size-4 text-muted-foreground" aria-hidden />
          {texts.linksTitle}
        </h3>
        {links.length ? (
          <ul className="grid gap-1.5" data-testid="mail-links">
            {links.map((href) => (
              <li key={href}>
                <a
                  href={href}
                  className="block rounded-md bg-muted px-3 py-2 font-mono text-xs break-all text-primary hover:underline"
                >
                  {href}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{texts.noLinks}</p>
        )}
      </section>

      <Tabs defaultValue={message.html ? 'html' : 'text'}>
        <TabsList className="w-auto self-start">
          <TabsTrigger value="html">{texts.html}</TabsTrigger>
          <TabsTrigger value="text">{texts.text}</TabsTrigger>
        </TabsList>
        <TabsContent value="html">
          {message.html ? (
            <iframe
              title={texts.htmlFrameTitle}
              // The HTML comes from our own outbox, but it is still rendered in a sandbox without scripts.
              sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
              srcDoc={`${MAIL_FRAME_HEAD}${message.html}`}
              className="h-[28rem] w-full rounded-lg border bg-white"
            />
          ) : (
            <p className="text-sm text-muted-foreground">{texts.noHtml}</p>
          )}
        </TabsContent>
        <TabsContent value="text">
          <pre className="rounded-lg border bg-muted/40 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap">
            {splitTextWithLinks(message.text).map((part) =>
              part.kind === 'link' ? (
                <a key={part.start} href={part.value} className="break-all text-primary underline">
                  {part.value}
                </a>
              ) : (
                <span key={part.start}>{part.value}</span>
              ),
            )}
          </pre>
        </TabsContent>
      </Tabs>
    </article>
  );
}

/** /dev/mailbox: the embedded mail adapter's outbox (not in production). */
export function MailboxPage() {
  const texts = useTexts(MAILBOX_TEXTS);
  const language = useLanguage();
  const say = useMessage();
  const mailbox = useMailbox();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const messages = mailbox.data?.messages ?? [];
  const selected = messages.find((message) => message.id === selectedId) ?? messages[0] ?? null;
  const refusal = mailbox.isError && isApiError(mailbox.error) ? mailbox.error : null;
  // 404: production has no mailbox; 403: the server says it answers only requests made on its own machine.
  const unavailable =
    refusal?.status === 404 ? texts.unavailable : refusal?.status === 403 ? say(refusal.message) : null;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="flex items-center gap-3 font-display text-3xl font-semibold text-ink">
            <Inbox className="size-7 text-primary" aria-hidden />
            {texts.title}
          </h1>
          <p className="max-w-2xl text-muted-foreground">{texts.subtitle}</p>
        </div>
        {!unavailable ? (
          <Button variant="outline" onClick={() => void mailbox.refetch()} disabled={mailbox.isFetching}>
            <RefreshCw className={cn('size-4', mailbox.isFetching && 'animate-spin')} aria-hidden />
            {texts.refresh}
          </Button>
        ) : null}
      </header>

      {unavailable ? (
        <Alert variant="info" data-testid="mailbox-unavailable">
          {unavailable}
        </Alert>
      ) : mailbox.isError ? (
        <Alert variant="destructive">{texts.failed}</Alert>
      ) : mailbox.isPending ? (
        <div className="grid gap-3">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical loading placeholders, never reordered
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </div>
      ) : messages.length === 0 ? (
        <Card className="grid justify-items-center gap-3 p-12 text-center text-muted-foreground">
          <Mail className="size-10 text-muted-foreground/60" aria-hidden />
          <p>{texts.empty}</p>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          <Card className="self-start overflow-hidden">
            <p className="border-b px-4 py-3 text-xs font-medium text-muted-foreground">
              {texts.messages(messages.length)}
            </p>
            <ul className="max-h-[70vh] divide-y overflow-y-auto" aria-label={texts.title}>
              {messages.map((message) => {
                const isSelected = selected?.id === message.id;
                return (
                  <li key={message.id}>
                    <button
                      type="button"
                      onClick={() => setSelectedId(message.id)}
                      aria-current={isSelected ? 'true' : undefined}
                      data-testid="mail-row"
                      className={cn(
                        'grid w-full gap-1 px-4 py-3 text-left transition-colors hover:bg-muted/60',
                        isSelected && 'bg-primary/8 shadow-[inset_3px_0_0_var(--color-primary)]',
                      )}
                    >
                      <span className="flex items-center justify-between gap-2">
                        <span className="truncate text-sm font-medium text-ink">{message.to}</span>
                        <Badge variant={STATUS_VARIANT[message.status]}>{texts.statuses[message.status]}</Badge>
                      </span>
                      <span className="truncate text-sm">{message.subject}</span>
                      <span className="text-xs text-muted-foreground">
                        {formatDateTime(message.createdAt, language)}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </Card>
          <Card className="p-6">
            {selected ? <MessageView key={selected.id} message={selected} /> : <p>{texts.select}</p>}
          </Card>
        </div>
      )}
    </div>
  );
}
