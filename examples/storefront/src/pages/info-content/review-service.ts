import { SITE_NAME, type InfoPage } from './types.js';
import { NAMED_PAGES, REVIEW_SERVICE_PAGES } from './paths.js';

const TERMS = { name: 'Voorwaarden', url: '/voorwaarden' };
const VERSION = '1 januari 2026';

/**
 * The review service's terms (spec §2): its policy, privacy regulation and general terms, linked from the review
 * form and the terms overview.
 */
export const reviewServicePages: Record<string, InfoPage> = {
  [REVIEW_SERVICE_PAGES.policy]: {
    title: 'Reviewbeleid',
    description: `Hoe de reviewservice van ${SITE_NAME} reviews verzamelt, controleert en plaatst, en wanneer we een review weigeren.`,
    parent: TERMS,
    updated: VERSION,
    intro: [
      'Reviews helpen andere shoppers alleen als ze eerlijk zijn. Daarom plaatsen we elke review die aan de regels voldoet, of die nu positief of negatief is, en verwijderen we niets omdat een webshop dat liever heeft.',
    ],
    sections: [
      {
        heading: 'Wie een review kan schrijven',
        blocks: [
          'Na een aankoop bij een deelnemende webshop krijg je van ons een persoonlijke uitnodiging per e-mail. Alleen met die uitnodiging kun je een review schrijven over het product dat je kocht. Zo weten we zeker dat elke review van een echte klant komt.',
          'Heb je het product nog niet ontvangen of nog niet gebruikt? Kies dan ‘Vraag het me later’ in de uitnodiging; we vragen het je over twee weken nog eens.',
        ],
      },
      {
        heading: 'Hoe we reviews controleren',
        blocks: [
          {
            list: [
              'Elke review wordt automatisch gecontroleerd op scheldwoorden, persoonsgegevens en links.',
              'Twijfelt het systeem, dan leest een medewerker de review voordat hij online komt.',
              'De webshop kan een review melden, maar beslist niet zelf of een review blijft staan.',
              'We passen de tekst van een review nooit aan. Een vertaalde review tonen we altijd samen met de originele tekst.',
            ],
          },
        ],
      },
      {
        heading: 'Wanneer we een review weigeren',
        blocks: [
          'We plaatsen een review niet, of halen hem weg, als hij:',
          {
            list: [
              'niet over het gekochte product of de webshop gaat;',
              'beledigend, discriminerend of bedreigend is;',
              'namen, telefoonnummers, adressen of andere persoonsgegevens bevat;',
              'reclame maakt of naar een andere website verwijst;',
              'is geschreven in ruil voor een beloning of door iemand die voor de webshop werkt.',
            ],
          },
          'Weigeren we je review, dan laten we je per e-mail weten waarom. Je kunt hem daarna aanpassen en opnieuw insturen.',
        ],
      },
      {
        heading: 'Reacties van webshops',
        blocks: [
          'Een webshop mag één keer openbaar op je review reageren. Die reactie staat onder je review, met de datum. Ook voor reacties gelden de regels hierboven.',
        ],
      },
    ],
    related: [
      { name: 'Privacyreglement reviewservice', url: REVIEW_SERVICE_PAGES.privacy },
      { name: 'Voorwaarden reviewservice', url: REVIEW_SERVICE_PAGES.terms },
      { name: 'Etalage Star', url: NAMED_PAGES.reviewService },
    ],
  },

  [REVIEW_SERVICE_PAGES.privacy]: {
    title: 'Privacyreglement reviewservice',
    description: `Welke gegevens de reviewservice van ${SITE_NAME} gebruikt als je wordt uitgenodigd een review te schrijven.`,
    parent: TERMS,
    updated: VERSION,
    intro: [
      `Als je iets koopt bij een webshop die onze reviewservice gebruikt, geeft de webshop ons een paar gegevens door, zodat we je om een review kunnen vragen. In dit reglement lees je welke gegevens dat zijn en wat we ermee doen. Voor de rest van ${SITE_NAME} geldt onze gewone privacyverklaring.`,
    ],
    sections: [
      {
        heading: 'Welke gegevens we krijgen',
        blocks: [
          {
            list: [
              'je naam en e-mailadres, om je de uitnodiging te sturen;',
              'welk product je kocht en bij welke webshop, zodat je review bij het juiste product komt;',
              'de datum van je bestelling, zodat we je pas uitnodigen als het product er is.',
            ],
          },
          'We krijgen geen adres, betaalgegevens of andere bestellingen van je.',
        ],
      },
      {
        heading: 'Wat er openbaar wordt',
        blocks: [
          'Bij je review tonen we alleen de naam die je zelf bij je review invult, je sterren, je tekst, plus- en minpunten en eventuele foto’s. Je e-mailadres en je achternaam tonen we nooit. Gebruik bij voorkeur alleen je voornaam of een bijnaam.',
        ],
      },
      {
        heading: 'Hoe lang we gegevens bewaren',
        blocks: [
          'Schrijf je geen review, dan wissen we je gegevens 90 dagen na de uitnodiging. Schrijf je wel een review, dan bewaren we je e-mailadres zolang de review online staat, zodat we je kunnen bereiken als er een vraag over is.',
        ],
      },
      {
        heading: 'Afmelden en je rechten',
        blocks: [
          [
            'Onder elke uitnodiging staat een link ‘Geen uitnodigingen meer’. Daarmee meld je je in één keer af. Wil je je review laten verwijderen, je gegevens inzien of een vraag stellen? Gebruik het ',
            { text: 'contactformulier', href: '/over-ons/contact?onderwerp=account' },
            '. De rechten uit onze ',
            { text: 'privacyverklaring', href: '/voorwaarden/privacy' },
            ' gelden ook hier.',
          ],
        ],
      },
    ],
    related: [
      { name: 'Reviewbeleid', url: REVIEW_SERVICE_PAGES.policy },
      { name: 'Voorwaarden reviewservice', url: REVIEW_SERVICE_PAGES.terms },
      { name: 'Privacyverklaring', url: '/voorwaarden/privacy' },
    ],
  },

  [REVIEW_SERVICE_PAGES.terms]: {
    title: 'Voorwaarden reviewservice',
    description: `De voorwaarden voor het schrijven van reviews en voor webshops die de reviewservice van ${SITE_NAME} gebruiken.`,
    parent: TERMS,
    updated: VERSION,
    intro: [
      `De reviewservice van ${SITE_NAME} verzamelt reviews van echte klanten en toont ze bij het product en bij de webshop. Deze voorwaarden gelden voor iedereen die een review schrijft en voor de webshops die meedoen.`,
    ],
    sections: [
      {
        heading: 'Voor reviewers',
        blocks: [
          {
            list: [
              'Je schrijft alleen over je eigen ervaring met het product en de webshop.',
              'Je review is gratis en je krijgt er geen beloning voor; ook niet van de webshop.',
              'Je geeft ons toestemming om je review, je foto’s en de naam bij je review te tonen bij het product, bij de webshop en in de zoekresultaten van de website.',
              'Je mag alleen foto’s insturen die je zelf hebt gemaakt en waarop geen herkenbare personen staan.',
            ],
          },
          'Je kunt je review later laten verwijderen. Aanpassen kan door een nieuwe versie in te sturen via het contactformulier.',
        ],
      },
      {
        heading: 'Voor webshops',
        blocks: [
          {
            list: [
              'Je nodigt al je klanten uit, niet alleen de tevreden klanten.',
              'Je biedt geen korting, cadeau of andere beloning in ruil voor een (positieve) review.',
              'Je reageert zakelijk en zonder persoonsgegevens van de klant.',
              'Je gebruikt de reviews op je eigen website alleen met de bron en de datum erbij.',
            ],
          },
          'Houdt een webshop zich niet aan deze regels, dan kunnen we de reviewservice voor die webshop stopzetten en dat bij de reviews vermelden.',
        ],
      },
      {
        heading: 'Het sterrencijfer',
        blocks: [
          'Het cijfer van een product of webshop is het gemiddelde van alle geplaatste reviews, afgerond op halve sterren en getoond met één decimaal. Oude reviews tellen even zwaar mee als nieuwe; we verwijderen geen reviews om een cijfer op te krikken.',
        ],
      },
    ],
    related: [
      { name: 'Reviewbeleid', url: REVIEW_SERVICE_PAGES.policy },
      { name: 'Privacyreglement reviewservice', url: REVIEW_SERVICE_PAGES.privacy },
      { name: 'Voorwaarden voor webshops', url: '/voorwaarden/webshops' },
    ],
  },
};
