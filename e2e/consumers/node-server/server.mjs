// A plain Node server that renders a product page with the packages as installed from their tarballs: the card
// with its widgets prerendered by `@etalage/widgets/server`, a voucher in the browser's card markup of
// `@etalage/markup`, and the one script tag. It prints the page's HTML when started with `--print`.
import { createServer } from 'node:http';
import { renderProductCard } from '@etalage/widgets/server';
import { html, widgetAttributes } from '@etalage/markup';

const card = {
  id: 10033,
  name: 'Bank Saar leer grijs',
  detailUrl: '/product/v/10033-bank-saar-leer-grijs',
  shopDomain: '',
  eshop: { id: 3, name: 'Woonwinkel De Vries', slug: 'woonwinkel-de-vries', paid: true },
  price: { price: 1299, priceBeforeDiscount: 1499, installmentMonths: null, installmentAmount: null },
  voucher: { code: 'WOON20', value: 10, valueType: 'money', priceWithVoucher: 1289 },
  active: true,
  inStock: true,
  freeShipping: true,
  deliveryInDays: 5,
  tier: null,
  promoTags: [],
  topProductLabel: null,
  reviews: { rating: 4.4, reviewsCount: 26, imagesCount: 4 },
  images: [{ id: 1, url: '/images/product/card/1.webp' }],
  displayParameters: [{ name: 'Materiaal', value: 'Leer' }],
  alternativeOffersCount: 2,
  likesCount: 12,
};

export function page() {
  return html`<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><title>Bank Saar</title>
<script type="module" src="/static/etalage/embed.js"></script></head>
<body>
<ul class="product-list">${renderProductCard(card, { clickSource: 1 })}</ul>
<div ${widgetAttributes('review-list', { variantId: 10033, productName: 'Bank Saar leer grijs' })}><p>Reviews</p></div>
</body>
</html>`.value;
}

if (process.argv.includes('--print')) {
  process.stdout.write(page());
} else {
  const port = Number(process.env.PORT ?? 3000);
  createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page());
  }).listen(port, () => console.log(`http://127.0.0.1:${port}/`));
}
