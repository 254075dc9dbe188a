import { discountPercent, formatDiscount, formatMoney } from '@etalage/core';
import { SITE_NAME, type InfoPage } from './types.js';

/** Theme pages of spec §2: the no-fake-discounts explanation (/sales), sustainability and the furniture bank. */

const exactPercent = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** A worked example of the discount rule, computed with the same function the cards use (so the page cannot drift). */
function discountExample(product: string, before: number, now: number): string {
  const exact = (1 - now / before) * 100;
  return `${product} kostte bij de webshop ${formatMoney(before)} en kost nu ${formatMoney(now)}. Dat is ${exactPercent.format(exact)}% minder; wij tonen ${formatDiscount(discountPercent(before, now))}.`;
}

export const themePages: Record<string, InfoPage> = {
  '/sales': {
    title: 'Zo werken onze kortingen',
    description: `Bij ${SITE_NAME} geen nepkortingen: we tonen alleen een korting als de webshop het product eerder echt voor de hogere prijs verkocht.`,
    intro: [
      'Een doorgestreepte prijs zegt alleen iets als die prijs ooit echt gold. Veel winkels zetten een hoge ‘van’-prijs naast hun gewone prijs, zodat het lijkt alsof je een koopje hebt. Bij ons niet: wij tonen geen nepkortingen.',
    ],
    sections: [
      {
        heading: 'Onze belofte',
        blocks: [
          {
            note: 'We tonen alleen een korting als de webshop het product eerder echt voor de hogere prijs verkocht. Kunnen we dat niet controleren, dan tonen we gewoon de huidige prijs, zonder korting.',
          },
          'De korting vergelijken we altijd met een eerdere prijs van dezelfde webshop voor hetzelfde product, in dezelfde kleur en uitvoering. Een adviesprijs van de fabrikant of de prijs bij een andere winkel telt niet.',
        ],
      },
      {
        heading: 'Hoe we dat controleren',
        blocks: [
          {
            ordered: true,
            list: [
              'Webshops sturen ons elke dag hun actuele prijzen. Zo bouwen we per product een prijsgeschiedenis op.',
              'Geeft een webshop een ‘van’-prijs door, dan zoeken we die op in de prijsgeschiedenis van de afgelopen 30 dagen.',
              'Alleen als het product in die periode echt voor die prijs te koop was, tonen we de korting en de doorgestreepte prijs.',
              'Een korting met een einddatum tonen we tot die datum; daarna tonen we weer de gewone prijs.',
            ],
          },
        ],
      },
      {
        heading: 'Afgerond naar beneden',
        blocks: [
          'Het kortingspercentage ronden we altijd naar beneden af op een heel getal. Zo lijkt een korting nooit groter dan hij is.',
          { list: [discountExample('Een fauteuil', 899, 679), discountExample('Een vloerkleed', 129, 103.9)] },
          'De prijs die je betaalt, is altijd de prijs in de webshop. Zie je daar een andere prijs dan bij ons? Laat het ons weten, dan zoeken we uit hoe dat komt.',
        ],
      },
      {
        heading: 'Vouchers, prijsdalingen en campagnes',
        blocks: [
          {
            list: [
              [{ text: 'Vouchercodes', href: '/producten/vouchers' }, ' tonen we apart van de korting: je ziet de code en, als de webshop die doorgeeft, de prijs na het gebruik ervan.'],
              'Een prijsdaling laten we zien als de webshop de gewone prijs onlangs heeft verlaagd, ook als er geen actie aan vastzit.',
              [
                'In campagnes zoals de ',
                { text: 'sale', href: '/producten/sale' },
                ' en ',
                { text: 'Black Friday', href: '/producten/black-friday' },
                ' gelden precies dezelfde regels. Een product komt er alleen in met een echte korting.',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Twijfel je aan een korting?',
        blocks: [
          [
            'Meld het ons via het ',
            { text: 'contactformulier', href: '/over-ons/contact?onderwerp=product' },
            ' en noem het product en de webshop. We controleren de prijsgeschiedenis en halen de korting weg als die niet klopt. Webshops die herhaaldelijk onjuiste kortingen doorgeven, spreken we daarop aan, zoals staat in onze ',
            { text: 'voorwaarden voor webshops', href: '/voorwaarden/webshops' },
            '.',
          ],
        ],
      },
    ],
    related: [
      { name: 'Naar de sale', url: '/producten/sale' },
      { name: 'Vouchers', url: '/producten/vouchers' },
      { name: 'Algemene voorwaarden', url: '/voorwaarden/algemene-voorwaarden' },
    ],
  },

  '/duurzaam': {
    title: 'Duurzaam wonen',
    description: 'Tips en keuzes voor een duurzamer interieur: kopen wat lang meegaat, tweedehands en gerecyclede materialen, en meubels een tweede leven geven.',
    intro: [
      'Het duurzaamste meubel is het meubel dat je al hebt. Maar heb je toch iets nieuws nodig, dan maakt je keuze verschil: voor het milieu, en voor hoe lang je er plezier van hebt. Op deze pagina zetten we bij elkaar wat je kunt doen.',
    ],
    sections: [
      {
        heading: 'Koop wat lang meegaat',
        blocks: [
          {
            list: [
              'Kies massief hout, metaal of natuursteen boven spaanplaat met een folielaag: die materialen kun je schuren, oliën en repareren.',
              'Let op losse, wasbare hoezen bij banken en stoelen; een nieuwe hoes is veel minder belastend dan een nieuwe bank.',
              'Lees de reviews: kopers vertellen vaak na een paar maanden nog hoe een product zich houdt.',
              'Kies een tijdloze vorm en kleur, en breng trends aan met kussens, plaids en accessoires.',
            ],
          },
        ],
      },
      {
        heading: 'Materialen om op te letten',
        blocks: [
          [
            'Met de filters op elke categoriepagina zoek je op materiaal, zoals eikenhout, bamboe, rotan of linnen. Hout met een FSC- of PEFC-keurmerk komt uit verantwoord beheerde bossen. Stoffen van gerecycled polyester of biologisch katoen zijn een goede keuze voor kussens en ',
            { text: 'vloerkleden', href: '/producten/vloerkleden' },
            '.',
          ],
        ],
      },
      {
        heading: 'Minder transport, minder verpakking',
        blocks: [
          'Bestel wat je nodig hebt bij zo min mogelijk verschillende webshops en kijk naar de levertijd: een product dat direct op voorraad is, komt meestal in één zending. Grote meubels worden vaak zonder veel verpakking bezorgd en de bezorgers nemen het karton mee terug. Vraag daar bij het bestellen naar.',
        ],
      },
      {
        heading: 'Geef je oude meubels een tweede leven',
        blocks: [
          [
            'Een meubel dat nog goed is, hoort niet bij het grofvuil. Verkoop het, geef het weg of breng het naar de kringloop. Via onze ',
            { text: 'meubelbank', href: '/furniture-bank' },
            ' komen goede meubels terecht bij mensen die ze hard nodig hebben. In het ',
            { text: 'magazine', href: '/magazine' },
            ' lees je hoe je tweedehands meubels zelf opknapt.',
          ],
        ],
      },
    ],
    related: [
      { name: 'Meubelbank', url: '/furniture-bank' },
      { name: 'Magazine', url: '/magazine' },
      { name: 'Interieurinspiratie', url: '/inspirations' },
    ],
  },

  '/furniture-bank': {
    title: 'Meubelbank',
    description: `Via de meubelbank van ${SITE_NAME} komen goede, gebruikte meubels terecht bij mensen die ze hard nodig hebben.`,
    intro: [
      'Koop je een nieuwe bank, tafel of kast, dan is de oude vaak nog prima. Tegelijk zijn er mensen die een nieuwe woning krijgen en niets hebben om erin te zetten. De meubelbank brengt die twee bij elkaar.',
    ],
    sections: [
      {
        heading: 'Zo werkt het',
        blocks: [
          {
            ordered: true,
            list: [
              [
                'Je meldt je meubel aan via het ',
                { text: 'contactformulier', href: '/over-ons/contact?onderwerp=anders' },
                ' met het onderwerp ‘Iets anders’, een korte beschrijving, de afmetingen en je postcode.',
              ],
              'We zoeken een lokale organisatie bij jou in de buurt, zoals een kringloopwinkel of een stichting die mensen helpt bij het inrichten van hun huis.',
              'Die organisatie maakt een afspraak met je om het meubel op te halen of vertelt waar je het kunt brengen.',
              'Het meubel gaat naar iemand die een nieuwe start maakt, bijvoorbeeld na dakloosheid, een scheiding of een vlucht uit een ander land.',
            ],
          },
        ],
      },
      {
        heading: 'Wat we wel en niet aannemen',
        blocks: [
          'Welkom zijn meubels die schoon, heel en direct bruikbaar zijn: banken en fauteuils zonder vlekken of scheuren, tafels, stoelen, kasten, bedden met een goede lattenbodem, lampen en vloerkleden.',
          'We nemen geen matrassen, meubels met schimmel of ongedierte, kapotte elektrische apparaten en losse onderdelen aan. Twijfel je? Stuur dan een foto mee, dan kijken we met je mee.',
        ],
      },
      {
        heading: 'Voor webshops',
        blocks: [
          [
            'Webshops die meedoen, nemen bij de bezorging van een nieuw meubel het oude mee naar de meubelbank als de klant dat wil. Ook showroommodellen en retouren met kleine schoonheidsfoutjes vinden via de meubelbank een goede bestemming. Wil je als webshop meedoen? Laat het ons weten via ',
            { text: 'adverteren en samenwerken', href: '/over-ons/contact?onderwerp=adverteren' },
            '.',
          ],
        ],
      },
    ],
    related: [
      { name: 'Duurzaam wonen', url: '/duurzaam' },
      { name: `Over ${SITE_NAME}`, url: '/over-ons/over-ons' },
    ],
  },
};
