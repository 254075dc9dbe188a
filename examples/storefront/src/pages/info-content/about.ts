import { SITE_NAME, type InfoPage } from './types.js';
import { NAMED_PAGES, REVIEW_SERVICE_PAGES } from './paths.js';

/** The 'Over ons' pages of spec §2: about us, how the product works, vacancies, advertising and its FAQ, press. */

const ABOUT = { name: 'Over ons', url: '/over-ons/over-ons' };

export const aboutPages: Record<string, InfoPage> = {
  '/over-ons/over-ons': {
    title: `Over ${SITE_NAME}`,
    description: `${SITE_NAME} vergelijkt meubels en woonaccessoires van tientallen Nederlandse webshops. Lees wie we zijn en waar we voor staan.`,
    intro: [
      `${SITE_NAME} helpt je het mooiste voor je huis te vinden, bij tientallen webshops tegelijk. Je zoekt één keer en ziet direct welke winkel een bank, lamp of vloerkleed heeft, wat het kost, wanneer het geleverd wordt en wat andere kopers ervan vinden.`,
    ],
    sections: [
      {
        heading: 'Waarom we begonnen',
        blocks: [
          'Wie een nieuwe eettafel zoekt, heeft al snel twintig tabbladen open: overal andere maten, andere levertijden en kortingen waarvan je niet weet of ze kloppen. Wij vonden dat het overzichtelijker en eerlijker kon. Daarom brengen we het aanbod van Nederlandse webshops samen op één plek, met dezelfde filters voor afmetingen, materiaal, kleur en prijs.',
        ],
      },
      {
        heading: 'Waar we voor staan',
        blocks: [
          {
            list: [
              [{ text: 'Geen nepkortingen', href: '/sales' }, ': we tonen alleen een korting als de webshop het product eerder echt voor de hogere prijs verkocht.'],
              'Onafhankelijk vergelijken: de volgorde van producten hangt af van wat shoppers zoeken en kiezen, en gesponsorde plekken zijn altijd herkenbaar.',
              [{ text: 'Echte reviews', href: REVIEW_SERVICE_PAGES.policy }, ': reviews komen van klanten die het product echt kochten, positief of negatief.'],
              [{ text: 'Langer plezier van je spullen', href: '/duurzaam' }, ': we laten zien wat lang meegaat en helpen meubels een tweede leven te geven.'],
            ],
          },
        ],
      },
      {
        heading: 'Zo verdienen we ons geld',
        blocks: [
          [
            `${SITE_NAME} is gratis voor shoppers. Webshops betalen ons een vast bedrag per bezoeker die via ons naar hun winkel klikt. Dat bedrag is voor elke webshop in een categorie gelijk, en het bepaalt nooit of een korting wordt getoond of een review blijft staan. Wil je als webshop meedoen? Lees dan meer over `,
            { text: 'adverteren', href: '/over-ons/adverteren' },
            '.',
          ],
        ],
      },
      {
        heading: 'Het team',
        blocks: [
          [
            'We zijn een klein team van ontwikkelaars, ontwerpers, data-analisten en accountmanagers met een voorliefde voor mooie interieurs. We werken deels op kantoor en deels thuis. Wil je met ons meebouwen? Bekijk onze ',
            { text: 'vacatures', href: '/over-ons/vacatures' },
            '.',
          ],
        ],
      },
    ],
    related: [
      { name: 'Contact', url: '/over-ons/contact' },
      { name: 'Pers', url: '/press-info' },
      { name: 'Alle webshops', url: '/webshops' },
    ],
  },

  [NAMED_PAGES.aboutProduct]: {
    title: `Hoe werkt ${SITE_NAME}?`,
    description: `Zo vergelijk je op ${SITE_NAME} meubels en woonaccessoires van tientallen webshops: zoeken, filteren, favorieten, vergelijken, prijsalarmen en reviews.`,
    parent: ABOUT,
    intro: [
      `${SITE_NAME} is een vergelijkingssite voor meubels, verlichting en decoratie. Je zoekt en vergelijkt bij ons, en je koopt bij de webshop zelf. Hier lees je wat je allemaal met ${SITE_NAME} kunt.`,
    ],
    sections: [
      {
        heading: 'Zoeken en vergelijken',
        blocks: [
          {
            list: [
              'Zoek op een product, een kleur of een merk, of kies een categorie of ruimte in het menu.',
              'Filter op afmetingen, materiaal, kleur, prijs en webshop, en sorteer op prijs of populariteit.',
              ['Zet producten naast elkaar in de ', { text: 'vergelijking', href: '/compare-products' }, ' om maten, prijzen en levertijden te vergelijken.'],
            ],
          },
        ],
      },
      {
        heading: 'Bewaren en op de hoogte blijven',
        blocks: [
          {
            list: [
              'Markeer een product met het hartje als favoriet. Met een account bewaar je je favorieten op al je apparaten en deel je je lijst met een link.',
              'Met ‘Bekijk beschikbaarheid’ zet je een prijsalarm: we mailen je als een product weer leverbaar is of onder je doelprijs zakt.',
            ],
          },
        ],
      },
      {
        heading: 'Kopen bij de webshop',
        blocks: [
          [
            'Met ‘Ga naar de shop’ ga je naar het product in de webshop. Daar bestel en betaal je, en daar gelden de bezorg- en retourvoorwaarden van de webshop. Kortingen tonen we alleen als ze echt zijn: ',
            { text: 'zo werken onze kortingen', href: '/sales' },
            '.',
          ],
        ],
      },
      {
        heading: 'Reviews en metingen',
        blocks: [
          [
            'De reviews bij de producten verzamelen we met ',
            { text: `${SITE_NAME} Star`, href: NAMED_PAGES.reviewService },
            ', onze reviewservice, alleen bij kopers die het product echt kochten. Of een klik tot een bestelling leidt, meten webshops met de ',
            { text: `${SITE_NAME}-pixel`, href: NAMED_PAGES.pixel },
            ', en alleen als je dat toestaat.',
          ],
          `${SITE_NAME} is gratis voor shoppers: webshops betalen ons per bezoeker die naar hun winkel doorklikt.`,
        ],
      },
    ],
    related: [
      { name: `Over ${SITE_NAME}`, url: '/over-ons/over-ons' },
      { name: 'Alle webshops', url: '/webshops' },
      { name: 'Contact', url: '/over-ons/contact' },
    ],
  },

  '/over-ons/vacatures': {
    title: `Werken bij ${SITE_NAME}`,
    description: `Vacatures bij ${SITE_NAME}: bouw mee aan de vergelijkingssite voor meubels en woonaccessoires.`,
    parent: ABOUT,
    intro: [
      'Elke maand zoeken duizenden mensen bij ons naar iets moois voor hun huis. Wil jij helpen om dat nog makkelijker en eerlijker te maken? Dan maken we graag kennis.',
    ],
    sections: [
      {
        heading: 'Openstaande vacatures',
        blocks: [
          {
            qa: [
              {
                question: 'Frontend-ontwikkelaar (32–40 uur)',
                answer: [
                  'Je bouwt aan de pagina’s en onderdelen die shoppers elke dag gebruiken: productkaarten, filters, zoeken en favorieten. Je vindt snelheid en toegankelijkheid net zo belangrijk als een mooi ontwerp, en je schrijft tests voordat iemand erom vraagt.',
                ],
              },
              {
                question: 'Accountmanager webshops (40 uur)',
                answer: [
                  'Je helpt webshops op weg: van de eerste kennismaking tot een goed lopende productfeed en campagnes rond Black Friday en de kerst. Je kent de Nederlandse woonbranche en je houdt van cijfers.',
                ],
              },
            ],
          },
        ],
      },
      {
        heading: 'Wat we je bieden',
        blocks: [
          {
            list: [
              'Een vast contract na een proefperiode, met een goed salaris en 8% vakantiegeld.',
              'Thuiswerken waar het kan, samenwerken op kantoor waar het helpt.',
              'Een opleidingsbudget en tijd om nieuwe dingen te leren.',
              'Korte lijnen: je werk staat vaak dezelfde week online.',
            ],
          },
        ],
      },
      {
        heading: 'Solliciteren',
        blocks: [
          [
            'Stuur ons via het ',
            { text: 'contactformulier', href: '/over-ons/contact?onderwerp=vacatures' },
            ' een korte motivatie en een link naar je cv of LinkedIn-profiel, met het onderwerp ‘Werken bij Etalage’. Staat je droombaan er niet tussen? Een open sollicitatie is ook welkom. We reageren binnen een week.',
          ],
        ],
      },
    ],
    related: [
      { name: `Over ${SITE_NAME}`, url: '/over-ons/over-ons' },
      { name: 'Contact', url: '/over-ons/contact' },
    ],
  },

  '/over-ons/adverteren': {
    title: `Adverteren op ${SITE_NAME}`,
    description: `Bereik shoppers die op zoek zijn naar meubels en woonaccessoires: zo toon je je webshop op ${SITE_NAME}.`,
    parent: ABOUT,
    intro: [
      `Op ${SITE_NAME} zoeken mensen gericht naar meubels, verlichting en decoratie. Ze weten wat ze willen en vergelijken voordat ze kopen. Met je producten bij ons bereik je die shoppers precies op het moment dat ze een keuze maken.`,
    ],
    sections: [
      {
        heading: 'Zo werkt het',
        blocks: [
          {
            ordered: true,
            list: [
              'Je meldt je webshop aan en we bespreken welke categorieën bij je aanbod passen.',
              'Je levert een productfeed aan; wij controleren de gegevens en zetten je producten in de juiste categorieën.',
              'Shoppers vinden je producten via zoeken, filters, campagnes en inspiratie, en klikken door naar je webshop.',
              'Je betaalt per klik en ziet in je maandoverzicht precies wat het je heeft opgeleverd.',
            ],
          },
        ],
      },
      {
        heading: 'Wat je krijgt',
        blocks: [
          {
            list: [
              'Je producten tussen het aanbod van tientallen andere Nederlandse woonwinkels, met je eigen webshoppagina.',
              [{ text: 'De reviewservice', href: '/commercial/star' }, ': echte reviews van je klanten bij je producten.'],
              [{ text: 'De conversiepixel', href: '/commercial/pixel' }, ': meet welke klikken tot een bestelling leiden.'],
              'Plaatsing in campagnes zoals de sale, Black Friday en ‘Levering voor Kerstmis’ als je aanbod daarbij past.',
            ],
          },
        ],
      },
      {
        heading: 'Onze spelregels',
        blocks: [
          [
            'We tonen alleen echte kortingen en echte reviews, ook voor betalende partners. Daardoor vertrouwen shoppers ons, en dat komt jouw producten ten goede. De afspraken staan in de ',
            { text: 'voorwaarden voor webshops', href: '/voorwaarden/webshops' },
            '.',
          ],
        ],
      },
      {
        heading: 'Aanmelden',
        blocks: [
          [
            'Vul het ',
            { text: 'contactformulier', href: '/over-ons/contact?onderwerp=adverteren' },
            ' in met het onderwerp ‘Adverteren en samenwerken’ en de naam van je webshop. Een accountmanager neemt binnen twee werkdagen contact met je op. Eerst meer weten? Lees de ',
            { text: 'veelgestelde vragen over adverteren', href: '/over-ons/adverteren/faq' },
            '.',
          ],
        ],
      },
    ],
    related: [
      { name: 'Veelgestelde vragen over adverteren', url: '/over-ons/adverteren/faq' },
      { name: 'Adverteren als webshop', url: '/commercial/e-shop' },
      { name: 'Voorwaarden voor webshops', url: '/voorwaarden/webshops' },
    ],
  },

  '/over-ons/adverteren/faq': {
    title: 'Veelgestelde vragen over adverteren',
    description: `Antwoorden op de vragen die webshops het vaakst stellen over adverteren op ${SITE_NAME}.`,
    parent: { name: 'Adverteren', url: '/over-ons/adverteren' },
    intro: ['De vragen die webshops ons het vaakst stellen, met onze antwoorden. Staat jouw vraag er niet bij? Stuur ons een bericht.'],
    sections: [
      {
        heading: 'Kosten en afrekening',
        blocks: [
          {
            qa: [
              {
                question: 'Wat kost adverteren?',
                answer: ['Je betaalt alleen voor bezoekers die doorklikken naar je webshop. De klikprijs verschilt per categorie en staat in je offerte. Er zijn geen opstartkosten en geen minimale looptijd.'],
              },
              {
                question: 'Betaal ik ook voor dubbele klikken?',
                answer: ['Nee. Klikt dezelfde bezoeker binnen korte tijd meerdere keren op hetzelfde product, dan rekenen we één klik. Klikken van bekende robots rekenen we nooit af.'],
              },
              {
                question: 'Kan ik een maximum budget instellen?',
                answer: ['Ja. Je stelt een maandbudget in; is dat op, dan tonen we je producten tot het einde van de maand zonder doorklikknop naar je webshop.'],
              },
            ],
          },
        ],
      },
      {
        heading: 'Producten en feed',
        blocks: [
          {
            qa: [
              {
                question: 'Hoe snel staan mijn producten online?',
                answer: ['Meestal binnen een week na aanmelding. Is je feed compleet en foutloos, dan gaat het vaak sneller.'],
              },
              {
                question: 'Waarom wordt mijn korting niet getoond?',
                answer: [
                  [
                    'We tonen een korting alleen als je het product eerder echt voor de hogere prijs verkocht. Staat die eerdere prijs niet in je prijsgeschiedenis, dan tonen we de actuele prijs zonder korting. Lees meer op ',
                    { text: 'Zo werken onze kortingen', href: '/sales' },
                    '.',
                  ],
                ],
              },
              {
                question: 'Bepaal ik zelf in welke categorie mijn producten staan?',
                answer: ['Je geeft in je feed een categorie door; wij koppelen die aan onze indeling. Staat een product verkeerd, dan passen we dat op jouw verzoek aan.'],
              },
            ],
          },
        ],
      },
      {
        heading: 'Reviews en resultaten',
        blocks: [
          {
            qa: [
              {
                question: 'Kan ik negatieve reviews laten verwijderen?',
                answer: [
                  [
                    'Nee, alleen reviews die ons ',
                    { text: 'reviewbeleid', href: REVIEW_SERVICE_PAGES.policy },
                    ' overtreden. Je kunt wel één keer openbaar reageren; een goede reactie maakt vaak meer indruk dan een perfecte score.',
                  ],
                ],
              },
              {
                question: 'Hoe zie ik wat adverteren oplevert?',
                answer: [
                  [
                    'In je maandoverzicht zie je de klikken per categorie en product. Met de ',
                    { text: 'conversiepixel', href: '/commercial/pixel' },
                    ' zie je ook hoeveel bestellingen en omzet die klikken opleverden.',
                  ],
                ],
              },
            ],
          },
        ],
      },
    ],
    related: [
      { name: 'Adverteren', url: '/over-ons/adverteren' },
      { name: 'Voorwaarden voor webshops', url: '/voorwaarden/webshops' },
      { name: 'Contact', url: '/over-ons/contact?onderwerp=adverteren' },
    ],
  },

  '/press-info': {
    title: 'Pers',
    description: `Persinformatie over ${SITE_NAME}: feiten, cijfers en contact voor journalisten.`,
    intro: [
      `Schrijf je over wonen, online winkelen of consumentenrechten? We denken graag mee en delen cijfers over zoekgedrag en prijzen in de woonbranche. Hieronder vind je de belangrijkste feiten over ${SITE_NAME}.`,
    ],
    sections: [
      {
        heading: `${SITE_NAME} in het kort`,
        blocks: [
          {
            list: [
              `${SITE_NAME} vergelijkt meubels en woonaccessoires van tientallen Nederlandse webshops.`,
              'Shoppers vergelijken prijzen, levertijden, afmetingen en reviews, en kopen direct bij de webshop.',
              [{ text: 'Geen nepkortingen', href: '/sales' }, ': kortingen tonen we alleen ten opzichte van een prijs die de webshop echt vroeg.'],
              'Het aanbod is in te zien per categorie, per ruimte, per webshop en per merk.',
            ],
          },
        ],
      },
      {
        heading: 'Onderwerpen waarover we graag vertellen',
        blocks: [
          {
            list: [
              'Prijsontwikkeling van meubels rond de sale, Black Friday en de feestdagen.',
              'Hoe je een echte korting herkent, en waarom adviesprijzen misleidend kunnen zijn.',
              'Trends in interieurstijlen, kleuren en materialen op basis van wat shoppers zoeken.',
              [{ text: 'Duurzaam wonen', href: '/duurzaam' }, ' en het opknappen en doorgeven van meubels.'],
            ],
          },
        ],
      },
      {
        heading: 'Contact voor de pers',
        blocks: [
          [
            'Gebruik het ',
            { text: 'contactformulier', href: '/over-ons/contact?onderwerp=pers' },
            ' met het onderwerp ‘Pers en media’ en vermeld je medium en je deadline. We reageren op werkdagen dezelfde dag. Beeldmateriaal, zoals ons logo en schermafbeeldingen, sturen we je op verzoek toe.',
          ],
        ],
      },
    ],
    related: [
      { name: `Over ${SITE_NAME}`, url: '/over-ons/over-ons' },
      { name: 'Magazine', url: '/magazine' },
    ],
  },
};
