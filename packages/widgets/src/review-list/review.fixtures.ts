import type { Review, ReviewsAnswer, ReviewsModalAnswer } from '@etalage/core/api';

/** Review fixtures for tests and stories (the storefront's answers in shape and wording). */
const names = ['Sanne', 'Daan', 'Lisa', 'Thijs', 'Emma', 'Bram', 'Fleur', 'Joris', 'Anouk', 'Ruben'];
const texts = [
  'Prachtig product, precies zoals op de foto.',
  'Snel geleverd en heel makkelijk in elkaar te zetten.',
  'Mooie kwaliteit voor deze prijs.',
  'Prima product, maar de levering duurde wat langer dan verwacht.',
  'De kleur wijkt behoorlijk af van de foto.',
];

const imageUrls = (id: number) => ({ id, url: `/images/review/800x800/${id}.webp`, thumbUrl: `/images/review/96x96/${id}.webp` });

export function review(n: number, overrides: Partial<Review> = {}): Review {
  const imageIds = n % 2 === 0 ? [n * 10, n * 10 + 1] : [];
  return {
    externalId: `R-${n}`,
    userId: null,
    userNickName: names[n % names.length]!,
    userAvatar: null,
    value: 5 - (n % 3),
    dateTime: new Date(Date.UTC(2026, 10, 20 - (n % 20))).toISOString(),
    imageIds,
    images: imageIds.map(imageUrls),
    text: { text: texts[n % texts.length]!, originalText: null },
    reply: null,
    pluses: n % 3 === 0 ? ['Stevig', 'Mooie kleur'] : [],
    minuses: n % 4 === 1 ? ['Lange levertijd'] : [],
    translatedFrom: null,
    eshop: { id: 7, name: 'Wonen & Zo', slug: 'wonen-en-zo', paid: true },
    source: 'etalage',
    variant: { id: 10033, name: 'Bank Saar leer grijs', slug: 'bank-saar-leer-grijs' },
    ...overrides,
  };
}

export const translatedReview = review(101, {
  userNickName: 'Klaus',
  text: { text: 'Heel mooi product, snelle levering.', originalText: 'Sehr schönes Produkt, schnelle Lieferung.' },
  translatedFrom: 'de',
});

export const repliedReview = review(102, {
  userNickName: 'Marieke',
  value: 2,
  text: { text: 'Helaas kwam het beschadigd aan, de klantenservice loste het wel netjes op.', originalText: null },
  reply: { text: 'Dank voor uw feedback, we nemen contact met u op om dit op te lossen.', dateTime: '2026-11-12T00:00:00.000Z' },
});

export const photoReview = review(104, {
  userNickName: 'Fleur',
  imageIds: [1041, 1042, 1043],
  images: [1041, 1042, 1043].map(imageUrls),
  pluses: ['Zit comfortabel'],
});

/** `count` reviews: the first ones are the special ones above. */
export function reviewSet(count: number): Review[] {
  const special = [translatedReview, repliedReview, photoReview];
  return Array.from({ length: count }, (_, i) => special[i] ?? review(i + 1));
}

/** A page of `reviews` as `POST /api/v2/variant/reviews` answers it (10 a page). */
export function reviewsPage(reviews: Review[], page: number, pageSize = 10): ReviewsAnswer {
  return { page, hasMore: reviews.length > page * pageSize, reviews: reviews.slice((page - 1) * pageSize, page * pageSize) };
}

export const withImages = (reviews: Review[]) => reviews.filter((r) => r.imageIds.length > 0);

/** The reviews modal's answer for `reviews`. */
export function modalAnswer(reviews: Review[]): ReviewsModalAnswer {
  const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const r of reviews) distribution[String(r.value)]! += 1;
  const photos = withImages(reviews);
  const rating = reviews.length ? Math.round((reviews.reduce((sum, r) => sum + r.value, 0) / reviews.length) * 100) / 100 : null;
  return {
    rating,
    reviewsCount: reviews.length,
    imagesCount: photos.reduce((sum, r) => sum + r.imageIds.length, 0),
    reviewsWithImageCount: photos.length,
    distribution,
    reviews: reviews.slice(0, 10),
    hasMore: reviews.length > 10,
    reviewsWithImage: photos.slice(0, 10),
    summary: reviews.length
      ? {
          pros: [
            { text: 'Mooie kleur', percentage: 82 },
            { text: 'Stevig', percentage: 64 },
            { text: 'Goede prijs', percentage: 47 },
          ],
          cons: [
            { text: 'Lange levertijd', percentage: 21 },
            { text: 'Handleiding onduidelijk', percentage: 9 },
          ],
          web: {
            summary: 'Kopers zijn overwegend positief over de Bank Saar leer grijs: vooral de uitstraling en de prijs worden gewaardeerd.',
            sources: ['Reviews op Etalage', 'Reviews bij de webshop'],
          },
        }
      : null,
  };
}
