import { SITE_NAME, type InfoPage } from './types.js';
import { NAMED_PAGES, REVIEW_SERVICE_PAGES } from './paths.js';

/**
 * The shopper's pages of the two services that carry the product's name: the pixel on web shops' thank-you pages
 * and the review service. Their pages for web shops are /commercial/pixel and /commercial/star.
 */

const COOKIES = '/voorwaarden/algemene-voorwaarden-cookies';

export const namedServicePages: Record<string, InfoPage> = {
  [NAMED_PAGES.pixel]: {
    title: `De ${SITE_NAME}-pixel`,
    description: `Wat de ${SITE_NAME}-pixel op de bedankpagina van webshops meet, welke gegevens hij wel en niet gebruikt en hoe je zelf kiest.`,
    intro: [
      `Koop je iets bij een webshop nadat je via ${SITE_NAME} hebt doorgeklikt, dan staat op de bedankpagina van die webshop soms de ${SITE_NAME}-pixel: een klein script dat ons laat weten dat je klik tot een bestelling leidde. Hier lees je wat die pixel doet, wat hij doorgeeft en hoe je zelf bepaalt of hij iets meet.`,
    ],
    sections: [
      {
        heading: 'Wat de pixel doet',
        blocks: [
          {
            ordered: true,
            list: [
              `Je klikt op ${SITE_NAME} op ‘Ga naar de shop’; de link naar de webshop draagt een code van die klik.`,
              'Je bestelt en betaalt bij de webshop, zoals altijd.',
              'Op de bedankpagina meldt de pixel ons het ordernummer, het bedrag, de gekochte producten en de code van je klik.',
              'Wij tellen de bestelling mee in het overzicht van de webshop. Zo weet de webshop wat zijn producten bij ons opleveren, en zien wij welke producten shoppers echt kopen.',
            ],
          },
        ],
      },
      {
        heading: 'Welke gegevens wel en niet',
        blocks: [
          {
            list: [
              'Wel: het ordernummer, het totaalbedrag, de gekochte producten en het tijdstip van de bestelling.',
              'Niet: je naam, adres, e-mailadres, telefoonnummer of betaalgegevens. Die blijven bij de webshop.',
              'Een bestelling koppelen we nooit aan je account, je favorieten of je prijsalarmen.',
            ],
          },
        ],
      },
      {
        heading: 'Zelf kiezen',
        blocks: [
          [
            'De pixel meet alleen als je bij ons analytische cookies hebt toegestaan. Je past je keuze aan via ‘Cookie-instellingen’ onderaan elke pagina; meer hierover in onze ',
            { text: 'cookieverklaring', href: COOKIES },
            '. Heb je een webshop en wil je de pixel gebruiken? Lees dan over de ',
            { text: 'conversiepixel voor webshops', href: '/commercial/pixel' },
            '.',
          ],
        ],
      },
    ],
    related: [
      { name: 'Cookieverklaring', url: COOKIES },
      { name: 'Privacyverklaring', url: '/voorwaarden/privacy' },
      { name: `Hoe werkt ${SITE_NAME}?`, url: NAMED_PAGES.aboutProduct },
    ],
  },

  [NAMED_PAGES.reviewService]: {
    title: `${SITE_NAME} Star: reviews van echte kopers`,
    description: `${SITE_NAME} Star is de reviewservice van ${SITE_NAME}: zo komen de reviews bij de producten tot stand, en zo schrijf je er zelf een.`,
    intro: [
      `De sterren en reviews bij producten op ${SITE_NAME} komen van ${SITE_NAME} Star, onze eigen reviewservice. Webshops die meedoen, laten ons hun klanten na een aankoop uitnodigen. Zo lees je de ervaringen van mensen die het product echt hebben gekocht.`,
    ],
    sections: [
      {
        heading: 'Zo werkt een uitnodiging',
        blocks: [
          {
            ordered: true,
            list: [
              `Je bestelt bij een webshop die ${SITE_NAME} Star gebruikt.`,
              'Is het product geleverd, dan krijg je van ons een e-mail met een persoonlijke link.',
              'Via die link geef je sterren, schrijf je over je ervaring en voeg je als je wilt plus- en minpunten en foto’s toe.',
              'Na de controle staat je review bij het product en bij de webshop.',
            ],
          },
          'Heb je het product nog niet gebruikt, kies dan ‘Vraag het me later’; wil je geen uitnodigingen meer, kies dan ‘Geen uitnodigingen meer’.',
        ],
      },
      {
        heading: 'Wat je bij een product ziet',
        blocks: [
          'Bij elk product zie je het gemiddelde cijfer, afgerond op halve sterren, en het aantal reviews. Klik op de sterren om alle reviews te lezen, met foto’s, plus- en minpunten en een samenvatting van wat kopers het vaakst noemen. Een webshop kan één keer openbaar reageren; die reactie staat onder de review.',
        ],
      },
      {
        heading: 'Eerlijk en controleerbaar',
        blocks: [
          'We plaatsen positieve en negatieve reviews op dezelfde manier, en een webshop kan geen review laten verwijderen. De regels staan op drie pagina’s:',
          {
            list: [
              [{ text: 'Reviewbeleid', href: REVIEW_SERVICE_PAGES.policy }, ': welke reviews we plaatsen en welke we weigeren.'],
              [{ text: 'Privacyreglement reviewservice', href: REVIEW_SERVICE_PAGES.privacy }, ': wat we met je gegevens doen.'],
              [{ text: 'Voorwaarden reviewservice', href: REVIEW_SERVICE_PAGES.terms }, ': de afspraken voor reviewers en webshops.'],
            ],
          },
        ],
      },
    ],
    related: [
      { name: 'Reviewbeleid', url: REVIEW_SERVICE_PAGES.policy },
      { name: 'Privacyreglement reviewservice', url: REVIEW_SERVICE_PAGES.privacy },
      { name: 'De reviewservice voor webshops', url: '/commercial/star' },
    ],
  },
};
