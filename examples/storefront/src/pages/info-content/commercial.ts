import { REVIEW_SERVICE_PAGES } from './paths.js';
import { SITE_NAME, type InfoPage } from './types.js';

/** The commercial pages of spec §2 (/commercial/...): software, advertising, the conversion pixel and the review service. */

const ADVERTISING = { name: 'Adverteren', url: '/over-ons/adverteren' };
const SIGN_UP = '/over-ons/contact?onderwerp=adverteren';

export const commercialPages: Record<string, InfoPage> = {
  '/commercial/SaaS': {
    title: 'Software voor webshops',
    description: `De technologie achter ${SITE_NAME}, ook voor je eigen webshop: productkaarten, vergelijken, favorieten en reviews.`,
    parent: ADVERTISING,
    intro: [
      `De onderdelen waarmee shoppers op ${SITE_NAME} vergelijken, bewaren en beoordelen, kun je ook op je eigen webshop gebruiken. Je plaatst ze met een paar regels code en ze passen zich aan je huisstijl aan.`,
    ],
    sections: [
      {
        heading: 'Wat je kunt gebruiken',
        blocks: [
          {
            list: [
              'Productkaarten met foto’s, prijs, levertijd, beoordeling en vouchercode, snel geladen en goed leesbaar op elke telefoon.',
              'Een vergelijkingslijst waarin klanten producten naast elkaar zetten, met afmetingen en materialen.',
              'Favorieten en prijsalarmen: klanten krijgen een e-mail als een bewaard product in prijs daalt of weer leverbaar is.',
              [{ text: 'Reviews van echte klanten', href: '/commercial/star' }, ', met foto’s, plus- en minpunten en een samenvatting.'],
            ],
          },
        ],
      },
      {
        heading: 'Gebouwd voor iedereen',
        blocks: [
          'Alle onderdelen werken met toetsenbord en schermlezer, voldoen aan de WCAG-richtlijnen en blijven bruikbaar als JavaScript uitstaat of de verbinding wegvalt. Ze laden pas als ze in beeld komen, zodat je pagina’s snel blijven.',
        ],
      },
      {
        heading: 'Privacy',
        blocks: [
          [
            'De onderdelen plaatsen alleen cookies die nodig zijn of waarvoor je bezoeker toestemming gaf. Je bepaalt zelf welke toestemming je doorgeeft. Lees meer in onze ',
            { text: 'privacyverklaring', href: '/voorwaarden/privacy' },
            '.',
          ],
        ],
      },
      {
        heading: 'Kennismaken',
        blocks: [['Benieuwd wat dit voor jouw webshop kan betekenen? ', { text: 'Neem contact met ons op', href: SIGN_UP }, ', dan laten we het je zien.']],
      },
    ],
    related: [
      { name: 'Adverteren als webshop', url: '/commercial/e-shop' },
      { name: 'Conversiepixel', url: '/commercial/pixel' },
      { name: 'Reviewservice', url: '/commercial/star' },
    ],
  },

  '/commercial/e-shop': {
    title: 'Adverteren als webshop',
    description: `Toon je meubels en woonaccessoires op ${SITE_NAME} en bereik shoppers die klaar zijn om te kopen.`,
    parent: ADVERTISING,
    intro: [
      `Shoppers op ${SITE_NAME} zoeken gericht: een eettafel van twee meter, een groene fluwelen fauteuil, een hanglamp onder de honderd euro. Sta jij ertussen, dan klikken ze door naar je webshop op het moment dat ze willen kopen.`,
    ],
    sections: [
      {
        heading: 'Waarom adverteren bij ons',
        blocks: [
          {
            list: [
              'Je bereikt shoppers die al weten wat ze zoeken, in plaats van mensen die toevallig langskomen.',
              'Je betaalt alleen voor bezoekers die doorklikken, niet voor vertoningen.',
              'Je producten komen ook in campagnes, inspiratie en het magazine terecht als ze daarbij passen.',
              'Je krijgt een eigen webshoppagina met al je producten en reviews.',
            ],
          },
        ],
      },
      {
        heading: 'Wat we van je vragen',
        blocks: [
          [
            'Een complete productfeed met eerlijke prijzen, duidelijke levertijden en bezorgkosten, en goede klantenservice. Kortingen tonen we alleen als ze echt zijn, ook voor betalende partners. De volledige afspraken staan in de ',
            { text: 'voorwaarden voor webshops', href: '/voorwaarden/webshops' },
            '.',
          ],
        ],
      },
      {
        heading: 'Aan de slag',
        blocks: [
          {
            ordered: true,
            list: [
              [{ text: 'Meld je aan', href: SIGN_UP }, ' met de naam en het adres van je webshop.'],
              'We bespreken je aanbod, de categorieën en de klikprijzen.',
              'Je levert je productfeed aan en wij zetten je producten online, meestal binnen een week.',
            ],
          },
        ],
      },
    ],
    related: [
      { name: 'Veelgestelde vragen over adverteren', url: '/over-ons/adverteren/faq' },
      { name: 'Alle webshops', url: '/webshops' },
      { name: 'Software voor webshops', url: '/commercial/SaaS' },
    ],
  },

  '/commercial/pixel': {
    title: 'Conversiepixel',
    description: `Meet met de conversiepixel van ${SITE_NAME} welke bezoekers via ons bij jou kopen.`,
    parent: ADVERTISING,
    intro: [
      'Klikken zeggen iets, bestellingen zeggen meer. Met de conversiepixel zie je welke klikken vanaf onze website tot een bestelling in je webshop leiden, en wat ze opleveren.',
    ],
    sections: [
      {
        heading: 'Hoe de pixel werkt',
        blocks: [
          {
            ordered: true,
            list: [
              'Je plaatst een klein script op de bedankpagina van je webshop.',
              'Komt een bezoeker via ons binnen en rekent hij af, dan meldt het script de bestelling met het ordernummer en het bedrag.',
              `Wij koppelen die bestelling aan de klik vanaf ${SITE_NAME}, zonder namen of adressen van je klant.`,
              'In je maandoverzicht zie je per categorie en per product de bestellingen, de omzet en de kosten per bestelling.',
            ],
          },
        ],
      },
      {
        heading: 'Wat je ermee kunt',
        blocks: [
          {
            list: [
              'Zien welke categorieën het meest opleveren en je budget daarop afstemmen.',
              'Producten met veel klikken maar weinig bestellingen opsporen; vaak klopt de prijs of de levertijd in de feed niet.',
              'Het effect van campagnes zoals Black Friday meten.',
            ],
          },
        ],
      },
      {
        heading: 'Privacy en toestemming',
        blocks: [
          [
            'De pixel stuurt alleen gegevens als de bezoeker daarvoor toestemming gaf en bewaart geen persoonsgegevens van je klanten. Meer hierover in onze ',
            { text: 'cookieverklaring', href: '/voorwaarden/algemene-voorwaarden-cookies' },
            '. De pixel is gratis voor alle adverterende webshops; ',
            { text: 'vraag hem aan', href: SIGN_UP },
            '.',
          ],
        ],
      },
    ],
    related: [
      { name: 'Adverteren als webshop', url: '/commercial/e-shop' },
      { name: 'Veelgestelde vragen over adverteren', url: '/over-ons/adverteren/faq' },
    ],
  },

  '/commercial/star': {
    title: 'Reviewservice',
    description: `Verzamel echte reviews van je klanten met de reviewservice van ${SITE_NAME}.`,
    parent: ADVERTISING,
    intro: [
      'Shoppers vertrouwen andere kopers meer dan welke productbeschrijving ook. Met onze reviewservice vraag je elke klant na de levering om een review, en verschijnen die reviews bij je producten en op je webshoppagina.',
    ],
    sections: [
      {
        heading: 'Zo werkt het',
        blocks: [
          {
            ordered: true,
            list: [
              'Na een bestelling geef je ons de naam en het e-mailadres van de klant en het gekochte product door.',
              'Zodra het product is geleverd, sturen we de klant een persoonlijke uitnodiging.',
              'De klant geeft sterren, schrijft over zijn ervaring en voegt als hij wil plus- en minpunten en foto’s toe.',
              'De review verschijnt bij het product en bij je webshop; jij kunt er één keer openbaar op reageren.',
            ],
          },
        ],
      },
      {
        heading: 'Echt en eerlijk',
        blocks: [
          [
            'Alleen klanten met een uitnodiging kunnen een review schrijven, en we plaatsen positieve en negatieve reviews op dezelfde manier. Zo weten shoppers dat ze de reviews kunnen vertrouwen. De regels staan in ons ',
            { text: 'reviewbeleid', href: REVIEW_SERVICE_PAGES.policy },
            ', de afspraken in de ',
            { text: 'voorwaarden reviewservice', href: REVIEW_SERVICE_PAGES.terms },
            '.',
          ],
        ],
      },
      {
        heading: 'Voor je klanten',
        blocks: [
          [
            'Klanten die geen uitnodigingen meer willen, melden zich met één klik af, en wie het product nog niet gebruikt heeft, kan om uitstel vragen. Welke gegevens we daarvoor gebruiken, staat in het ',
            { text: 'privacyreglement reviewservice', href: REVIEW_SERVICE_PAGES.privacy },
            '.',
          ],
        ],
      },
      {
        heading: 'Meedoen',
        blocks: [['De reviewservice is inbegrepen voor alle adverterende webshops. ', { text: 'Neem contact met ons op', href: SIGN_UP }, ' om hem aan te zetten.']],
      },
    ],
    related: [
      { name: 'Reviewbeleid', url: REVIEW_SERVICE_PAGES.policy },
      { name: 'Adverteren als webshop', url: '/commercial/e-shop' },
      { name: 'Software voor webshops', url: '/commercial/SaaS' },
    ],
  },
};
