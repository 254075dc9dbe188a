/**
 * Seeded product questions and their answers (Dutch). `{noun}` is the product noun in lower case, `{de}` / `{deze}`
 * its article and demonstrative (het-words take 'het' / 'dit'), `{material}` the material in lower case.
 */
export interface QuestionTemplate {
  question: string;
  answers: { role: 'shop' | 'shopper' | 'staff'; text: string }[];
}

/** Nouns of the catalogue that take 'het' (the others take 'de'). */
export const HET_NOUNS = new Set(['Bed', 'Dressoir', 'Bureau', 'Nachtkastje', 'Tv-meubel', 'Sierkussen', 'Gordijn', 'Vloerkleed']);

export const generalQuestions: QuestionTemplate[] = [
  {
    question: 'Wat is de levertijd van {deze} {noun}?',
    answers: [
      { role: 'shop', text: 'De levertijd staat per uitvoering op de productpagina. Is het product op voorraad, dan verzenden we binnen 1 tot 3 werkdagen.' },
      { role: 'shopper', text: 'Bij mij was het binnen een week in huis, netjes op de afgesproken dag.' },
    ],
  },
  {
    question: 'Kan ik {de} {noun} terugsturen als de kleur in het echt tegenvalt?',
    answers: [{ role: 'shop', text: 'Ja, je hebt na ontvangst bedenktijd. Stuur het product onbeschadigd en het liefst in de originele verpakking terug; de retourkosten staan in onze voorwaarden.' }],
  },
  {
    question: "Is de kleur in het echt hetzelfde als op de foto's?",
    answers: [
      { role: 'shopper', text: 'In het echt is de kleur iets warmer dan op mijn scherm, maar het verschil is klein. Wij zijn er blij mee.' },
      { role: 'shop', text: 'We fotograferen bij daglicht. Op elk scherm valt een kleur net iets anders uit; twijfel je, vraag dan gerust een stofstaal of extra foto aan.' },
    ],
  },
  {
    question: 'Hoe onderhoud ik {deze} {noun} van {material}?',
    answers: [{ role: 'shop', text: 'Afnemen met een licht vochtige doek en geen schuurmiddel of agressieve schoonmaakmiddelen gebruiken. Zet het liefst niet de hele dag in de volle zon.' }],
  },
  {
    question: 'Hoeveel garantie zit er op {deze} {noun}?',
    answers: [{ role: 'shop', text: 'Je hebt twee jaar garantie op fabrieksfouten. Neem bij een probleem contact met ons op en vermeld je ordernummer.' }],
  },
];

/** Questions about furniture (assembly, delivery into the room): not for lamps, cushions or vases. */
export const furnitureQuestions: QuestionTemplate[] = [
  {
    question: 'Moet {de} {noun} zelf in elkaar gezet worden?',
    answers: [
      { role: 'shop', text: 'Er is een kleine montage nodig. Met de meegeleverde handleiding en het gereedschap ben je in ongeveer een half uur klaar.' },
      { role: 'shopper', text: 'Ging prima met z’n tweeën, we waren in twintig minuten klaar.' },
    ],
  },
  {
    question: 'Wordt {de} {noun} tot in de kamer bezorgd of alleen aan de deur?',
    answers: [
      { role: 'shop', text: 'Standaard bezorgen we aan de deur. Bij het afrekenen kun je kiezen voor bezorging in de kamer, tegen een kleine meerprijs.' },
      { role: 'staff', text: 'Aanvulling van ons: de bezorgopties van deze webshop vind je ook onder ‘Bezorging’ op de productpagina.' },
    ],
  },
];

/** The room groups whose products are furniture. */
export const FURNITURE_GROUPS = new Set(['Woonkamer', 'Eetkamer', 'Slaapkamer', 'Werkkamer', 'Tuin']);

/** Questions that fit one room group of the catalogue. */
export const groupQuestions: Record<string, QuestionTemplate[]> = {
  Woonkamer: [
    {
      question: 'Is {deze} {noun} geschikt voor een huishouden met katten?',
      answers: [{ role: 'shopper', text: 'Wij hebben twee katten en na een half jaar is er nog niets aan te zien. Wel regelmatig even stofzuigen.' }],
    },
  ],
  Eetkamer: [
    {
      question: 'Staat {deze} {noun} stevig op een houten vloer?',
      answers: [{ role: 'shopper', text: 'Staat heel stevig, ook op onze oude planken vloer. Er zitten viltjes onder, dus geen krassen.' }],
    },
  ],
  Slaapkamer: [
    {
      question: 'Kan ik {deze} {noun} later nog uitbreiden of aanpassen?',
      answers: [{ role: 'shop', text: 'Er zijn losse onderdelen in dezelfde kleur te bestellen. Stuur ons een bericht, dan denken we mee.' }],
    },
  ],
  Werkkamer: [
    {
      question: 'Is {deze} {noun} geschikt om er de hele dag aan of op te werken?',
      answers: [
        { role: 'shopper', text: 'Ik werk er vier dagen per week mee thuis en heb nergens last van. Een aanrader.' },
        { role: 'shop', text: 'Ja, het is ontworpen voor dagelijks gebruik. Stel het wel goed af op je eigen lengte.' },
      ],
    },
  ],
  Verlichting: [
    {
      question: 'Welke lamp past erin en is {deze} {noun} dimbaar?',
      answers: [{ role: 'shop', text: 'Er past een E27-lamp in; die wordt niet meegeleverd. Met een dimbare ledlamp en een geschikte dimmer kun je hem dimmen.' }],
    },
    {
      question: 'Hoe lang is het snoer?',
      answers: [{ role: 'shop', text: 'Het snoer is 180 centimeter lang en heeft een schakelaar.' }],
    },
  ],
  Decoratie: [
    {
      question: 'Is {deze} {noun} ook geschikt voor een vochtige ruimte zoals de badkamer?',
      answers: [{ role: 'shop', text: 'Liever niet: door vocht kan het materiaal verkleuren. In een goed geventileerde ruimte is het geen probleem.' }],
    },
  ],
  Tuin: [
    {
      question: 'Kan {de} {noun} in de winter buiten blijven staan?',
      answers: [{ role: 'shop', text: 'Het is weerbestendig, maar in de winter raden we een hoes of een droge plek aan. Zo blijft het langer mooi.' }],
    },
    {
      question: 'Moet {de} {noun} van {material} behandeld worden?',
      answers: [{ role: 'shopper', text: 'Ik behandel de mijne elk voorjaar met een onderhoudsolie. Na drie zomers ziet hij er nog als nieuw uit.' }],
    },
  ],
};

/** First names of the web shops' customer service (shop answers) and of the storefront's (staff answers). */
export const shopAgents = ['Mirjam', 'Kevin', 'Sophie', 'Ahmed', 'Linda', 'Jeroen'];
export const staffAgents = ['Esther', 'Mehmet'];
