import { escapeHtml, htmlDocument, htmlSection } from '../../../lib/html-document';
import type { TTextsOf } from '../../../lib/i18n/texts';
import { SUMMARY_TEXTS } from '../texts';
import type { TLimited, TSummaryDeparture, TSummaryFlight, TSummaryPrice, TTourSummary } from './tour-summary';

/** Image sources the document may load: our own paths, http(s) and inlined raster images; nothing else. */
export function isSafeImageSource(value: string): boolean {
  if (/^data:image\/(png|jpe?g|webp|gif);base64,[a-z0-9+/=]+$/i.test(value)) return true;
  if (/^\/(?!\/)/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

type TSummaryTexts = TTextsOf<typeof SUMMARY_TEXTS>;

function more(list: TLimited<unknown>, T: TSummaryTexts): string {
  return list.more > 0 ? `<p class="more">${escapeHtml(T.more(list.more))}</p>` : '';
}

function bulletList(list: TLimited<string>, T: TSummaryTexts): string {
  if (list.items.length === 0) return `<p class="muted">${T.none}</p>`;
  return `<ul>${list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>${more(list, T)}`;
}

function priceHtml(price: TSummaryPrice, withBadge = true): string {
  const badge = withBadge ? ` <span class="badge">-${price.discountPercent}%</span>` : '';
  const listed = price.listed ? ` <s class="listed">${escapeHtml(price.listed)}</s>${badge}` : '';
  return `<strong>${escapeHtml(price.price)}</strong>${listed}`;
}

function datesTable(summary: TTourSummary, T: TSummaryTexts): string {
  const { dates } = summary;
  if (dates.items.length === 0) return `<p class="muted">${T.none}</p>`;
  const C = T.dateColumns;
  const rows = dates.items
    .map(
      (date) =>
        `<tr><td>${escapeHtml(date.date)}</td><td>${priceHtml(date.price, false)}</td><td>${date.price.discountPercent > 0 ? `${date.price.discountPercent}%` : T.none}</td><td>${date.spots}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>${C.date}</th><th>${C.price}</th><th>${C.discount}</th><th>${C.spots}</th></tr></thead><tbody>${rows}</tbody></table>${more(dates, T)}`;
}

function flightHtml(flight: TSummaryFlight): string {
  const end = (side: TSummaryFlight['from']) =>
    `<div class="end"><b>${escapeHtml(side.time)} ${escapeHtml(side.code)}</b><span>${escapeHtml(side.airport)}</span><span>${escapeHtml(side.day)}</span></div>`;
  const duration = flight.duration ? `<span class="muted">${escapeHtml(flight.duration)}</span>` : '';
  return `<article class="flight"><p class="flight-head"><b>${escapeHtml(flight.direction)}</b> · ${escapeHtml(flight.airline)} ${escapeHtml(flight.flightNumber)} · <span class="flight-day">${escapeHtml(flight.day)}</span></p><div class="route">${end(flight.from)}<div class="arrow">→${duration}</div>${end(flight.to)}</div></article>`;
}

function departureHtml(departure: TSummaryDeparture): string {
  return `<section class="departure"><h3>${escapeHtml(departure.label)}</h3>${departure.flights.map(flightHtml).join('')}</section>`;
}

function flightsHtml(summary: TTourSummary, T: TSummaryTexts): string {
  const { flights } = summary;
  if (flights.length === 0) return `<p class="muted">${T.none}</p>`;
  return `${flights.map(departureHtml).join('')}<p class="muted small">${T.timesNote}</p>`;
}

function itineraryHtml(summary: TTourSummary, T: TSummaryTexts): string {
  const { itinerary } = summary;
  if (itinerary.items.length === 0) return `<p class="muted">${T.none}</p>`;
  const days = itinerary.items
    .map((day) => `<li><b>${escapeHtml(day.title)}</b><br><span>${escapeHtml(day.text.text)}</span></li>`)
    .join('');
  return `<ol class="days">${days}</ol>${more(itinerary, T)}`;
}

function mealsHtml(summary: TTourSummary, T: TSummaryTexts): string {
  if (summary.meals.length === 0) return `<p class="muted">${T.none}</p>`;
  const C = T.mealColumns;
  const rows = summary.meals
    .map(
      (meal) =>
        `<tr><td>${meal.dayNumber}</td><td>${escapeHtml(meal.schedule)}</td><td>${escapeHtml(meal.meals)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>${C.day}</th><th>${C.plan}</th><th>${C.meals}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function hotelsHtml(summary: TTourSummary, T: TSummaryTexts): string {
  const { hotels } = summary;
  if (hotels.items.length === 0) return `<p class="muted">${T.none}</p>`;
  const cards = hotels.items
    .map((hotel) => {
      const details = hotel.details.map((detail) => `<p>${escapeHtml(detail)}</p>`).join('');
      const amenities = hotel.amenities.length ? `<p class="muted">${escapeHtml(hotel.amenities.join(', '))}</p>` : '';
      return `<article class="hotel"><h3>${escapeHtml(hotel.name)} <span class="badge soft">${escapeHtml(hotel.rating)}</span></h3>${details}${amenities}</article>`;
    })
    .join('');
  return `<div class="grid2">${cards}</div>${more(hotels, T)}`;
}

function galleryHtml(summary: TTourSummary, imageSource: (url: string) => string, T: TSummaryTexts): string {
  const { gallery } = summary;
  if (gallery.items.length === 0) return `<p class="muted">${T.none}</p>`;
  const figures = gallery.items
    .map((image) => {
      const source = imageSource(image.url);
      const picture = isSafeImageSource(source)
        ? `<img src="${escapeHtml(source)}" alt="${escapeHtml(image.alt)}">`
        : `<div class="missing">${T.imageUnavailable}</div>`;
      const caption = image.isPrimary ? `<figcaption>${T.primary}</figcaption>` : '';
      return `<figure${image.isPrimary ? ' class="primary"' : ''}>${picture}${caption}</figure>`;
    })
    .join('');
  return `<div class="gallery">${figures}</div>${more(gallery, T)}`;
}

const STYLE = `
*{box-sizing:border-box}
body{font:13px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Thai','Noto Sans',sans-serif;color:#1e293b;max-width:52rem;margin:1.5rem auto;padding:0 1.25rem}
h1{font-family:Georgia,serif;font-size:1.8rem;line-height:1.2;margin:.2rem 0}
h2{font-family:Georgia,serif;font-size:1.15rem;margin:1.4rem 0 .5rem;border-bottom:1px solid #e2e8f0;padding-bottom:.25rem}
h3{font-size:1rem;margin:.2rem 0 .3rem}p{margin:.2rem 0}
.brand{color:#0f766e;font-weight:600;letter-spacing:.08em;text-transform:uppercase;font-size:.75rem}
.muted{color:#64748b}.small{font-size:.8rem}.more{color:#0f766e;font-weight:600;font-size:.85rem}
.price strong,td strong{color:#0f766e}.price strong{font-size:1.35rem}.listed{color:#64748b}
.badge{display:inline-block;background:#fee2e2;color:#b91c1c;border-radius:999px;padding:0 .45rem;font-size:.75rem;font-weight:600}
.badge.soft{background:#ccfbf1;color:#115e59}
dl.facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:.4rem 1rem;margin:.6rem 0}
dl.facts dt{font-size:.72rem;text-transform:uppercase;letter-spacing:.05em;color:#64748b}dl.facts dd{margin:0;font-weight:600}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #e2e8f0;vertical-align:top}th{background:#f1f5f9;font-size:.78rem}
.departure{break-inside:avoid;margin:.6rem 0}.flight-day{font-weight:600;white-space:nowrap}
.flight{border:1px solid #e2e8f0;border-radius:.5rem;padding:.5rem .75rem;margin:.4rem 0;break-inside:avoid}
.route{display:flex;align-items:center;gap:1rem}.end{display:grid}.end b{font-size:1.05rem}.end span{font-size:.78rem;color:#64748b}
.arrow{display:grid;justify-items:center;color:#0f766e;font-size:1.1rem}.arrow span{font-size:.75rem;white-space:nowrap}
ol.days{list-style:none;padding-left:0}ol.days li{margin:.3rem 0;break-inside:avoid}
.grid2,.cols{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.hotel{border:1px solid #e2e8f0;border-radius:.5rem;padding:.5rem .75rem;break-inside:avoid}
.gallery{display:grid;grid-template-columns:repeat(4,1fr);gap:.5rem}
figure{margin:0;position:relative;break-inside:avoid}figure img,.missing{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:.4rem;display:block}
.missing{background:#f1f5f9;color:#64748b;display:grid;place-items:center;font-size:.75rem}
figure.primary img{outline:3px solid #0f766e;outline-offset:-3px}
figcaption{position:absolute;top:.3rem;left:.3rem;background:#0f766e;color:#fff;border-radius:999px;padding:0 .45rem;font-size:.7rem;font-weight:600}
footer{margin-top:2rem;font-size:.78rem}
@media (max-width:40rem){.grid2,.cols{grid-template-columns:1fr}.gallery{grid-template-columns:repeat(2,1fr)}}
@page{size:A4;margin:12mm}
@media print{body{margin:0;max-width:none;padding:0}h2{break-after:avoid}}`;

type THtmlOptions = {
  /** The src for a gallery image: a data URL when inlined, else its address. */
  imageSource?: (url: string) => string;
};

/** The summary as one HTML document with no scripts and no external styles: the print window and the download. */
export function renderSummaryHtml(summary: TTourSummary, options: THtmlOptions = {}): string {
  const T = SUMMARY_TEXTS[summary.language];
  const imageSource = options.imageSource ?? ((url: string) => url);
  const facts = summary.facts
    .map((fact) => `<div><dt>${escapeHtml(fact.label)}</dt><dd>${escapeHtml(fact.value)}</dd></div>`)
    .join('');
  const body = [
    `<header><p class="brand">${escapeHtml(summary.brand)} · ${T.tourSummary}</p><h1>${escapeHtml(summary.title)}</h1><p class="muted">${escapeHtml(summary.place)}</p><p class="price">${priceHtml(summary.price)}</p><dl class="facts">${facts}</dl></header>`,
    htmlSection(T.description, `<p>${escapeHtml(summary.description.text) || T.none}</p>`),
    htmlSection(T.dates, datesTable(summary, T)),
    htmlSection(T.flights, flightsHtml(summary, T)),
    htmlSection(T.itinerary, itineraryHtml(summary, T)),
    htmlSection(T.meals, mealsHtml(summary, T)),
    htmlSection(T.hotels, hotelsHtml(summary, T)),
    htmlSection(T.gallery, galleryHtml(summary, imageSource, T)),
    `<div class="cols">${htmlSection(T.inclusions, bulletList(summary.inclusions, T))}${htmlSection(T.exclusions, bulletList(summary.exclusions, T))}</div>`,
    htmlSection(T.highlights, bulletList(summary.highlights, T)),
    `<footer class="muted"><p>${escapeHtml(T.draftNote)} ${escapeHtml(T.generated(summary.generatedAt))}</p></footer>`,
  ].join('\n');

  return htmlDocument({ language: summary.language, title: T.documentTitle(summary.title), style: STYLE, body });
}
