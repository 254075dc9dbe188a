/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { formatCount } from '@etalage/core';
import type { AppEnv } from '../context.js';
import { roomOverview, type RoomTile } from '../catalog/rooms.js';
import { Breadcrumbs, renderPage } from './render.js';

const products = (n: number) => `${formatCount(n)} ${n === 1 ? 'product' : 'producten'}`;
const inspirations = (n: number) => `${formatCount(n)} ${n === 1 ? 'inspiratie' : 'inspiraties'}`;

/** A room: the tile links to its products; its inspiration link sits beside it (links cannot nest), unless the tile already goes there. */
function RoomTiles({ tiles, label }: { tiles: RoomTile[]; label: string }) {
  return (
    <ul class="category-tiles room-tiles" aria-label={label}>
      {tiles.map((room) => (
        <li class="room-tile">
          <a class="category-tile" href={room.url}>
            <img src={room.imageUrl} alt="" width="160" height="160" loading="lazy" />
            <span class="category-tile-name">{room.name}</span>
            <span class="category-tile-count">{products(room.productCount)}</span>
          </a>
          <p class="room-tile-text">{room.description}</p>
          {room.inspirationCount && room.inspirationUrl !== room.url ? (
            <a class="room-tile-link" href={room.inspirationUrl}>
              {inspirations(room.inspirationCount)}
              <span class="visually-hidden"> voor de {room.name.toLowerCase()}</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** `/producten/ruimtes`: the rooms of the menu with their products and inspiration. */
export function roomsPage(c: Context<AppEnv>) {
  const { rooms, everyRoom } = roomOverview(c.get('deps').db);
  return renderPage(
    c,
    { title: 'Ruimtes', description: 'Richt je huis kamer voor kamer in: meubels en woonaccessoires per ruimte, van woonkamer tot tuin.' },
    <div class="container">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Alle producten', url: '/producten' }, { name: 'Ruimtes' }]} />
      <div class="listing-head">
        <h1>Ruimtes</h1>
        <p class="listing-intro">
          Richt je huis kamer voor kamer in. Kies een ruimte om alle producten te zien die erbij horen, van tientallen webshops naast elkaar, of laat je
          eerst inspireren door interieurs die door stylisten en webshops zijn ingericht.
        </p>
      </div>
      <section class="home-section" aria-labelledby="rooms-title">
        <h2 id="rooms-title">Kies een ruimte</h2>
        <RoomTiles tiles={rooms} label="Ruimtes" />
      </section>
      {everyRoom.length ? (
        <section class="home-section" aria-labelledby="every-room-title">
          <h2 id="every-room-title">Voor elke ruimte</h2>
          <p>Lampen, kussens, vloerkleden en andere accessoires passen in elke kamer en maken een ruimte af.</p>
          <RoomTiles tiles={everyRoom} label="Voor elke ruimte" />
        </section>
      ) : null}
      <section class="home-section prose" aria-labelledby="rooms-tips-title">
        <h2 id="rooms-tips-title">Zo pak je een kamer aan</h2>
        <p>
          Begin met de grote stukken, zoals de bank, het bed of de eettafel, en meet de ruimte goed op: op elke categoriepagina filter je op breedte, kleur
          en materiaal. Kies daarna verlichting in lagen en maak de kamer af met textiel en accessoires. Meer tips lees je in het{' '}
          <a href="/magazine">magazine</a>, en in de <a href="/inspirations">inspiratie</a> klik je op een foto om de producten erin te vinden.
        </p>
      </section>
    </div>,
  );
}
