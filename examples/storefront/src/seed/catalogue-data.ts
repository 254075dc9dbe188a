/** Word lists of the seeded Dutch furniture and decoration catalogue. */

export interface CategorySeed {
  name: string;
  longName: string;
  /** The product noun used in variant names ("Bank", "Hanglamp"). */
  noun: string;
  group: string;
  priceMin: number;
  priceMax: number;
  /** Width, height and depth ranges in mm; `round` items get a diameter instead of a depth. */
  width: [number, number];
  height: [number, number];
  depth: [number, number];
  round?: boolean;
  materials: string[];
  extraParameter?: { name: string; values: string[] };
}

export const categoryGroups = ['Woonkamer', 'Eetkamer', 'Slaapkamer', 'Werkkamer', 'Verlichting', 'Decoratie', 'Tuin'];

export const categorySeeds: CategorySeed[] = [
  { name: 'Banken', longName: "Banken en sofa's", noun: 'Bank', group: 'Woonkamer', priceMin: 299, priceMax: 2899, width: [1400, 3200], height: [700, 950], depth: [800, 1100], materials: ['Stof', 'Fluweel', 'Leer', 'Bouclé', 'Linnen'], extraParameter: { name: 'Zitplaatsen', values: ['2', '2,5', '3', '4'] } },
  { name: 'Fauteuils', longName: 'Fauteuils en loungestoelen', noun: 'Fauteuil', group: 'Woonkamer', priceMin: 149, priceMax: 1299, width: [600, 950], height: [700, 1100], depth: [650, 950], materials: ['Stof', 'Fluweel', 'Leer', 'Bouclé', 'Rotan'] },
  { name: 'Salontafels', longName: 'Salontafels', noun: 'Salontafel', group: 'Woonkamer', priceMin: 79, priceMax: 899, width: [600, 1400], height: [300, 480], depth: [500, 800], materials: ['Eikenhout', 'Walnoot', 'Marmer', 'Glas', 'Metaal'] },
  { name: 'Bijzettafels', longName: 'Bijzettafels', noun: 'Bijzettafel', group: 'Woonkamer', priceMin: 39, priceMax: 399, width: [350, 600], height: [400, 650], depth: [350, 600], round: true, materials: ['Eikenhout', 'Metaal', 'Marmer', 'Rotan', 'Travertin'] },
  { name: "Tv-meubels", longName: 'Tv-meubels en mediakasten', noun: 'Tv-meubel', group: 'Woonkamer', priceMin: 99, priceMax: 1199, width: [1200, 2400], height: [400, 650], depth: [350, 500], materials: ['Eikenhout', 'Walnoot', 'Mangohout', 'Metaal'] },
  { name: 'Boekenkasten', longName: 'Boekenkasten en open kasten', noun: 'Boekenkast', group: 'Woonkamer', priceMin: 89, priceMax: 1299, width: [600, 1800], height: [1200, 2200], depth: [250, 450], materials: ['Eikenhout', 'Walnoot', 'Metaal', 'Bamboe'] },
  { name: 'Dressoirs', longName: 'Dressoirs en wandkasten', noun: 'Dressoir', group: 'Eetkamer', priceMin: 199, priceMax: 1899, width: [1200, 2400], height: [700, 950], depth: [400, 500], materials: ['Eikenhout', 'Walnoot', 'Mangohout', 'Rotan'] },
  { name: 'Eettafels', longName: 'Eettafels', noun: 'Eettafel', group: 'Eetkamer', priceMin: 199, priceMax: 2499, width: [1400, 2800], height: [740, 780], depth: [800, 1100], materials: ['Eikenhout', 'Walnoot', 'Mangohout', 'Keramiek', 'Marmer'], extraParameter: { name: 'Personen', values: ['4', '6', '8', '10'] } },
  { name: 'Eetkamerstoelen', longName: 'Eetkamerstoelen', noun: 'Eetkamerstoel', group: 'Eetkamer', priceMin: 49, priceMax: 499, width: [420, 600], height: [780, 950], depth: [480, 620], materials: ['Stof', 'Fluweel', 'Leer', 'Rotan', 'Eikenhout'] },
  { name: 'Barkrukken', longName: 'Barkrukken', noun: 'Barkruk', group: 'Eetkamer', priceMin: 49, priceMax: 399, width: [380, 520], height: [900, 1100], depth: [400, 540], materials: ['Metaal', 'Eikenhout', 'Leer', 'Fluweel'] },
  { name: 'Bedden', longName: 'Bedden en boxsprings', noun: 'Bed', group: 'Slaapkamer', priceMin: 249, priceMax: 2999, width: [900, 2000], height: [900, 1300], depth: [2000, 2200], materials: ['Stof', 'Fluweel', 'Eikenhout', 'Metaal'], extraParameter: { name: 'Ligoppervlak', values: ['90 x 200 cm', '140 x 200 cm', '160 x 200 cm', '180 x 200 cm'] } },
  { name: 'Nachtkastjes', longName: 'Nachtkastjes', noun: 'Nachtkastje', group: 'Slaapkamer', priceMin: 49, priceMax: 449, width: [350, 600], height: [400, 650], depth: [300, 450], materials: ['Eikenhout', 'Walnoot', 'Rotan', 'Metaal'] },
  { name: 'Kledingkasten', longName: 'Kledingkasten', noun: 'Kledingkast', group: 'Slaapkamer', priceMin: 199, priceMax: 1999, width: [800, 2500], height: [1900, 2400], depth: [550, 650], materials: ['Eikenhout', 'Walnoot', 'Metaal'] },
  { name: 'Bureaus', longName: 'Bureaus', noun: 'Bureau', group: 'Werkkamer', priceMin: 99, priceMax: 1499, width: [1000, 1800], height: [720, 1250], depth: [500, 800], materials: ['Eikenhout', 'Walnoot', 'Metaal', 'Bamboe'] },
  { name: 'Bureaustoelen', longName: 'Bureaustoelen', noun: 'Bureaustoel', group: 'Werkkamer', priceMin: 79, priceMax: 999, width: [550, 700], height: [950, 1300], depth: [550, 700], materials: ['Stof', 'Leer', 'Mesh'] },
  { name: 'Hanglampen', longName: 'Hanglampen', noun: 'Hanglamp', group: 'Verlichting', priceMin: 39, priceMax: 899, width: [200, 900], height: [200, 600], depth: [200, 900], round: true, materials: ['Metaal', 'Glas', 'Rotan', 'Linnen', 'Keramiek'] },
  { name: 'Vloerlampen', longName: 'Vloerlampen', noun: 'Vloerlamp', group: 'Verlichting', priceMin: 49, priceMax: 799, width: [250, 600], height: [1200, 1900], depth: [250, 600], round: true, materials: ['Metaal', 'Linnen', 'Rotan', 'Eikenhout'] },
  { name: 'Tafellampen', longName: 'Tafellampen', noun: 'Tafellamp', group: 'Verlichting', priceMin: 25, priceMax: 399, width: [150, 450], height: [250, 700], depth: [150, 450], round: true, materials: ['Keramiek', 'Glas', 'Metaal', 'Linnen'] },
  { name: 'Vloerkleden', longName: 'Vloerkleden', noun: 'Vloerkleed', group: 'Decoratie', priceMin: 49, priceMax: 1299, width: [1200, 3000], height: [5, 25], depth: [1700, 4000], materials: ['Wol', 'Katoen', 'Jute', 'Viscose'] },
  { name: 'Spiegels', longName: 'Spiegels', noun: 'Spiegel', group: 'Decoratie', priceMin: 29, priceMax: 599, width: [400, 1200], height: [500, 1900], depth: [20, 50], round: true, materials: ['Metaal', 'Eikenhout', 'Rotan'] },
  { name: 'Kussens', longName: 'Sierkussens', noun: 'Sierkussen', group: 'Decoratie', priceMin: 12, priceMax: 89, width: [400, 600], height: [300, 600], depth: [100, 200], materials: ['Katoen', 'Linnen', 'Fluweel', 'Wol', 'Bouclé'] },
  { name: 'Vazen', longName: 'Vazen en potten', noun: 'Vaas', group: 'Decoratie', priceMin: 12, priceMax: 249, width: [100, 400], height: [150, 600], depth: [100, 400], round: true, materials: ['Keramiek', 'Glas', 'Terracotta', 'Steengoed'] },
  { name: 'Wanddecoratie', longName: 'Wanddecoratie en posters', noun: 'Wanddecoratie', group: 'Decoratie', priceMin: 15, priceMax: 349, width: [300, 1200], height: [400, 1200], depth: [10, 40], materials: ['Papier', 'Canvas', 'Eikenhout', 'Metaal'] },
  { name: 'Gordijnen', longName: 'Gordijnen en vitrages', noun: 'Gordijn', group: 'Decoratie', priceMin: 25, priceMax: 299, width: [1400, 3000], height: [2500, 2800], depth: [5, 10], materials: ['Linnen', 'Katoen', 'Fluweel', 'Polyester'] },
  { name: 'Tuinstoelen', longName: 'Tuinstoelen en loungestoelen', noun: 'Tuinstoel', group: 'Tuin', priceMin: 39, priceMax: 699, width: [550, 900], height: [750, 1000], depth: [550, 900], materials: ['Teakhout', 'Aluminium', 'Wicker', 'Touw'] },
  { name: 'Tuintafels', longName: 'Tuintafels', noun: 'Tuintafel', group: 'Tuin', priceMin: 99, priceMax: 1899, width: [900, 2400], height: [720, 760], depth: [800, 1000], materials: ['Teakhout', 'Aluminium', 'Keramiek'] },
  { name: 'Plantenbakken', longName: 'Plantenbakken en bloempotten', noun: 'Plantenbak', group: 'Tuin', priceMin: 15, priceMax: 399, width: [200, 1000], height: [200, 900], depth: [200, 500], round: true, materials: ['Terracotta', 'Zink', 'Cortenstaal', 'Fiberclay'] },
];

