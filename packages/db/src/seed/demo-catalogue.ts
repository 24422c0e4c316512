import type { TBookingPaymentMethod, TBookingPaymentStatus, TBookingStatus } from '../domain-values';
import { AIRPORTS } from './airports';
import type { TDemoCompanyKey } from './demo-operators';
import { flightPlan, type THotelSeed, type TItineraryDaySeed, type TTourSeed } from './tour-seed';

/** A booking by the demo customer on one departure of a demo tour. */
export type TDemoBookingSeed = {
  reference: string;
  departureIndex: number;
  guests: number;
  status: TBookingStatus;
  paymentStatus: TBookingPaymentStatus;
  paymentMethod: TBookingPaymentMethod;
  bookedDaysAgo: number;
  specialRequests?: string;
};

export type TDemoTour = { company: TDemoCompanyKey | null; tour: TTourSeed; bookings: TDemoBookingSeed[] };

const day = (title: string, ...activities: [time: string | null, description: string | null][]): TItineraryDaySeed => ({
  title,
  activities: activities.map(([time, description]) => ({ time, description })),
});

const hotel = (
  name: string,
  rating: THotelSeed['rating'],
  roomType: THotelSeed['roomType'],
  description: string,
  amenities: THotelSeed['amenities'],
): THotelSeed => ({ name, rating, roomType, description, amenities, website: null });

const images = (name: string, alts: string[]) =>
  alts.map((alt, index) => ({ url: `/media/tours/${name}-${index + 1}.svg`, alt }));

const SIAM = { companyName: 'Siam Horizon Travel', agentLogo: '/media/logos/siam-horizon.svg' };
const ANDAMAN = { companyName: 'Andaman Blue Journeys', agentLogo: '/media/logos/andaman-blue.svg' };
const SAKURA = { companyName: 'Sakura Trails', agentLogo: '/media/logos/sakura-trails.svg' };

const STANDARD_EXCLUSIONS = ['Visa fees', 'Personal expenses and tips', 'Travel insurance'];

/**
 * The demo catalogue, newest first: tour i is created i+1 hours before the seed's "now", so the
 * sample tour (created at "now") leads.
 */
