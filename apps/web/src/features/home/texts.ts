import { defineFirstScreenTexts } from '../../lib/i18n/texts';

/** The English; the Thai is in texts.th.ts, loaded apart (defineFirstScreenTexts). */
export const HOME_TEXTS_EN = {
  meta: {
    title: (brand: string) => `${brand} · Tour packages and holidays`,
    description: (brand: string) =>
      `${brand}: hand-picked tour packages with flights, hotels and meals included. Book online, pay by card, bank transfer or PromptPay.`,
  },
  /** The search box's tabs; its form is the search feature's. */
  searchBox: {
    tabsLabel: 'What are you looking for?',
    tabs: { tours: 'Tours & Packages', hotels: 'Hotels', flights: 'Flights' },
    onlyToursTitle: {
      hotels: 'Hotel search is not available',
      flights: 'Flight search is not available',
    },
    onlyToursBody: {
      hotels: 'Only tours are searchable for now. Every tour package already includes its hotels.',
      flights: 'Only tours are searchable for now. Every tour package already includes its flights.',
    },
    searchToursInstead: 'Search tours instead',
  },
  hero: {
    eyebrow: 'Tour packages with flights, hotels and meals',
    title: 'Tours worth the journey',
    body: 'Hand-picked packages with a day-by-day itinerary from licensed operators. Book in minutes, pay your way.',
    label: 'Featured destinations slideshow',
    carousel: 'carousel',
    showSlide: (name: string) => `Show ${name}`,
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    slides: [
      {
        name: 'Santorini',
        country: 'Greece',
        caption: 'Whitewashed villages above the Aegean',
        image: '/media/hero/santorini.svg',
      },
      {
        name: 'Bali',
        country: 'Indonesia',
        caption: 'Rice terraces, temples and volcano sunrises',
        image: '/media/hero/bali.svg',
      },
      {
        name: 'Kyoto',
        country: 'Japan',
        caption: 'Pagodas, shrines and cherry blossom',
        image: '/media/hero/kyoto.svg',
      },
    ],
  },
  destinations: {
    eyebrow: 'Where to next',
    title: 'Featured destinations',
    body: 'Islands, temples and old towns our travellers love.',
    cards: [
      { name: 'Santorini', country: 'Greece' },
      { name: 'Bali', country: 'Indonesia' },
      { name: 'Kyoto', country: 'Japan' },
      { name: 'Venice', country: 'Italy' },
    ],
    tourCount: (count: number) => (count === 1 ? '1 tour' : `${count} tours`),
    exploreLabel: (name: string, count: string) => `Explore ${name}: ${count}`,
  },
  tours: {
    eyebrow: 'Newest first',
    title: 'Popular Tour Packages',
    body: 'Flights, hotels, meals and a guide in one price.',
    empty: 'No tours available at the moment.',
    loadFailed: 'Failed to load tours',
    retry: 'Try again',
    viewAll: 'View all tours',
    loading: 'Loading tours',
  },
  advantages: {
    eyebrow: 'Why travel with us',
    title: 'Everything taken care of',
    items: [
      {
        title: 'Licensed operators',
        body: 'Every operator holds a licence from the Tourism Authority of Thailand and is checked before selling.',
      },
      {
        title: 'All-in prices',
        body: 'Flights, hotels, meals and guides are in the price you see. No surprises at the counter.',
      },
      {
        title: 'Pay later',
        body: 'Reserve your seats today and pay by card, bank transfer or PromptPay when you are ready.',
      },
      {
        title: 'Clear cancellation terms',
        body: 'Every tour shows its cancellation policy before you book, and your booking keeps those terms.',
      },
    ],
  },
  newsletter: {
    eyebrow: 'Deals',
    title: 'Member-only deals in your inbox',
    body: 'Seasonal discounts and new tours, about twice a month. Unsubscribe at any time.',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Planning a trip? Talk to us',
    body: 'Questions about a tour or a booking? Our travel team answers every message within one business day.',
    email: 'Email us',
    phone: 'Call us',
    hours: 'Monday to Saturday, 9:00 to 18:00 (Bangkok time)',
  },
} as const;

/** Strings of the home page (1-traveller.md section 2, Home). */
export const HOME_TEXTS = defineFirstScreenTexts('home', HOME_TEXTS_EN);