export const colours: { name: string; hex: string }[] = [
  { name: 'Groen', hex: '#3d6b52' },
  { name: 'Grijs', hex: '#80868c' },
  { name: 'Zwart', hex: '#26272a' },
  { name: 'Wit', hex: '#efece6' },
  { name: 'Beige', hex: '#d8c7a8' },
  { name: 'Blauw', hex: '#2f5d8c' },
  { name: 'Roze', hex: '#d9a7aa' },
  { name: 'Geel', hex: '#d8b443' },
  { name: 'Bruin', hex: '#7a5335' },
  { name: 'Oranje', hex: '#cf7a3d' },
  { name: 'Terracotta', hex: '#b5603f' },
  { name: 'Naturel', hex: '#c9aa80' },
];

export const styles = ['Scandinavisch', 'Industrieel', 'Modern', 'Landelijk', 'Klassiek', 'Japandi'];

/** The inflected adjective before a noun ("een moderne woonkamer"). */
export const styleAdjectives: Record<string, string> = {
  Scandinavisch: 'Scandinavische',
  Industrieel: 'Industriële',
  Modern: 'Moderne',
  Landelijk: 'Landelijke',
  Klassiek: 'Klassieke',
  Japandi: 'Japandi',
};

export const modelNames = [
  'Oslo', 'Lund', 'Bergen', 'Malmö', 'Aarhus', 'Odense', 'Delft', 'Gouda', 'Zwolle', 'Breda', 'Haarlem', 'Leiden',
  'Alkmaar', 'Vlieland', 'Texel', 'Ameland', 'Sintra', 'Porto', 'Lucca', 'Siena', 'Verona', 'Nice', 'Lyon', 'Gent',
  'Brugge', 'Namen', 'Tilburg', 'Hoorn', 'Edam', 'Volendam', 'Kyoto', 'Nara', 'Osaka', 'Luna', 'Nova', 'Sol',
  'Fjord', 'Dune', 'Mist', 'Noor', 'Saar', 'Vera', 'Fenna', 'Lotte', 'Mila', 'Juul', 'Bo', 'Roos',
];

