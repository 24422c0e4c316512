import {
  cancellationPolicySnapshot,
  cancellationPolicyText,
  departurePerPersonPrice,
  flightDurationIn,
  type TFlight,
  type THotel,
  itineraryIn,
  type TItineraryItem,
  type TLanguage,
  type TMealPlan,
  type TTourDetail,
  tourInLanguage,
} from '@tour/shared';
import { formatAirportTime, formatDateRange } from '../../../lib/calendar-date';
import { formatDateTime } from '../../../lib/format';
import { escapeHtml, htmlDocument, htmlSection } from '../../../lib/html-document';
import type { TTextsOf } from '../../../lib/i18n/texts';
import { formatMoney } from '../../../lib/money';
import { placeOf } from '../../../lib/tour-place';
import { cardPricesOf } from '../card-prices';
import { groupItineraryByDay } from '../itinerary-days';
import { PROGRAM_TEXTS } from './program-texts';

export type TProgramInput = {
  tour: TTourDetail;
  itinerary: readonly TItineraryItem[];
  hotels: readonly THotel[];
  meals: readonly TMealPlan[];
  /** Each departure's flights, by its id: the program shows every departure's, none left out. */
  flightsByDate: ReadonlyMap<string, readonly TFlight[]>;
  siteName: string;
  tourUrl: string;
  generatedAt: Date;
  /** The language of the visitor who downloads it. */
  language: TLanguage;
};

/** The program's texts and the language its dates and prices are written in. */
type TProgramContext = { T: TTextsOf<typeof PROGRAM_TEXTS>; language: TLanguage };

