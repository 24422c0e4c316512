import { useId } from 'react';
import { X } from 'lucide-react';
import { BOOKING_PAYMENT_STATUSES, BOOKING_STATUS_VALUES, type TAdminBookingsQuery } from '@tour/shared';
import { SearchBox } from '../../../components/search-box';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useTexts } from '../../../lib/i18n/texts';
import { hasFilters, type TAdminBookingsFilters } from '../admin-bookings-search';
import { ADMIN_BOOKINGS_TEXTS } from '../texts';

const METHODS = ['credit_card', 'promptpay', 'bank_transfer', 'pay_later'] as const;

type TBookingsToolbarProps = {
  filters: TAdminBookingsFilters;
  onChange: (next: Partial<TAdminBookingsFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
};

/** The search, debounced into the address, and the filters, each applied at once. */
export function BookingsToolbar({ filters, onChange, onClear }: TBookingsToolbarProps) {
  const texts = useTexts(ADMIN_BOOKINGS_TEXTS);
  const T = texts.list.search;
  const id = useId();

  return (
    <div className="grid gap-3" data-testid="bookings-toolbar">
      <SearchBox
        applied={filters.q ?? ''}
        onSearch={(q, options) => onChange({ q }, options)}
        texts={T}
        maxLength={100}
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,10rem)_minmax(0,10rem)_auto] lg:items-end">
        <NativeSelect
          aria-label={T.status}
          value={filters.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as TAdminBookingsQuery['status'] })}
        >
          <option value="">{T.anyStatus}</option>
          {BOOKING_STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {texts.statuses[status]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={T.paymentStatus}
          value={filters.paymentStatus ?? ''}
          onChange={(event) =>
            onChange({ paymentStatus: (event.target.value || undefined) as TAdminBookingsQuery['paymentStatus'] })
          }
        >
          <option value="">{T.anyPaymentStatus}</option>
          {BOOKING_PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {texts.paymentStatuses[status]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={T.method}
          value={filters.method ?? ''}
          className="col-span-2 lg:col-span-1"
          onChange={(event) => onChange({ method: (event.target.value || undefined) as TAdminBookingsQuery['method'] })}
        >
          <option value="">{T.anyMethod}</option>
          {METHODS.map((method) => (
            <option key={method} value={method}>
              {texts.methods[method]}
            </option>
          ))}
        </NativeSelect>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
            {T.departureFrom}
          </Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.departureFrom ?? ''}
            max={filters.departureTo}
            onChange={(event) => onChange({ departureFrom: event.target.value || undefined })}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
            {T.departureTo}
          </Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.departureTo ?? ''}
            min={filters.departureFrom}
            onChange={(event) => onChange({ departureTo: event.target.value || undefined })}
          />
        </div>
        {hasFilters(filters) ? (
          <Button variant="ghost" className="col-span-2 justify-self-start lg:col-span-1" onClick={onClear}>
            <X className="size-4" aria-hidden />
            {T.clearFilters}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