export const modelSuffixes = ['', '', '', 'Deluxe', 'Compact', 'XL', 'Lounge', 'Soft', 'Plus', 'Natural'];

export const manufacturerNames = [
  'Nordhaven', 'Van Dijk Design', 'Eikenhof', 'Studio Lente', 'Huys & Co', 'Moerland', 'Fjell Living', 'Atelier Noord',
  'De Houtwerf', 'Linnen & Licht', 'Casa Verde', 'Kade Interieur', 'Brons Studio', 'Polder Design', 'Veluwe Meubel',
  'Urban Nest', 'Zuiderzee Home', 'Klei & Co', 'Rietveld Living', 'Maas Interieur', 'Lumen Atelier', 'Dorp Design',
  'Wolkenhuis', 'Stoer Wonen', 'Zacht & Zo', 'Het Ambacht', 'Duin Living', 'Bloom Studio', 'Kiezel', 'Vlas & Vorm',
];

export const eshopPrefixes = ['Woon', 'Meubel', 'Huis', 'Interieur', 'Design', 'Sfeer', 'Thuis', 'Nest', 'Loft', 'Stijl', 'Lamp', 'Tuin'];
export const eshopSuffixes = ['winkel', 'plein', 'paleis', 'expert', 'direct', 'online', 'kamer', 'markt'];

