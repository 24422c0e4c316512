import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Download, Home } from 'lucide-react';
import { downloadReceipt, type TReceiptSource } from '../../lib/download-receipt';
import { useTexts } from '../../lib/i18n/texts';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { BOOKING_VIEW_TEXTS } from './texts';

/** Download Receipt, the page's own action if any, and Back to Home. */
export function BookingActions({ receipt, children }: { receipt?: TReceiptSource; children?: ReactNode }) {
  const T = useTexts(BOOKING_VIEW_TEXTS);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadReceipt(receipt, T.receipt);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className={children ? 'grid gap-3 sm:grid-cols-3' : 'grid gap-3 sm:grid-cols-2'}>
      <Button size="lg" onClick={download} disabled={downloading} data-testid="download-receipt">
        {downloading ? <Spinner className="size-4" decorative /> : <Download className="size-4" aria-hidden />}
        {T.downloadReceipt}
      </Button>
      {children}
      <Button asChild size="lg" variant="ghost">
        <Link to="/">
          <Home className="size-4" aria-hidden />
          {T.home}
        </Link>
      </Button>
    </div>
  );
}

/** The booking page while it loads. */
export function BookingLoading({ text }: { text: string }) {
  return (
    <div className="grid justify-items-center gap-4 py-24 text-center" role="status">
      <Spinner className="size-8 text-primary" decorative />
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}
