import type { TAdminBookingDetail } from '@tour/shared';
import { CardTableCell } from '../../../components/card-table-cell';
import { EmailAddress } from '../../../components/email-address';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useTexts } from '../../../lib/i18n/texts';
import { ADMIN_BOOKINGS_TEXTS } from '../texts';

/** The guests as booked: a table from 768 px, a card each below. */
export function GuestsCard({ booking }: { booking: TAdminBookingDetail }) {
  const T = useTexts(ADMIN_BOOKINGS_TEXTS).detail.guests;
  return (
    <Card data-testid="booking-guests">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>{T.title}</CardTitle>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        {booking.guestList.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.none}</p>
        ) : (
          <table className="block w-full text-sm md:table">
            <thead className="hidden border-b text-left text-xs text-muted-foreground md:table-header-group">
              <tr>
                {[T.name, T.email, T.nationality].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="grid gap-2 md:table-row-group md:divide-y">
              {booking.guestList.map((guest, index) => (
                <tr
                  // Guests have no id of their own; their order is the booking's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
                  key={index}
                  className="grid gap-1 rounded-lg border p-3 md:table-row md:rounded-none md:border-0 md:p-0"
                  data-testid="booking-guest"
                >
                  <CardTableCell from="md" label={null}>
                    <span className="font-medium text-ink [overflow-wrap:anywhere]">{guest.name}</span>
                  </CardTableCell>
                  <CardTableCell from="md" label={null}>
                    <EmailAddress email={guest.email} className="text-muted-foreground md:text-foreground" />
                  </CardTableCell>
                  <CardTableCell from="md" label={T.nationality}>
                    {guest.nationality}
                  </CardTableCell>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