export const DEMO_TOURS: TDemoTour[] = [
  {
    company: 'siam-horizon',
    tour: {
      ...SIAM,
      slug: 'santorini-sunset-caldera-escape',
      title: 'Santorini Sunset & Caldera Escape',
      description:
        'Whitewashed villages, volcanic beaches and the most famous sunset in the Aegean. Stay in a cave suite on the ' +
        'caldera rim, sail around the volcano and taste Assyrtiko in the island’s oldest wineries.',
      location: 'Santorini',
      country: 'Greece',
      category: 'beach',
      currency: 'USD',
      durationDays: 7,
      discountPercentage: 15,
      isRecommended: true,
      isFeatured: true,
      highlights: [
        'Caldera-view cave suite in Imerovigli',
        'Catamaran cruise with hot springs swim',
        'Sunset from Oia castle',
        'Wine tasting at a cliff-top winery',
        'Red Beach and Akrotiri ruins',
      ],
      inclusions: [
        'Return flights Bangkok – Athens',
        'Ferry Athens – Santorini',
        '6 nights with breakfast',
        'Catamaran cruise with lunch',
        'Wine tour',
      ],
      exclusions: STANDARD_EXCLUSIONS,
      images: images('santorini', [
        'Cliff-top village over the caldera',
        'Blue domes at golden hour',
        'Sunset over the Aegean',
        'White houses and a blue sea',
      ]),
      itinerary: [
        day('Arrival in Athens', ['16:00', 'Transfer to a Plaka hotel and an evening stroll below the Acropolis.']),
        day(
          'Ferry to Santorini',
          ['07:30', 'High-speed ferry across the Cyclades.'],
          ['15:00', 'Check in to your caldera suite.'],
        ),
        day('Catamaran Cruise', ['10:00', 'Sail to the volcano, swim in the hot springs and lunch on board.']),
        day(
          'Oia & the Famous Sunset',
          ['15:00', 'Walk the cliff path from Fira to Oia.'],
          ['19:30', 'Sunset from the castle ruins.'],
        ),
        day('Wine & Villages', ['11:00', 'Tasting at three family wineries in Pyrgos and Megalochori.']),
        day('Red Beach & Akrotiri', ['09:30', 'Explore the Bronze Age city and swim at Red Beach.']),
        day('Departure', ['08:00', 'Flight to Athens and connection home.']),
      ],
      meals: 'breakfast',
      hotels: [
        hotel(
          'Caldera Cave Suites',
          'luxury',
          'suite',
          'Cave suites carved into the cliff with private hot tubs facing the volcano.',
          ['Free WiFi', 'Private Pool', 'Room Service', 'Breakfast Included'],
        ),
        hotel(
          'Plaka Heritage Hotel',
          '4',
          'deluxe',
          'Neoclassical townhouse in the old town with a rooftop Acropolis view.',
          ['Free WiFi', 'Bar & Lounge', 'Air Conditioning'],
        ),
      ],
      departures: [
        { startInDays: 24, price: 2499, spots: 12 },
        { startInDays: 45, price: 2599, spots: 12, discountPercent: 20, label: 'Early summer special' },
        { startInDays: 66, price: 2799, spots: 16 },
        { startInDays: 94, price: 2699, spots: 16 },
      ],
      flights: {
        outbound: flightPlan('Emirates', 'EK385', AIRPORTS.BKK, AIRPORTS.ATH, '01:10', 700),
        return: flightPlan('Emirates', 'EK386', AIRPORTS.ATH, AIRPORTS.BKK, '18:25', 640),
      },
      totalQuota: 60,
    },
    bookings: [
      {
        reference: 'CHT-204817',
        departureIndex: 0,
        guests: 2,
        status: 'confirmed',
        paymentStatus: 'completed',
        paymentMethod: 'credit_card',
        bookedDaysAgo: 150,
        specialRequests: 'Honeymoon – a quiet room, please.',
      },
      {
        reference: 'CHT-318265',
        departureIndex: 2,
        guests: 3,
        status: 'confirmed',
        paymentStatus: 'completed',
        paymentMethod: 'promptpay',
        bookedDaysAgo: 62,
      },
    ],
  },
  {
    company: 'andaman-blue',
    tour: {
      ...ANDAMAN,
      slug: 'bali-ubud-culture-and-rice-terraces',
      title: 'Bali: Ubud Culture and Rice Terraces',
      description:
        'Slow down in Bali’s green heart. Walk the Tegallalang terraces at dawn, learn to cook Balinese dishes, ' +
        'join a temple ceremony and end with two days on the beach in Sanur.',
      location: 'Ubud, Bali',
      country: 'Indonesia',
      category: 'cultural',
      currency: 'USD',
      durationDays: 6,
      discountPercentage: 10,
      isRecommended: true,
      highlights: [
        'Sunrise at Tegallalang rice terraces',
        'Balinese cooking class',
        'Water temple blessing at Tirta Empul',
        'Sacred Monkey Forest',
        'Two beach days in Sanur',
      ],
      inclusions: [
        'Return flights Bangkok – Denpasar',
        '5 nights in boutique hotels',
        'Daily breakfast and two dinners',
        'Private driver and guide',
        'Temple entrance fees',
      ],
      exclusions: STANDARD_EXCLUSIONS,
      images: images('bali', [
        'Rice terraces below a volcano',
        'Terraces in the evening light',
        'Dusk over the jungle',
        'Morning mist over the fields',
      ]),
      itinerary: [
        day('Arrival in Bali', ['13:00', 'Private transfer to Ubud and a welcome dinner.']),
        day(
          'Rice Terraces & Coffee',
          ['06:30', 'Sunrise walk at Tegallalang.'],
          ['11:00', 'Coffee plantation and swing.'],
        ),
        day('Temples & Holy Springs', [
          '09:00',
          'Purification ritual at Tirta Empul and lunch overlooking Mount Batur.',
        ]),
        day(
          'Cooking Class',
          ['09:30', 'Market visit and a hands-on Balinese cooking class.'],
          ['Afternoon', 'Sacred Monkey Forest sanctuary.'],
        ),
        day('Sanur Beach', ['10:00', 'Transfer to Sanur; afternoon at leisure.']),
        day('Departure', ['11:00', 'Transfer to Ngurah Rai airport.']),
      ],
      meals: 'half-board',
      hotels: [
        hotel('Ubud Jungle Retreat', '5', 'villa', 'Pool villas above the Ayung river valley.', [
          'Free WiFi',
          'Private Pool',
          'Spa & Wellness',
          'Airport Shuttle',
        ]),
        hotel('Sanur Beach House', '4', 'deluxe', 'Relaxed beachfront hotel on the Sanur promenade.', [
          'Free WiFi',
          'Swimming Pool',
          'Beach Access',
        ]),
      ],
      departures: [
        { startInDays: 20, price: 1290, spots: 14 },
        { startInDays: 41, price: 1290, spots: 14 },
        { startInDays: 69, price: 1390, spots: 18 },
      ],
      flights: {
        outbound: flightPlan('Thai Airways', 'TG431', AIRPORTS.BKK, AIRPORTS.DPS, '08:35', 265),
        return: flightPlan('Thai Airways', 'TG432', AIRPORTS.DPS, AIRPORTS.BKK, '13:50', 245),
      },
      totalQuota: 50,
    },
    bookings: [
      {
        reference: 'CHT-427731',
        departureIndex: 1,
        guests: 2,
        status: 'confirmed',
        paymentStatus: 'completed',
        paymentMethod: 'credit_card',
        bookedDaysAgo: 35,
      },
    ],
  },
  {
    company: 'sakura-trails',
    tour: {
      ...SAKURA,
      slug: 'kyoto-temples-and-tea-ceremony',
      title: 'Kyoto Temples and Tea Ceremony',
      description:
        'A week among Kyoto’s thousand temples: Fushimi Inari’s torii tunnels, the golden pavilion, Gion at dusk and ' +
        'a private tea ceremony with a master of the Urasenke school.',
      location: 'Kyoto',
      country: 'Japan',
      category: 'cultural',
      currency: 'USD',
      durationDays: 6,
      discountPercentage: 5,
      isRecommended: true,
      highlights: [
        'Fushimi Inari at first light',
        'Private tea ceremony',
        'Kinkaku-ji golden pavilion',
        'Arashiyama bamboo grove',
        'Evening walk in Gion',
      ],
      inclusions: [
        'Return flights Bangkok – Osaka Kansai',
        '5 nights in a ryokan and a city hotel',
        'Kaiseki dinner',
        'Tea ceremony',
        'ICOCA transport card',
      ],
      exclusions: STANDARD_EXCLUSIONS,
      images: images('kyoto', [
        'Pagoda and torii under cherry blossom',
        'Temple at sunset',
        'Pagoda at night',
        'Spring morning in Kyoto',
      ]),
      itinerary: [
        day(
          'Arrival & Gion Evening',
          ['15:00', 'Train from Kansai to Kyoto.'],
          ['19:00', 'Guided walk through Gion and Pontocho.'],
        ),
        day('Fushimi Inari & Tofuku-ji', ['06:30', 'Climb through the torii gates before the crowds.']),
        day('Golden Pavilion & Zen Gardens', ['09:00', 'Kinkaku-ji, Ryoan-ji and Ninna-ji.']),
        day(
          'Tea Ceremony',
          ['10:00', 'Private tea ceremony in a machiya townhouse.'],
          ['18:30', 'Kaiseki dinner at the ryokan.'],
        ),
        day('Arashiyama', ['08:00', 'Bamboo grove, Tenryu-ji and a river boat ride.']),
        day('Departure', ['09:00', 'Limited express to Kansai airport.']),
      ],
      meals: 'breakfast',
      hotels: [
        hotel(
          'Higashiyama Ryokan',
          'luxury',
          'suite',
          'Traditional inn with tatami rooms, cypress baths and kaiseki cuisine.',
          ['Free WiFi', 'Onsen', 'Laundry Service', 'Restaurant'],
        ),
        hotel('Kyoto Station Hotel', '4', 'standard', 'Modern hotel above Kyoto Station.', [
          'Free WiFi',
          'Fitness Center',
          'Restaurant',
        ]),
      ],
      departures: [
        { startInDays: 28, price: 2190, spots: 10 },
        { startInDays: 56, price: 2290, spots: 10 },
        { startInDays: 84, price: 2190, spots: 12 },
        { startInDays: 112, price: 2390, spots: 12 },
      ],
      flights: {
        outbound: flightPlan('Thai Airways', 'TG622', AIRPORTS.BKK, AIRPORTS.KIX, '00:05', 340),
        return: flightPlan('Thai Airways', 'TG623', AIRPORTS.KIX, AIRPORTS.BKK, '11:00', 380),
      },
      totalQuota: 44,
    },
    bookings: [
      {
        reference: 'CHT-536092',
        departureIndex: 0,
        guests: 1,
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'credit_card',
        bookedDaysAgo: 3,
      },
    ],
  },
  {
    company: 'siam-horizon',
    tour: {
      ...SIAM,
      slug: 'romantic-venice-getaway',
      title: 'Romantic Venice Getaway',
      description:
        'Four days of canals, campos and cicchetti. A gondola at sunset, a private glass-blowing demonstration on ' +
        'Murano and a palazzo hotel on the Grand Canal.',
      location: 'Venice',
      country: 'Italy',
      category: 'city',
      currency: 'USD',
      durationDays: 4,
      discountPercentage: 20,
      isRecommended: true,
      highlights: [
        'Sunset gondola ride',
        'Palazzo hotel on the Grand Canal',
        'Murano glass and Burano colours',
        'Cicchetti bar crawl',
      ],
      inclusions: [
        'Return flights Bangkok – Venice',
        '3 nights with breakfast',
        'Gondola ride',
        'Lagoon islands boat tour',
      ],
      exclusions: [...STANDARD_EXCLUSIONS, 'Venice access fee'],
      images: images('venice', [
        'Canal houses and a gondola',
        'Grand Canal at golden hour',
        'Venice at dusk',
        'Morning on the canal',
      ]),
      itinerary: [
        day('Arrival & Grand Canal', ['15:00', 'Water taxi to the hotel.'], ['18:30', 'Sunset gondola ride.']),
        day('San Marco', ['09:00', 'Basilica, Doge’s Palace and the Bridge of Sighs.']),
        // An activity without a time and one without a description: the tour page's 'Time TBD' and
        // 'No description available' (1-traveller.md section 8).
        day(
          'Murano & Burano',
          ['10:00', 'Glass-blowing demonstration on Murano.'],
          [null, 'Free time among the colourful houses of Burano before the boat back.'],
          ['17:00', null],
        ),
        day('Departure', ['10:00', 'Water taxi to Marco Polo airport.']),
      ],
      meals: 'breakfast',
      hotels: [
        hotel('Palazzo Canal Grande', '5', 'deluxe', 'Fifteenth-century palazzo with a private landing stage.', [
          'Free WiFi',
          'Room Service',
          'Breakfast Included',
          '24-Hour Front Desk',
        ]),
      ],
      departures: [
        { startInDays: 18, price: 1490, spots: 8 },
        { startInDays: 39, price: 1590, spots: 8 },
      ],
      flights: {
        outbound: flightPlan('Qatar Airways', 'QR833', AIRPORTS.BKK, AIRPORTS.VCE, '20:10', 780),
        return: flightPlan('Qatar Airways', 'QR834', AIRPORTS.VCE, AIRPORTS.BKK, '15:40', 720),
      },
      totalQuota: 20,
    },
    bookings: [
      {
        reference: 'CHT-641538',
        departureIndex: 1,
        guests: 2,
        status: 'cancelled',
        paymentStatus: 'failed',
        paymentMethod: 'credit_card',
        bookedDaysAgo: 20,
      },
    ],
  },
  {
    company: 'andaman-blue',
    tour: {
      ...ANDAMAN,
      slug: 'phuket-and-phi-phi-island-escape',
      title: 'Phuket and Phi Phi Island Escape',
      description:
        'Limestone cliffs, emerald water and long-tail boats. Snorkel at Phi Phi, paddle through the sea caves of ' +
        'Phang Nga Bay and unwind at a beachfront resort in Kata.',
      location: 'Phuket',
      country: 'Thailand',
      category: 'beach',
      currency: 'THB',
      durationDays: 5,
      discountPercentage: 10,
      isRecommended: true,
      highlights: [
        'Speedboat to Phi Phi and Maya Bay',
        'Sea-cave kayaking in Phang Nga Bay',
        'Old Phuket Town food walk',
        'Sunset at Promthep Cape',
      ],
      inclusions: [
        'Return flights Bangkok – Phuket',
        '4 nights beachfront with breakfast',
        'Two island day trips with lunch',
        'National park fees',
      ],
      exclusions: ['Personal expenses and tips', 'Travel insurance'],
      images: images('phuket', [
        'Limestone islands and a long-tail boat',
        'Sunrise over the bay',
        'Evening in the Andaman Sea',
      ]),
      itinerary: [
        day('Arrival in Phuket', ['12:00', 'Transfer to Kata Beach.'], ['18:00', 'Sunset at Promthep Cape.']),
        day('Phi Phi Islands', ['08:00', 'Speedboat to Maya Bay, Pileh Lagoon and snorkelling at Bamboo Island.']),
        day('Phang Nga Bay', ['08:30', 'Sea-cave kayaking and James Bond Island.']),
        day('Old Town & Free Afternoon', ['10:00', 'Sino-Portuguese shophouses and a street-food walk.']),
        day('Departure', ['11:00', 'Transfer to the airport.']),
      ],
      meals: 'breakfast',
      hotels: [
        hotel('Kata Palm Beach Resort', '4', 'deluxe', 'Beachfront resort with lagoon pools.', [
          'Free WiFi',
          'Swimming Pool',
          'Beach Access',
          'Kids Club',
        ]),
      ],
      departures: [
        { startInDays: 15, price: 15900, spots: 20 },
        { startInDays: 29, price: 15900, spots: 20 },
        { startInDays: 43, price: 16900, spots: 20 },
        { startInDays: 57, price: 14900, spots: 20, discountPercent: 15, label: 'Green season deal' },
        { startInDays: 71, price: 15900, spots: 20 },
      ],
      flights: {
        outbound: flightPlan('Thai Airways', 'TG201', AIRPORTS.BKK, AIRPORTS.HKT, '08:00', 85),
        return: flightPlan('Thai Airways', 'TG206', AIRPORTS.HKT, AIRPORTS.BKK, '17:40', 85),
      },
      totalQuota: 100,
    },
    bookings: [
      {
        reference: 'CHT-752904',
        departureIndex: 0,
        guests: 4,
        status: 'confirmed',
        paymentStatus: 'completed',
        paymentMethod: 'promptpay',
        bookedDaysAgo: 95,
      },
    ],
  },
  {
    company: 'siam-horizon',
    tour: {
      ...SIAM,
      slug: 'swiss-alps-scenic-rail-journey',
      title: 'Swiss Alps Scenic Rail Journey',
      description:
        'Ride the Glacier Express and the Bernina line through the Alps, stay by the lakes of Lucerne and Interlaken ' +
        'and stand on the Jungfraujoch, the top of Europe.',
      location: 'Interlaken',
      country: 'Switzerland',
      category: 'adventure',
      currency: 'USD',
      durationDays: 9,
      highlights: [
        'Glacier Express panorama car',
        'Jungfraujoch, Top of Europe',
        'Lake Lucerne cruise',
        'Zermatt and the Matterhorn',
      ],
      inclusions: [
        'Return flights Bangkok – Zurich',
        '8 nights with breakfast',
        'Swiss Travel Pass (first class)',
        'Jungfraujoch excursion',
      ],
      exclusions: STANDARD_EXCLUSIONS,
      images: images('swiss-alps', [
        'Snowy peaks above a lake chalet',
        'Alpenglow on the peaks',
        'Night falls over the Alps',
      ]),
      itinerary: [
        day('Arrival in Zurich', ['07:00', 'Train to Lucerne; afternoon in the old town.']),
        day('Lake Lucerne', ['10:00', 'Lake cruise and cogwheel railway up Mount Rigi.']),
        day('Golden Pass to Interlaken', ['09:30', 'Panoramic train over the Brünig pass.']),
        day('Jungfraujoch', ['08:00', 'Rail journey to the Top of Europe.']),
        day('Lauterbrunnen Valley', ['10:00', 'Waterfalls and an easy valley walk.']),
        day('To Zermatt', ['09:00', 'Train to car-free Zermatt.'], ['16:00', 'Matterhorn viewpoint.']),
        day('Glacier Express', ['08:52', 'Eight hours across 291 bridges to St. Moritz.']),
        day('Bernina Express', ['09:00', 'Over the Bernina pass to Tirano and back.']),
        day('Departure', ['10:00', 'Train to Zurich airport.']),
      ],
      meals: 'breakfast',
      hotels: [
        hotel('Hotel Jungfrau View', '4', 'deluxe', 'Family-run hotel with balconies facing the Jungfrau.', [
          'Free WiFi',
          'Free Parking',
          'Spa & Wellness',
        ]),
        hotel('Lucerne Lakeside Grand', '5', 'suite', 'Belle-époque grand hotel on the lake promenade.', [
          'Free WiFi',
          'Spa & Wellness',
          'Bar & Lounge',
          'Restaurant',
        ]),
      ],
      departures: [
        { startInDays: 35, price: 4590, spots: 10 },
        { startInDays: 63, price: 4790, spots: 10 },
      ],
      flights: {
        outbound: flightPlan('Swiss', 'LX181', AIRPORTS.BKK, AIRPORTS.ZRH, '23:55', 750),
        return: flightPlan('Swiss', 'LX180', AIRPORTS.ZRH, AIRPORTS.BKK, '13:10', 655),
      },
      totalQuota: 20,
    },
    bookings: [
      {
        reference: 'CHT-863177',
        departureIndex: 1,
        guests: 2,
        status: 'paid',
        paymentStatus: 'completed',
        paymentMethod: 'credit_card',
        bookedDaysAgo: 12,
      },
    ],
  },
  {
    company: 'sakura-trails',
    tour: {
      ...SAKURA,
      slug: 'venice-canals-and-dolomites',
      title: 'Venice Canals and Dolomites',
      description:
        'From lagoon to peaks: three days in Venice followed by the jagged Dolomites, alpine lakes and the cable cars ' +
        'of Cortina d’Ampezzo.',
      location: 'Venice',
      country: 'Italy',
      category: 'adventure',
      currency: 'USD',
      durationDays: 8,
      highlights: [
        'Hidden Venice walking tour',
        'Lago di Braies',
        'Tre Cime di Lavaredo hike',
        'Cable car to Lagazuoi',
      ],
      inclusions: [
        'Return flights Bangkok – Venice',
        '7 nights with breakfast',
        'Private transfers',
        'Cable car tickets',
      ],
      exclusions: STANDARD_EXCLUSIONS,
      images: [
        { url: '/media/tours/venice-2.svg', alt: 'Venice in the evening' },
        { url: '/media/tours/swiss-alps-1.svg', alt: 'Mountain lake in the Dolomites' },
        { url: '/media/tours/venice-4.svg', alt: 'Canal houses in the morning' },
      ],
      itinerary: [
        day('Arrival in Venice', ['14:00', 'Water taxi to the hotel and an evening walk.']),
        day('Hidden Venice', ['09:30', 'Cannaregio, the Ghetto and the fish market.']),
        day('Lagoon Islands', ['10:00', 'Torcello and Burano by boat.']),
        day('To the Dolomites', ['09:00', 'Drive to Cortina d’Ampezzo.']),
        day('Lago di Braies', ['08:30', 'Morning walk around the lake.'], ['14:00', 'Rowing boat on the lake.']),
        day('Tre Cime di Lavaredo', ['08:00', 'Classic loop hike around the three peaks.']),
        day('Lagazuoi', ['10:00', 'Cable car and First World War tunnels.']),
        day('Departure', ['09:00', 'Transfer to Venice airport.']),
      ],
      meals: 'breakfast',
      hotels: [
        hotel('Ca’ Sagredo Lagoon Hotel', '4', 'deluxe', 'Canal-side hotel near the Rialto.', [
          'Free WiFi',
          'Room Service',
          'Breakfast Included',
        ]),
        hotel('Cortina Alpine Lodge', '4', 'standard', 'Wooden lodge at the foot of the Tofane.', [
          'Free WiFi',
          'Free Parking',
          'Spa & Wellness',
        ]),
      ],
      departures: [
        { startInDays: 47, price: 2890, spots: 12 },
        { startInDays: 75, price: 2990, spots: 12 },
      ],
      flights: {
        outbound: flightPlan('Qatar Airways', 'QR833', AIRPORTS.BKK, AIRPORTS.VCE, '20:10', 780),
        return: flightPlan('Qatar Airways', 'QR834', AIRPORTS.VCE, AIRPORTS.BKK, '15:40', 720),
      },
      totalQuota: 24,
    },
    bookings: [],
  },
  {
    company: 'andaman-blue',
    tour: {
      ...ANDAMAN,
      slug: 'chiang-mai-mountains-and-temples',
      title: 'Chiang Mai Mountains and Temples',
      description:
        'Northern Thailand at an easy pace: Doi Suthep temple above the city, an ethical elephant sanctuary, the night ' +
        'bazaar and a lantern evening by the Ping river.',
      location: 'Chiang Mai',
      country: 'Thailand',
      category: 'cultural',
      currency: 'THB',
      durationDays: 4,
      highlights: [
        'Wat Phra That Doi Suthep',
        'Ethical elephant sanctuary',
        'Khantoke dinner',
        'Lantern evening on the Ping river',
      ],
      inclusions: [
        'Return flights Bangkok – Chiang Mai',
        '3 nights with breakfast',
        'Sanctuary visit',
        'Khantoke dinner show',
      ],
      exclusions: ['Personal expenses and tips', 'Travel insurance'],
      images: images('chiang-mai', [
        'Golden chedi in the mountains',
        'Lanterns over the hills at dusk',
        'Lantern night in Chiang Mai',
      ]),
      itinerary: [
        day('Arrival & Old City', ['11:00', 'Temples of the old city by tuk-tuk.'], ['19:00', 'Khantoke dinner.']),
        day('Doi Suthep', ['07:30', 'Temple at sunrise and Hmong village visit.']),
        day(
          'Elephant Sanctuary',
          ['08:00', 'Feed and walk with rescued elephants.'],
          ['19:30', 'Lanterns by the Ping river.'],
        ),
        day('Departure', ['10:00', 'Transfer to the airport.']),
      ],
      meals: 'half-board',
      hotels: [
        hotel('Nimman Garden Hotel', '4', 'deluxe', 'Calm garden hotel in the Nimmanhaemin quarter.', [
          'Free WiFi',
          'Swimming Pool',
          'Laundry Service',
        ]),
      ],
      departures: [
        { startInDays: 16, price: 12900, spots: 16 },
        { startInDays: 37, price: 12900, spots: 16 },
        { startInDays: 58, price: 13900, spots: 16 },
      ],
      flights: {
        outbound: flightPlan('Bangkok Airways', 'PG211', AIRPORTS.BKK, AIRPORTS.CNX, '07:30', 70),
        return: flightPlan('Bangkok Airways', 'PG218', AIRPORTS.CNX, AIRPORTS.BKK, '18:20', 75),
      },
      totalQuota: 48,
    },
    bookings: [
      {
        reference: 'CHT-970346',
        departureIndex: 2,
        guests: 2,
        status: 'confirmed',
        paymentStatus: 'completed',
        paymentMethod: 'promptpay',
        bookedDaysAgo: 120,
      },
    ],
  },
  {
    company: 'siam-horizon',
    tour: {
      ...SIAM,
      slug: 'paris-art-and-gastronomy',
      title: 'Paris Art and Gastronomy',
      description:
        'Museums in the morning, bistros in the evening. Skip-the-line Louvre and Orsay, a market cooking class in ' +
        'the Marais and dinner cruise on the Seine.',
      location: 'Paris',
      country: 'France',
      category: 'city',
      currency: 'USD',
      durationDays: 6,
      highlights: [
        'Louvre and Musée d’Orsay with an art historian',
        'Market-to-table cooking class',
        'Seine dinner cruise',
        'Montmartre at sunrise',
      ],
      inclusions: [
        'Return flights Bangkok – Paris',
        '5 nights with breakfast',
        'Museum passes',
        'Cooking class',
        'Dinner cruise',
      ],
      exclusions: STANDARD_EXCLUSIONS,
      images: images('paris', ['Eiffel Tower above the rooftops', 'Golden hour on the Seine', 'Paris at night']),
      itinerary: [
        day('Arrival in Paris', ['08:00', 'Transfer to Saint-Germain; afternoon café walk.']),
        day('Louvre', ['09:00', 'Guided Louvre highlights.'], ['15:00', 'Tuileries and Palais-Royal.']),
        day('Orsay & Saint-Germain', ['10:00', 'Impressionists at the Musée d’Orsay.']),
        day('Cooking in the Marais', ['09:30', 'Market shopping and a cooking class with lunch.']),
        day(
          'Montmartre & Seine Cruise',
          ['07:00', 'Montmartre before the crowds.'],
          ['20:00', 'Dinner cruise on the Seine.'],
        ),
        day('Departure', ['10:00', 'Transfer to Charles de Gaulle.']),
      ],
      meals: 'breakfast',
      hotels: [
        hotel('Hôtel Rive Gauche', '4', 'deluxe', 'Boutique hotel between the Luxembourg gardens and the Seine.', [
          'Free WiFi',
          'Breakfast Included',
          'Air Conditioning',
        ]),
      ],
      departures: [
        { startInDays: 22, price: 2390, spots: 14 },
        { startInDays: 50, price: 2490, spots: 14 },
        { startInDays: 78, price: 2390, spots: 14 },
      ],
      flights: {
        outbound: flightPlan('Air France', 'AF165', AIRPORTS.BKK, AIRPORTS.CDG, '23:25', 790),
        return: flightPlan('Air France', 'AF166', AIRPORTS.CDG, AIRPORTS.BKK, '13:05', 690),
      },
      totalQuota: 42,
    },
    bookings: [
      {
        reference: 'CHT-185420',
        departureIndex: 1,
        guests: 2,
        status: 'confirmed',
        paymentStatus: 'completed',
        paymentMethod: 'credit_card',
        bookedDaysAgo: 40,
      },
    ],
  },
  {
    company: 'andaman-blue',
    tour: {
      ...ANDAMAN,
      slug: 'bali-beach-villa-retreat',
      title: 'Bali Beach Villa Retreat',
      description:
        'A private pool villa in Seminyak with everything included: meals, spa, sunset cocktails and a day trip to ' +
        'the cliff temple of Uluwatu.',
      location: 'Seminyak, Bali',
      country: 'Indonesia',
      category: 'luxury',
      currency: 'USD',
      durationDays: 5,
      isAllInclusive: true,
      highlights: ['Private pool villa', 'Daily spa treatment', 'Uluwatu temple and Kecak dance', 'Beach club sunset'],
      inclusions: [
        'Return flights Bangkok – Denpasar',
        '4 nights in a pool villa',
        'All meals and drinks',
        'Daily spa',
        'Uluwatu excursion',
      ],
      exclusions: ['Visa on arrival', 'Personal expenses and tips'],
      images: [
        { url: '/media/tours/bali-4.svg', alt: 'Green terraces in the morning' },
        { url: '/media/tours/bali-2.svg', alt: 'Golden light over the fields' },
      ],
      itinerary: [
        day('Arrival', ['14:00', 'Villa check-in and welcome massage.']),
        day('Beach Day', ['10:00', 'Seminyak beach and a beach-club sunset.']),
        day('Uluwatu', ['14:00', 'Cliff temple visit.'], ['18:00', 'Kecak fire dance.']),
        day('Spa & Leisure', ['10:00', 'Balinese spa ritual.']),
        day('Departure', ['11:00', 'Transfer to the airport.']),
      ],
      meals: 'all-inclusive',
      hotels: [
        hotel(
          'Seminyak Pool Villas',
          'luxury',
          'villa',
          'One-bedroom villas with private pools and daily breakfast in the garden.',
          ['Free WiFi', 'Private Pool', 'Spa & Wellness', 'Butler Service'],
        ),
      ],
      departures: [
        { startInDays: 33, price: 1590, spots: 6 },
        { startInDays: 61, price: 1690, spots: 6 },
      ],
      flights: {
        outbound: flightPlan('Thai Airways', 'TG431', AIRPORTS.BKK, AIRPORTS.DPS, '08:35', 265),
        return: flightPlan('Thai Airways', 'TG432', AIRPORTS.DPS, AIRPORTS.BKK, '13:50', 245),
      },
      totalQuota: 12,
    },
    bookings: [],
  },
  {
    company: 'sakura-trails',
    tour: {
      ...SAKURA,
      slug: 'cherry-blossom-kyoto-and-osaka',
      title: 'Cherry Blossom Kyoto and Osaka',
      description:
        'Follow the blossom from Osaka Castle to the Philosopher’s Path, with a night in Nara among the deer and street ' +
        'food in Dotonbori.',
      location: 'Kyoto',
      country: 'Japan',
      category: 'city',
      currency: 'USD',
      durationDays: 8,
      highlights: [
        'Philosopher’s Path in bloom',
        'Night hanami at Maruyama Park',
        'Nara deer park',
        'Dotonbori street food',
      ],
      inclusions: [
        'Return flights Bangkok – Osaka Kansai',
        '7 nights with breakfast',
        'JR Kansai pass',
        'Guided walks',
      ],
      exclusions: STANDARD_EXCLUSIONS,
      images: [
        { url: '/media/tours/kyoto-4.svg', alt: 'Cherry blossom over a pagoda' },
        { url: '/media/tours/kyoto-2.svg', alt: 'Evening by the torii gate' },
        { url: '/media/tours/kyoto-1.svg', alt: 'Spring in Kyoto' },
      ],
      itinerary: [
        day('Arrival in Osaka', ['14:00', 'Check in and Dotonbori street food.']),
        day('Osaka Castle', ['09:00', 'Castle park under the blossom.']),
        day('Nara', ['09:00', 'Todai-ji and the deer park.'], ['17:00', 'Train to Kyoto.']),
        day('Philosopher’s Path', ['08:30', 'Ginkaku-ji to Nanzen-ji along the canal.']),
        day('Night Hanami', ['19:00', 'Illuminated blossom at Maruyama Park.']),
        day('Arashiyama', ['08:00', 'Bamboo grove and river boat.']),
        day('Free Day', [null, 'Explore Nishiki market or join an optional sake tasting.']),
        day('Departure', ['09:00', 'Train to Kansai airport.']),
      ],
      meals: 'breakfast',
      hotels: [
        hotel('Kyoto Garden Hotel', '4', 'deluxe', 'Quiet hotel near the Kamo river.', [
          'Free WiFi',
          'Laundry Service',
          'Restaurant',
        ]),
      ],
      departures: [
        { startInDays: 40, price: 2790, spots: 16 },
        { startInDays: 47, price: 2890, spots: 16 },
      ],
      flights: {
        outbound: flightPlan('Japan Airlines', 'JL728', AIRPORTS.BKK, AIRPORTS.KIX, '07:35', 345),
        return: flightPlan('Japan Airlines', 'JL727', AIRPORTS.KIX, AIRPORTS.BKK, '17:55', 390),
      },
      totalQuota: 32,
    },
    bookings: [],
  },
  {
    company: 'andaman-blue',
    tour: {
      ...ANDAMAN,
      slug: 'cappadocia-balloons-and-istanbul',
      title: 'Cappadocia Balloons and Istanbul',
      description:
        'Float over the fairy chimneys at dawn, sleep in a cave hotel and finish in Istanbul between the Blue Mosque, ' +
        'the bazaars and a Bosphorus cruise.',
      location: 'Göreme, Cappadocia',
      country: 'Türkiye',
      category: 'adventure',
      currency: 'USD',
      durationDays: 7,
      discountPercentage: 12,
      highlights: [
        'Sunrise hot-air balloon flight',
        'Cave hotel in Göreme',
        'Underground city of Derinkuyu',
        'Bosphorus cruise',
      ],
      inclusions: [
        'Return flights Bangkok – Istanbul',
        'Domestic flights',
        '6 nights with breakfast',
        'Balloon flight',
        'Guided tours',
      ],
      exclusions: STANDARD_EXCLUSIONS,
      images: images('cappadocia', [
        'Balloons over the fairy chimneys',
        'Balloons in the morning glow',
        'Dusk over Cappadocia',
      ]),
      itinerary: [
        day('Arrival in Istanbul', ['07:00', 'Hotel in Sultanahmet; afternoon at leisure.']),
        day('Old Istanbul', ['09:00', 'Hagia Sophia, Blue Mosque and the Grand Bazaar.']),
        day('Fly to Cappadocia', ['10:00', 'Domestic flight and check-in to the cave hotel.']),
        day('Balloon Flight', ['05:00', 'Sunrise balloon flight.'], ['11:00', 'Göreme open-air museum.']),
        day('Underground City', ['09:30', 'Derinkuyu and the Ihlara valley walk.']),
        day('Bosphorus', ['14:00', 'Fly back to Istanbul and an evening Bosphorus cruise.']),
        day('Departure', ['08:00', 'Transfer to Istanbul airport.']),
      ],
      meals: 'half-board',
      hotels: [
        hotel('Göreme Cave Suites', '5', 'suite', 'Suites carved into the rock with terraces over the valley.', [
          'Free WiFi',
          'Room Service',
          'Breakfast Included',
        ]),
        hotel('Sultanahmet Boutique', '4', 'standard', 'Ottoman house steps from the Blue Mosque.', [
          'Free WiFi',
          'Bar & Lounge',
        ]),
      ],
      departures: [
        { startInDays: 26, price: 1890, spots: 14 },
        { startInDays: 54, price: 1990, spots: 14 },
        { startInDays: 82, price: 1890, spots: 14 },
      ],
      flights: {
        outbound: flightPlan('Turkish Airlines', 'TK69', AIRPORTS.BKK, AIRPORTS.IST, '22:45', 640),
        return: flightPlan('Turkish Airlines', 'TK68', AIRPORTS.IST, AIRPORTS.BKK, '01:35', 580),
      },
      totalQuota: 42,
    },
    bookings: [
      {
        reference: 'CHT-294613',
        departureIndex: 0,
        guests: 2,
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'bank_transfer',
        bookedDaysAgo: 1,
      },
    ],
  },
  {
    company: 'siam-horizon',
    tour: {
      ...SIAM,
      slug: 'cyclades-island-hopping-santorini-mykonos-naxos',
      title: 'Cyclades Island Hopping: Santorini, Mykonos & Naxos',
      description:
        'Ten days and three islands by ferry: Santorini’s caldera, the windmills and beaches of Mykonos and the ' +
        'mountain villages of Naxos.',
      location: 'Santorini',
      country: 'Greece',
      category: 'beach',
      currency: 'USD',
      durationDays: 10,
      highlights: [
        'Three islands by ferry',
        'Little Venice in Mykonos',
        'Naxos mountain villages',
        'Santorini sunset sail',
      ],
      inclusions: ['Return flights Bangkok – Athens', 'All ferries', '9 nights with breakfast', 'Sunset sail'],
      exclusions: STANDARD_EXCLUSIONS,
      images: [
        { url: '/media/tours/santorini-4.svg', alt: 'White village over a blue sea' },
        { url: '/media/tours/santorini-3.svg', alt: 'Evening on the caldera' },
        { url: '/media/tours/santorini-1.svg', alt: 'Blue domes by day' },
      ],
      itinerary: [
        day('Arrival in Athens', ['16:00', 'Check in and dinner in Plaka.']),
        day('Ferry to Mykonos', ['07:00', 'Ferry from Piraeus.'], ['18:00', 'Sunset at Little Venice.']),
        day('Mykonos Beaches', ['10:00', 'Paradise and Super Paradise beaches.']),
        day('Delos', ['09:00', 'Boat to the sacred island of Delos.']),
        day('Ferry to Naxos', ['11:00', 'Ferry and an afternoon in the old town.']),
        day('Naxos Villages', ['09:30', 'Halki, Apeiranthos and a kitron distillery.']),
        day('Ferry to Santorini', ['10:00', 'Ferry and check-in in Fira.']),
        day('Santorini Sunset Sail', ['15:00', 'Catamaran around the caldera with dinner on board.']),
        day('Free Day', [null, 'Beach, wineries or the hike from Fira to Oia.']),
        day('Departure', ['08:00', 'Flight to Athens and connection home.']),
      ],
      meals: 'breakfast',
      hotels: [
        hotel('Mykonos Windmill Hotel', '4', 'standard', 'Cycladic hotel above the old port.', [
          'Free WiFi',
          'Swimming Pool',
          'Room Service',
        ]),
        hotel('Fira Caldera Rooms', '4', 'deluxe', 'Rooms on the caldera edge.', [
          'Free WiFi',
          'Room Service',
          'Breakfast Included',
        ]),
      ],
      departures: [
        { startInDays: 52, price: 3190, spots: 12 },
        { startInDays: 80, price: 3290, spots: 12 },
      ],
      flights: {
        outbound: flightPlan('Emirates', 'EK385', AIRPORTS.BKK, AIRPORTS.ATH, '01:10', 700),
        return: flightPlan('Emirates', 'EK386', AIRPORTS.ATH, AIRPORTS.BKK, '18:25', 640),
      },
      totalQuota: 24,
    },
    bookings: [],
  },
];