export const deliveryProviders = [
  { label: 'PostNL', website: 'postnl.nl' },
  { label: 'DHL', website: 'dhl.nl' },
  { label: 'DPD', website: 'dpd.com' },
  { label: 'Eigen bezorgdienst', website: '' },
  { label: 'Afhalen in de winkel', website: '' },
];

export const reviewPhrases = {
  positive: [
    'Prachtig product, precies zoals op de foto.',
    'Snel geleverd en heel makkelijk in elkaar te zetten.',
    'Mooie kwaliteit voor deze prijs.',
    'Zit heerlijk en ziet er strak uit in onze woonkamer.',
    'De kleur is in het echt nog mooier.',
    'Stevig en degelijk afgewerkt, echt een aanrader.',
  ],
  neutral: [
    'Prima product, maar de levering duurde wat langer dan verwacht.',
    'Goed voor de prijs, de handleiding kon duidelijker.',
    'Mooi, maar iets kleiner dan ik had gedacht.',
  ],
  negative: [
    'Helaas kwam het beschadigd aan, de klantenservice loste het wel netjes op.',
    'De kleur wijkt behoorlijk af van de foto.',
  ],
  pluses: ['Mooie kleur', 'Stevig', 'Goede prijs', 'Snelle levering', 'Makkelijk te monteren', 'Zit comfortabel', 'Tijdloos ontwerp'],
  minuses: ['Lange levertijd', 'Handleiding onduidelijk', 'Kleiner dan verwacht', 'Kleur wijkt af', 'Verpakking beschadigd'],
  replies: [
    'Bedankt voor uw review! Fijn dat u tevreden bent.',
    'Dank voor uw feedback, we nemen contact met u op om dit op te lossen.',
  ],
  nickNames: ['Sanne', 'Daan', 'Lisa', 'Thijs', 'Emma', 'Bram', 'Fleur', 'Joris', 'Anouk', 'Ruben', 'Iris', 'Koen', 'Marieke', 'Pieter'],
  german: ['Sehr schönes Produkt, schnelle Lieferung.', 'Gute Qualität zum fairen Preis.'],
  english: ['Lovely product, exactly as pictured.', 'Great quality for the price.'],
};

export const inspirationRooms = ['Woonkamer', 'Slaapkamer', 'Eetkamer', 'Werkkamer', 'Tuin', 'Hal'];
export const inspirationOwners = ['Redactie', 'Studio Lente', 'Wonen met Fenna', 'Huis van Daan', 'Interieurstylist Roos'];

export const articleSeeds: { title: string; category: string }[] = [
  { title: 'Zo kies je de juiste bank voor een kleine woonkamer', category: 'Woontips' },
  { title: 'Japandi: rust en natuurlijke materialen in huis', category: 'Trends' },
  { title: 'Vijf manieren om je slaapkamer gezelliger te maken', category: 'Woontips' },
  { title: 'Tweedehands meubels opknappen: zo begin je', category: 'Duurzaam' },
  { title: 'De interieurtrends van dit najaar', category: 'Trends' },
  { title: 'Verlichting in lagen: sfeer in elke kamer', category: 'Woontips' },
  { title: 'Een werkplek thuis die je rug blij maakt', category: 'Woontips' },
  { title: 'Duurzaam wonen begint bij de juiste materialen', category: 'Duurzaam' },
  { title: 'Zelf een wandrek maken van restjes hout', category: 'Doe het zelf' },
  { title: 'Kleur bekennen: terracotta en olijfgroen combineren', category: 'Trends' },
  { title: 'Je tuin klaar voor het voorjaar', category: 'Tuin' },
  { title: 'Vloerkleed kiezen: maat, materiaal en onderhoud', category: 'Woontips' },
  { title: 'Planten in huis: welke passen bij weinig licht?', category: 'Tuin' },
  { title: 'Zo richt je een kinderkamer in die meegroeit', category: 'Woontips' },
  { title: 'Rotan is terug: tips om het modern te stylen', category: 'Trends' },
  { title: 'Minder spullen, meer rust: opruimen met een plan', category: 'Duurzaam' },
  { title: 'Een eettafel voor elke ruimte', category: 'Woontips' },
  { title: 'Kussens stylen als een interieurstylist', category: 'Doe het zelf' },
  { title: 'Balkon inrichten op een paar vierkante meter', category: 'Tuin' },
  { title: 'Waarom wij geen nepkortingen tonen', category: 'Over ons' },
];
