import { ATTRIBUTION_COOKIE_DAYS, ATTRIBUTION_PARAMS, ADMIN_MODE_COOKIE, BANNER_SEEN_COOKIE, BANNER_SEEN_COOKIE_DAYS, CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '@etalage/core';
import { SESSION_COOKIE, TOKEN_COOKIE } from '../../auth/cookies.js';
import { VISITOR_COOKIE } from '../../identity/owner.js';
import { VIEWED_COOKIE } from '../../identity/viewed.js';
import { NAMED_PAGES, REVIEW_SERVICE_PAGES } from './paths.js';
import { SITE_NAME, type InfoPage } from './types.js';

/** The terms pages of spec §2 (/voorwaarden/...): the overview, general terms, privacy, cookies and the web-shop terms. */

const TERMS = { name: 'Voorwaarden', url: '/voorwaarden' };
const VERSION = '1 januari 2026';
const days = (n: number) => (n === 1 ? '1 dag' : `${n} dagen`);

export const legalPages: Record<string, InfoPage> = {
  '/voorwaarden': {
    title: 'Voorwaarden',
    description: `Alle voorwaarden en verklaringen van ${SITE_NAME} op één plek: voor shoppers, webshops en de reviewservice.`,
    intro: [
      `Hier vind je alle afspraken die gelden als je ${SITE_NAME} gebruikt. We schrijven ze zo duidelijk mogelijk op. Staat er iets wat je niet begrijpt? Laat het ons weten, dan leggen we het uit en passen we de tekst waar nodig aan.`,
    ],
    sections: [
      {
        heading: 'Voor shoppers',
        blocks: [
          `Je gebruikt ${SITE_NAME} gratis. Je koopt nooit bij ons, maar altijd bij de webshop waar je naartoe klikt. Deze documenten gaan over het gebruik van onze website en over je gegevens:`,
          {
            list: [
              [{ text: 'Algemene voorwaarden', href: '/voorwaarden/algemene-voorwaarden' }, ': de regels voor het gebruik van de website, je account, favorieten en alarmen.'],
              [{ text: 'Privacyverklaring', href: '/voorwaarden/privacy' }, ': welke gegevens we verwerken, waarom, hoe lang, en welke rechten je hebt.'],
              [{ text: 'Cookieverklaring', href: '/voorwaarden/algemene-voorwaarden-cookies' }, ': welke cookies we plaatsen en hoe je je keuze aanpast.'],
              [{ text: 'Zo werken onze kortingen', href: '/sales' }, ': onze belofte dat je bij ons geen nepkortingen ziet.'],
            ],
          },
        ],
      },
      {
        heading: 'Voor webshops',
        blocks: [
          [
            'Webshops die hun producten bij ons tonen, sluiten een overeenkomst met ons. De ',
            { text: 'voorwaarden voor webshops', href: '/voorwaarden/webshops' },
            ' beschrijven wat we van de productfeed verwachten, hoe we klikken afrekenen en wanneer we producten weigeren.',
          ],
        ],
      },
      {
        heading: 'Reviewservice',
        blocks: [
          'Met onze reviewservice vragen webshops hun klanten na een aankoop om een review. Daarvoor gelden eigen afspraken:',
          {
            list: [
              [{ text: 'Reviewbeleid', href: REVIEW_SERVICE_PAGES.policy }, ': welke reviews we plaatsen, controleren en weigeren.'],
              [{ text: 'Privacyreglement reviewservice', href: REVIEW_SERVICE_PAGES.privacy }, ': wat we met je gegevens doen als je een review schrijft.'],
              [{ text: 'Voorwaarden reviewservice', href: REVIEW_SERVICE_PAGES.terms }, ': de regels voor reviewers en deelnemende webshops.'],
            ],
          },
        ],
      },
      {
        heading: 'Vragen over onze voorwaarden',
        blocks: [['Neem contact met ons op via het ', { text: 'contactformulier', href: '/over-ons/contact' }, '. We reageren binnen twee werkdagen.']],
      },
    ],
    related: [
      { name: 'Over ons', url: '/over-ons/over-ons' },
      { name: 'Contact', url: '/over-ons/contact' },
    ],
  },

  '/voorwaarden/algemene-voorwaarden': {
    title: 'Algemene voorwaarden',
    description: `De algemene voorwaarden voor het gebruik van ${SITE_NAME}, de website waarop je meubels en woonaccessoires van webshops vergelijkt.`,
    parent: TERMS,
    updated: VERSION,
    intro: [
      `Deze voorwaarden gelden voor iedereen die ${SITE_NAME} bezoekt of er een account heeft. Door de website te gebruiken, ga je ermee akkoord. We houden het kort en begrijpelijk; bij twijfel leggen we de tekst uit in jouw voordeel.`,
    ],
    sections: [
      {
        heading: `Wat ${SITE_NAME} is`,
        blocks: [
          `${SITE_NAME} is een vergelijkingssite voor meubels en woonaccessoires. We tonen producten, prijzen, levertijden en reviews van tientallen Nederlandse webshops naast elkaar. Je bestelt en betaalt niet bij ons: met de knop 'Ga naar de shop' ga je naar de webshop, en de koopovereenkomst sluit je met die webshop. Op je aankoop zijn de voorwaarden van de webshop van toepassing, net als je wettelijke rechten zoals de bedenktijd.`,
        ],
      },
      {
        heading: 'Prijzen en productinformatie',
        blocks: [
          'De productgegevens komen van de webshops zelf. We werken ze meerdere keren per dag bij, maar een prijs of voorraad kan in de tussentijd veranderen. De prijs en de voorwaarden in de webshop op het moment dat je bestelt, zijn leidend.',
          'Alle prijzen zijn in euro en inclusief btw. Bezorgkosten tonen we apart wanneer de webshop ze doorgeeft.',
          [
            'Kortingen tonen we alleen ten opzichte van een prijs die de webshop eerder echt vroeg. Hoe we dat controleren, lees je op ',
            { text: 'Zo werken onze kortingen', href: '/sales' },
            '.',
          ],
        ],
      },
      {
        heading: 'Je account',
        blocks: [
          'Een account is gratis en niet verplicht. Met een account bewaar je favorieten op al je apparaten, deel je een lijst met anderen en stel je prijs- en voorraadalarmen in. Daarbij geldt:',
          {
            list: [
              'Je geeft bij het registreren je echte naam en een e-mailadres dat van jou is.',
              'Je houdt je wachtwoord geheim. Denk je dat iemand anders het kent? Kies dan meteen een nieuw wachtwoord.',
              'Je gebruikt de website niet om anderen lastig te vallen, de website te verstoren of gegevens op grote schaal automatisch op te halen.',
              'Je kunt je account op elk moment laten verwijderen via het contactformulier.',
            ],
          },
        ],
      },
      {
        heading: 'Reviews en andere bijdragen',
        blocks: [
          [
            'Schrijf je een review, dan geef je ons toestemming die te tonen bij het product en bij de webshop. Je review moet gaan over je eigen ervaring. We plaatsen geen reviews die beledigend zijn, persoonsgegevens van anderen bevatten of reclame maken. De regels staan in ons ',
            { text: 'reviewbeleid', href: REVIEW_SERVICE_PAGES.policy },
            '.',
          ],
        ],
      },
      {
        heading: 'Aansprakelijkheid',
        blocks: [
          `We doen ons best om de informatie op ${SITE_NAME} juist en actueel te houden, maar we kunnen niet garanderen dat alles altijd klopt. We zijn niet aansprakelijk voor de producten, de levering of de service van webshops. Heb je een probleem met een bestelling, neem dan contact op met de webshop. Komen jullie er samen niet uit, laat het ons dan weten: we spreken webshops aan die zich niet aan onze afspraken houden.`,
        ],
      },
      {
        heading: 'Wijzigingen en toepasselijk recht',
        blocks: [
          'We kunnen deze voorwaarden aanpassen, bijvoorbeeld als we nieuwe functies toevoegen. Bij belangrijke wijzigingen laten we dat op de website weten en, als je een account hebt, per e-mail. Op deze voorwaarden is Nederlands recht van toepassing.',
        ],
      },
    ],
    related: [
      { name: 'Privacyverklaring', url: '/voorwaarden/privacy' },
      { name: 'Cookieverklaring', url: '/voorwaarden/algemene-voorwaarden-cookies' },
      { name: 'Alle voorwaarden', url: '/voorwaarden' },
    ],
  },

  '/voorwaarden/privacy': {
    title: 'Privacyverklaring',
    description: `Welke persoonsgegevens ${SITE_NAME} verwerkt, waarom, hoe lang we ze bewaren en welke rechten je hebt.`,
    parent: TERMS,
    updated: VERSION,
    intro: [
      `${SITE_NAME} gaat zorgvuldig om met je persoonsgegevens. We verzamelen niet meer dan nodig is, verkopen je gegevens nooit en houden ons aan de Algemene verordening gegevensbescherming (AVG). In deze verklaring lees je precies wat we doen.`,
    ],
    sections: [
      {
        heading: 'Welke gegevens we verwerken',
        blocks: [
          {
            list: [
              'Als je een account aanmaakt: je voornaam, achternaam, e-mailadres en een versleutelde versie van je wachtwoord.',
              'Als je favorieten, vergelijkingen of alarmen bewaart: welke producten dat zijn, en bij een prijsalarm je doelprijs en e-mailadres.',
              'Als je ons een bericht stuurt: je naam, e-mailadres en wat je ons schrijft.',
              'Als je de website bezoekt: welke pagina’s en producten je bekijkt en waar je op klikt, gekoppeld aan een willekeurige bezoekerscode in plaats van aan je naam.',
            ],
          },
        ],
      },
      {
        heading: 'Waarom we die gegevens gebruiken',
        blocks: [
          'We gebruiken je gegevens alleen voor deze doelen:',
          {
            list: [
              'om je account, favorieten en alarmen te laten werken (uitvoering van de overeenkomst);',
              'om je een e-mail te sturen als de prijs van een bewaakt product daalt of het weer leverbaar is (op jouw verzoek);',
              'om je vragen te beantwoorden (gerechtvaardigd belang);',
              'om de website te verbeteren en te meten welke webshops bezoekers naar zich toe krijgen (met je toestemming voor analytische cookies).',
            ],
          },
        ],
      },
      {
        heading: 'Webshops en andere partijen',
        blocks: [
          'Klik je door naar een webshop, dan geven we de webshop alleen door dat het bezoek via ons kwam. Je naam en e-mailadres krijgt de webshop niet van ons. Wat je daarna in de webshop doet, valt onder de privacyverklaring van die webshop.',
          'We werken met zorgvuldig gekozen dienstverleners, bijvoorbeeld voor hosting en het versturen van e-mail. Met hen hebben we verwerkersovereenkomsten. Je gegevens blijven binnen de Europese Economische Ruimte.',
        ],
      },
      {
        heading: 'Hoe lang we gegevens bewaren',
        blocks: [
          {
            list: [
              'Accountgegevens: zolang je account bestaat. Verwijder je je account, dan wissen we je gegevens binnen 30 dagen.',
              'Prijs- en voorraadalarmen: tot je je afmeldt of het product uit ons aanbod verdwijnt.',
              'Berichten via het contactformulier: twee jaar, zodat we eerdere vragen kunnen terugzien.',
              'Bezoekstatistieken: maximaal 14 maanden, daarna alleen geanonimiseerd.',
            ],
          },
        ],
      },
      {
        heading: 'Jouw rechten',
        blocks: [
          'Je mag je gegevens inzien, laten verbeteren of laten verwijderen. Je kunt bezwaar maken tegen het gebruik ervan, een kopie vragen om mee te nemen naar een andere dienst en je toestemming voor cookies op elk moment intrekken.',
          [
            'Stuur je verzoek via het ',
            { text: 'contactformulier', href: '/over-ons/contact?onderwerp=account' },
            ' met het onderwerp ‘Mijn account en privacy’. We reageren binnen een maand. Ben je niet tevreden over hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.',
          ],
        ],
      },
      {
        heading: 'Beveiliging',
        blocks: [
          'Wachtwoorden slaan we alleen versleuteld op. De website werkt uitsluitend via een beveiligde verbinding en alleen medewerkers die het voor hun werk nodig hebben, kunnen bij persoonsgegevens. Ontdek je toch een beveiligingsprobleem? Meld het ons, dan lossen we het zo snel mogelijk op.',
        ],
      },
    ],
    related: [
      { name: 'Cookieverklaring', url: '/voorwaarden/algemene-voorwaarden-cookies' },
      { name: 'Algemene voorwaarden', url: '/voorwaarden/algemene-voorwaarden' },
      { name: 'Privacyreglement reviewservice', url: REVIEW_SERVICE_PAGES.privacy },
    ],
  },

  '/voorwaarden/algemene-voorwaarden-cookies': {
    title: 'Cookieverklaring',
    description: `Welke cookies ${SITE_NAME} plaatst, waarvoor, hoe lang, en hoe je je keuze aanpast.`,
    parent: TERMS,
    updated: VERSION,
    intro: [
      'Een cookie is een klein tekstbestand dat een website in je browser bewaart. Wij gebruiken cookies om de website te laten werken, je voorkeuren te onthouden en, als je dat goed vindt, om te meten hoe de website wordt gebruikt. Je kiest zelf welke cookies je toestaat.',
    ],
    sections: [
      {
        heading: 'Soorten cookies',
        blocks: [
          {
            list: [
              'Noodzakelijke cookies zijn nodig om de website te laten werken, bijvoorbeeld om je ingelogd te houden en je cookiekeuze te onthouden. Hiervoor vragen we geen toestemming.',
              'Functionele cookies onthouden je voorkeuren, zoals welke meldingen je al hebt weggeklikt.',
              'Analytische cookies laten ons zien hoe bezoekers de website gebruiken en via welke campagne of zoekmachine ze binnenkomen. Zo verbeteren we de website.',
              'Marketingcookies gebruiken we om je op andere websites relevante aanbiedingen te laten zien. Die plaatsen we alleen met je toestemming.',
            ],
          },
        ],
      },
      {
        heading: 'Cookies die we plaatsen',
        blocks: [
          {
            table: {
              caption: `Cookies van ${SITE_NAME}`,
              head: ['Naam', 'Soort', 'Doel', 'Bewaartermijn'],
              rows: [
                [CONSENT_COOKIE, 'Noodzakelijk', 'Onthoudt welke soorten cookies je toestaat.', days(CONSENT_COOKIE_DAYS)],
                [SESSION_COOKIE, 'Noodzakelijk', 'Houdt je ingelogd.', days(30)],
                [TOKEN_COOKIE, 'Noodzakelijk', 'Laat de pagina je naam en profielfoto tonen als je bent ingelogd.', days(30)],
                [VISITOR_COOKIE, 'Noodzakelijk', 'Een willekeurige code waarmee we je favorieten en alarmen bewaren als je niet bent ingelogd.', days(365)],
                [VIEWED_COOKIE, 'Functioneel', 'Onthoudt welke producten je onlangs hebt bekeken.', days(30)],
                [BANNER_SEEN_COOKIE, 'Functioneel', 'Onthoudt welke aankondigingen je hebt gesloten.', days(BANNER_SEEN_COOKIE_DAYS)],
                [ADMIN_MODE_COOKIE, 'Noodzakelijk', 'Alleen voor medewerkers: zet de beheerweergave aan.', days(30)],
                [ATTRIBUTION_PARAMS.join(', '), 'Analytisch', 'Onthoudt via welke campagne of zoekmachine je bij ons kwam.', days(ATTRIBUTION_COOKIE_DAYS)],
              ],
            },
          },
          [
            `Koop je na een klik op ${SITE_NAME} iets bij een webshop, dan meet die webshop met de `,
            { text: `${SITE_NAME}-pixel`, href: NAMED_PAGES.pixel },
            ' dat je klik tot een bestelling leidde, ook dat alleen met je toestemming voor analytische cookies.',
          ],
          'Naast cookies bewaren we een paar gegevens in de opslag van je browser, zoals producten die je als favoriet markeerde voordat je inlogde. Die gegevens verlaten je apparaat alleen als je ze bewaart in je account.',
        ],
      },
      {
        heading: 'Je keuze aanpassen',
        blocks: [
          'Bij je eerste bezoek vragen we welke cookies je toestaat. Je kunt je keuze altijd wijzigen via ‘Cookie-instellingen’ onderaan elke pagina. Je kunt cookies ook verwijderen of blokkeren in de instellingen van je browser; de website werkt dan nog steeds, maar je moet opnieuw inloggen en je keuzes opnieuw maken.',
        ],
      },
    ],
    related: [
      { name: 'Privacyverklaring', url: '/voorwaarden/privacy' },
      { name: 'Algemene voorwaarden', url: '/voorwaarden/algemene-voorwaarden' },
    ],
  },

  '/voorwaarden/webshops': {
    title: 'Voorwaarden voor webshops',
    description: `De voorwaarden voor webshops die hun producten op ${SITE_NAME} tonen: productfeed, klikprijzen, kortingen en facturatie.`,
    parent: TERMS,
    updated: VERSION,
    intro: [
      `Deze voorwaarden gelden voor webshops die hun aanbod op ${SITE_NAME} laten zien. Samen met de offerte of het aanmeldformulier vormen ze de overeenkomst tussen jouw webshop en ons.`,
    ],
    sections: [
      {
        heading: 'Aanmelden en toelating',
        blocks: [
          'We laten webshops toe die in Nederland leveren, een Nederlandstalige website hebben en duidelijke contactgegevens, retourvoorwaarden en bezorgkosten tonen. We kunnen een aanmelding zonder opgaaf van redenen weigeren of een samenwerking beëindigen als klanten herhaaldelijk en terecht klagen.',
        ],
      },
      {
        heading: 'De productfeed',
        blocks: [
          'Je levert je producten aan via een productfeed die we minstens één keer per dag ophalen. Voor elk product geef je door:',
          {
            list: [
              'naam, beschrijving, categorie en minstens één productfoto zonder tekst of logo erop;',
              'de actuele verkoopprijs inclusief btw, en bij een korting de prijs waarvoor het product eerder werd verkocht;',
              'voorraad, levertijd en bezorgkosten;',
              'afmetingen, materiaal en kleur, voor zover bekend.',
            ],
          },
          'De gegevens in de feed moeten kloppen met wat de klant in je webshop ziet. Wijkt de prijs af, dan kunnen we het product tijdelijk verbergen.',
        ],
      },
      {
        heading: 'Kortingen en adviesprijzen',
        blocks: [
          [
            'Een doorgestreepte prijs mag alleen een prijs zijn waarvoor je het product in de afgelopen 30 dagen echt hebt verkocht. Fictieve adviesprijzen accepteren we niet. We controleren dit automatisch met de prijsgeschiedenis uit je feed. Meer uitleg voor shoppers staat op ',
            { text: 'Zo werken onze kortingen', href: '/sales' },
            '.',
          ],
        ],
      },
      {
        heading: 'Kosten en facturatie',
        blocks: [
          'Je betaalt per klik naar je webshop. De klikprijs hangt af van de categorie en staat in je offerte. Dubbele klikken van dezelfde bezoeker binnen korte tijd en klikken van bekende robots rekenen we niet af. Je ontvangt maandelijks een factuur met een overzicht van de klikken per categorie; de betaaltermijn is 14 dagen.',
        ],
      },
      {
        heading: 'Reviews over je webshop',
        blocks: [
          [
            'Reviews van klanten plaatsen we volgens ons ',
            { text: 'reviewbeleid', href: REVIEW_SERVICE_PAGES.policy },
            '. Je kunt op elke review één keer openbaar reageren. Je mag reviews niet kopen, laten schrijven of alleen positieve klanten uitnodigen.',
          ],
        ],
      },
      {
        heading: 'Opzeggen',
        blocks: [
          'De overeenkomst loopt per maand en is maandelijks opzegbaar. Na het einde van de overeenkomst verwijderen we je producten binnen twee werkdagen van de website.',
        ],
      },
    ],
    related: [
      { name: 'Adverteren op ' + SITE_NAME, url: '/over-ons/adverteren' },
      { name: 'Veelgestelde vragen over adverteren', url: '/over-ons/adverteren/faq' },
      { name: 'Voorwaarden reviewservice', url: REVIEW_SERVICE_PAGES.terms },
    ],
  },
};