function list(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

function struckThrough(amount: number, currency: string, { T, language }: TProgramContext): string {
  return `<s class="original" title="${T.originalPrice}">${formatMoney(amount, currency, language)}</s>`;
}

/** The card's price: per person after the discount, the listed price struck through, per day (decision 14). */
function priceSummary(tour: TTourDetail, context: TProgramContext): string {
  const { T, language } = context;
  const prices = cardPricesOf(tour.perPersonPrice, tour.durationDays);
  const from = prices.isFrom ? `<span class="muted">${T.from}</span> ` : '';
  const original =
    prices.originalPrice !== null
      ? ` ${struckThrough(prices.originalPrice, tour.currency, context)} <span class="badge">${T.discount(prices.discountPercent ?? 0)}</span>`
      : '';
  return `<p class="price">${from}<strong>${formatMoney(prices.price, tour.currency, language)}</strong> <span class="muted">${T.perPerson}</span>${original}<br><span class="muted">${formatMoney(prices.pricePerDay, tour.currency, language)} ${T.perDay}</span></p>`;
}

function datesTable(tour: TTourDetail, context: TProgramContext): string {
  const { T, language } = context;
  if (tour.dates.length === 0) return `<p class="muted">${T.noDates}</p>`;
  const head = Object.values(T.dateColumns)
    .map((column) => `<th>${column}</th>`)
    .join('');
  const rows = tour.dates
    .map((date) => {
      const price = departurePerPersonPrice(date, tour.discountPercentage);
      const range = formatDateRange(date.startDate, date.endDate, language) ?? date.startDate;
      const label = date.label ? ` <span class="muted">(${escapeHtml(date.label)})</span>` : '';
      const listed = price.discountPercent > 0 ? ` ${struckThrough(price.listedPrice, date.currency, context)}` : '';
      return `<tr><td>${escapeHtml(range)}${label}</td><td><strong>${formatMoney(price.price, date.currency, language)}</strong>${listed}</td><td>${price.discountPercent > 0 ? `${price.discountPercent}%` : '–'}</td><td>${date.availableSpots}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** A flight at its airports' own wall times (decision 18), headed with the day it leaves. */
function flightHtml(flight: TFlight, { T, language }: TProgramContext): string {
  const departs = formatAirportTime(flight.departureTime, language);
  const arrives = formatAirportTime(flight.arrivalTime, language);
  const end = (code: string, airport: string, at: { time: string; day: string } | null, raw: string) =>
    `<span class="end"><b>${escapeHtml(at?.time ?? raw)} ${escapeHtml(code)}</b> ${escapeHtml(airport)}, ${escapeHtml(at?.day ?? '')}</span>`;
  const direction = flight.isOutbound ? T.outbound : T.return;
  const duration = flight.duration
    ? ` <span class="muted">(${escapeHtml(flightDurationIn(flight.duration, language))})</span>`
    : '';
  return `<li class="flight"><p><b>${direction}</b> · ${escapeHtml(flight.airline)} ${escapeHtml(flight.flightNumber)} · <span class="flight-day">${escapeHtml(departs?.day ?? flight.departureTime)}</span></p><p>${end(flight.departureCode, flight.departureAirport, departs, flight.departureTime)} → ${end(flight.arrivalCode, flight.arrivalAirport, arrives, flight.arrivalTime)}${duration}</p></li>`;
}

function flightsByDeparture(
  tour: TTourDetail,
  flightsByDate: TProgramInput['flightsByDate'],
  context: TProgramContext,
): string {
  const { T, language } = context;
  const departures = tour.dates
    .map((date) => {
      // Outbound first, then the return.
      const flights = [...(flightsByDate.get(date.id) ?? [])].sort(
        (a, b) => Number(b.isOutbound) - Number(a.isOutbound),
      );
      if (flights.length === 0) return '';
      const range = formatDateRange(date.startDate, date.endDate, language) ?? date.startDate;
      return `<article class="departure"><h3>${escapeHtml(range)}</h3><ul class="flights">${flights.map((flight) => flightHtml(flight, context)).join('')}</ul></article>`;
    })
    .filter(Boolean);
  if (departures.length === 0) return `<p class="muted">${T.noFlights}</p>`;
  return `${departures.join('')}<p class="muted">${T.timesNote}</p>`;
}

function itineraryDays(items: readonly TItineraryItem[], { T }: TProgramContext): string {
  const days = groupItineraryByDay(items);
  if (days.length === 0) return `<p class="muted">${T.noItinerary}</p>`;
  return days
    .map((day) => {
      const activities = day.activities
        .map(
          (activity) =>
            `<li><span class="time">${escapeHtml(activity.time ?? T.timeTbd)}</span> ${escapeHtml(activity.description ?? T.noDescription)}</li>`,
        )
        .join('');
      return `<article class="day"><h3>${T.day(day.dayNumber)}: ${escapeHtml(day.heading)}</h3><ul class="activities">${activities}</ul></article>`;
    })
    .join('');
}

function hotelList(hotels: readonly THotel[], { T }: TProgramContext): string {
  return hotels
    .map((hotel) => {
      const rating = hotel.rating === 'luxury' ? T.luxury : T.stars(hotel.rating);
      const details = [hotel.roomType, hotel.description]
        .filter((text): text is string => Boolean(text))
        .map((text) => escapeHtml(text))
        .join(' · ');
      return `<article class="hotel"><h3>${escapeHtml(hotel.name)} <span class="badge">${escapeHtml(rating)}</span></h3>${details ? `<p>${details}</p>` : ''}${hotel.amenities.length ? `<p class="muted">${escapeHtml(hotel.amenities.join(', '))}</p>` : ''}</article>`;
    })
    .join('');
}

function mealTable(meals: readonly TMealPlan[], { T }: TProgramContext): string {
  const mark = (included: boolean) => (included ? '✓' : '–');
  const head = Object.values(T.mealColumns)
    .map((column) => `<th>${column}</th>`)
    .join('');
  const rows = meals
    .map(
      (meal) =>
        `<tr><td>${T.day(meal.dayNumber)}</td><td>${mark(meal.breakfast)}</td><td>${mark(meal.lunch)}</td><td>${mark(meal.dinner)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

const STYLE = `
body{font:15px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1e293b;max-width:52rem;margin:2rem auto;padding:0 1.25rem}
h1{font-family:Georgia,serif;font-size:2rem;line-height:1.2;margin:.25rem 0}h2{font-family:Georgia,serif;font-size:1.35rem;margin:2rem 0 .75rem;border-bottom:1px solid #e2e8f0;padding-bottom:.35rem}
h3{font-size:1.05rem;margin:1rem 0 .35rem}.muted{color:#64748b}.brand{color:#0f766e;font-weight:600;letter-spacing:.08em;text-transform:uppercase;font-size:.8rem}
.price strong{font-size:1.5rem;color:#0f766e}.original{text-decoration:line-through;color:#64748b}.badge{display:inline-block;background:#fee2e2;color:#b91c1c;border-radius:999px;padding:0 .5rem;font-size:.8rem;font-weight:600}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem .6rem;border-bottom:1px solid #e2e8f0}th{background:#f1f5f9;font-size:.85rem}
.activities{list-style:none;padding:0}.activities li{margin:.25rem 0}.time{display:inline-block;min-width:5.5rem;font-weight:600;color:#0f766e}
.flights{list-style:none;padding:0}.flight{margin:.35rem 0;break-inside:avoid}.flight p{margin:0}.flight-day{font-weight:600;white-space:nowrap}.departure{break-inside:avoid}
.columns{display:grid;grid-template-columns:1fr 1fr;gap:1.5rem}footer{margin-top:3rem;font-size:.85rem}a{color:#0f766e}
@media print{body{margin:0}a{color:inherit}}`;

/** A self-contained HTML document of the tour (no scripts, no external files) to save and print. */
export function buildTourProgramHtml(input: TProgramInput): string {
  const { language } = input;
  // The visitor's language where the operator gave it, else the tour's own, said under the title (issue 27, item 5).
  const { tour, shown } = tourInLanguage(input.tour, language);
  const itinerary = itineraryIn(input.itinerary, input.tour, language);
  const T = PROGRAM_TEXTS[language];
  const context: TProgramContext = { T, language };
  const place = placeOf(tour.location, tour.country);
  const facts = [
    `${T.duration}: ${escapeHtml(T.durationValue(tour.durationLabel, tour.durationDays))}`,
    T.rating(tour.rating.toFixed(1), tour.reviewsCount),
    tour.companyName ? `${T.operator}: ${escapeHtml(tour.companyName)}` : null,
  ].filter(Boolean);

  const body = [
    `<header><p class="brand">${escapeHtml(input.siteName)}</p><h1 lang="${shown.language}">${escapeHtml(tour.title)}</h1>${shown.fallback ? `<p class="muted">${T.contentOnlyInOther}</p>` : ''}<p class="muted">${escapeHtml(place)}</p><p>${facts.join(' · ')}</p>${priceSummary(tour, context)}</header>`,
    tour.description ? htmlSection(T.about, `<p lang="${shown.language}">${escapeHtml(tour.description)}</p>`) : '',
    tour.highlights.length ? htmlSection(T.highlights, list(tour.highlights)) : '',
    htmlSection(T.dates, datesTable(tour, context)),
    tour.dates.length ? htmlSection(T.flights, flightsByDeparture(tour, input.flightsByDate, context)) : '',
    htmlSection(T.itinerary, itineraryDays(itinerary, context)),
    input.hotels.length ? htmlSection(T.hotels, hotelList(input.hotels, context)) : '',
    input.meals.length ? htmlSection(T.meals, mealTable(input.meals, context)) : '',
    tour.inclusions.length || tour.exclusions.length
      ? `<div class="columns">${tour.inclusions.length ? htmlSection(T.included, list(tour.inclusions)) : ''}${tour.exclusions.length ? htmlSection(T.excluded, list(tour.exclusions)) : ''}</div>`
      : '',
    htmlSection(
      T.policy,
      `<p>${escapeHtml(cancellationPolicyText(cancellationPolicySnapshot(tour.cancellationPolicy), language))}</p>`,
    ),
    `<footer class="muted"><p>${T.generated(formatDateTime(input.generatedAt, language))} · <a href="${escapeHtml(input.tourUrl)}">${T.viewOnline}</a></p></footer>`,
  ].join('\n');

  return htmlDocument({ language, title: T.documentTitle(tour.title), style: STYLE, body });
}

export function programFileName(slug: string): string {
  return `${slug}-program.html`;
}
