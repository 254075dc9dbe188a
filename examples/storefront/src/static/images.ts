import { Hono } from 'hono';
import { escapeHtml } from '@etalage/markup';
import type { AppEnv } from '../context.js';
import { imageTypes, parseImageSize, type ImageType } from '../catalog/images.js';
import type { Db } from '../db/connection.js';
import { UPLOADED_PHOTO_BASE } from '../catalog/reviews.js';
import { placeholderPng, type PlaceholderRect } from './placeholder-png.js';

const palette = ['#3d6b52', '#80868c', '#2f5d8c', '#d8c7a8', '#b5603f', '#c9aa80', '#7a5335', '#d9a7aa'];

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (v: number) => Math.max(0, Math.min(255, Math.round(v + amount * 255)));
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function wrap(text: string, max = 22): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > max && line) {
      lines.push(line);
      line = word;
    } else {
      line = `${line} ${word}`.trim();
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

type PlaceholderShape = 'product' | 'room' | 'avatar';

/** The picture of a placeholder: a background and a furniture-like shape (a sofa, or a room with a sofa and a cabinet). */
function placeholderScene(color: string, variant: number, shape: PlaceholderShape | undefined): { background: string; rects: PlaceholderRect[] } {
  const background = shade(color, 0.32 - (variant % 4) * 0.06);
  if (shape === 'room') {
    return {
      background,
      rects: [
        { x: 0, y: 230, width: 400, height: 170, color: shade(color, 0.1) },
        { x: 60, y: 150, width: 200, height: 90, r: 18, color },
        { x: 290, y: 90, width: 60, height: 80, r: 6, color: shade(color, -0.12) },
      ],
    };
  }
  const offset = (variant % 3) * 12;
  const legs = shade(color, -0.2);
  return {
    background,
    rects: [
      { x: 70 + offset, y: 120 - offset, width: 260 - offset * 2, height: 130 + offset, r: 22, color },
      { x: 90 + offset, y: 250, width: 16, height: 34, color: legs },
      { x: 294 - offset, y: 250, width: 16, height: 34, color: legs },
    ],
  };
}

/** A square SVG placeholder with a label: the shops' logos and the users' avatars (initials). */
export function placeholderSvg(options: { width: number; height: number; color: string; label: string; variant?: number; shape?: PlaceholderShape }): string {
  const { width, height, color, label } = options;
  const box = `width="${width}" height="${height}" viewBox="0 0 400 400" preserveAspectRatio="xMidYMid slice"`;
  if (options.shape === 'avatar') {
    return `<svg xmlns="http://www.w3.org/2000/svg" ${box}><rect width="400" height="400" fill="${color}"/><text x="200" y="250" text-anchor="middle" font-family="system-ui, sans-serif" font-size="160" font-weight="700" fill="${luminance(color) > 0.35 ? '#1f2328' : '#ffffff'}">${escapeHtml(label)}</text></svg>`;
  }
  const { background, rects } = placeholderScene(color, options.variant ?? 0, options.shape);
  const ink = luminance(background) > 0.35 ? '#1f2328' : '#ffffff';
  const lines = wrap(label);
  const text = lines
    .map((l, i) => `<text x="200" y="${336 + (i - (lines.length - 1) / 2) * 26}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="21" font-weight="600" fill="${ink}">${escapeHtml(l)}</text>`)
    .join('');
  const shapes = rects.map((rect) => `<rect x="${rect.x}" y="${rect.y}" width="${rect.width}" height="${rect.height}"${rect.r ? ` rx="${rect.r}"` : ''} fill="${rect.color}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" ${box} role="img"><rect width="400" height="400" fill="${background}"/>${shapes}${text}</svg>`;
}

function describe(db: Db, type: ImageType, id: number): { color: string; label: string; variant?: number; shape?: PlaceholderShape } | undefined {
  switch (type) {
    case 'product': {
      const row = db.prepare('SELECT name, color_hex, image_count FROM variants WHERE id = ?').get(Math.floor(id / 100)) as
        | { name: string; color_hex: string; image_count: number }
        | undefined;
      if (!row || id % 100 >= Math.max(row.image_count, 1)) return undefined;
      return { color: row.color_hex, label: row.name, variant: id % 100 };
    }
    case 'review': {
      const row = db.prepare('SELECT r.user_nick_name, v.color_hex FROM reviews r JOIN variants v ON v.id = r.variant_id WHERE r.id = ?').get(Math.floor(id / 10)) as
        | { user_nick_name: string; color_hex: string }
        | undefined;
      return row ? { color: row.color_hex, label: `Foto van ${row.user_nick_name}`, variant: id % 10, shape: 'room' } : undefined;
    }
    case 'inspiration': {
      const row = db.prepare('SELECT name, color FROM inspirations WHERE id = ?').get(Math.floor(id / 10)) as { name: string; color: string } | undefined;
      return row ? { color: row.color, label: row.name, variant: id % 10, shape: 'room' } : undefined;
    }
    case 'avatar': {
      const row = db.prepare('SELECT first_name, last_name FROM users WHERE id = ?').get(id) as { first_name: string; last_name: string } | undefined;
      if (!row) return undefined;
      return { color: palette[id % palette.length]!, label: `${row.first_name[0]}${row.last_name.split(' ').pop()![0]}`.toUpperCase(), shape: 'avatar' };
    }
    case 'article': {
      const category = db.prepare('SELECT name, color FROM categories WHERE id = ?').get(id) as { name: string; color: string } | undefined;
      if (category) return { color: category.color, label: category.name };
      const article = db.prepare('SELECT title, color FROM articles WHERE id = ?').get(id) as { title: string; color: string } | undefined;
      if (article) return { color: article.color, label: article.title, shape: 'room' };
      return { color: palette[id % palette.length]!, label: 'Etalage', shape: 'room' };
    }
  }
}

/** Drawn photos kept by path: a listing asks for the same ~135 again on every visit. */
const PHOTO_CACHE_SIZE = 4000;

/**
 * Generated images at `/images/{type}/{width}x{height}/{id}.{jpg|webp}`: photos as PNG, avatars as SVG (their
 * initials are text), whatever the extension.
 */
export function imageRoutes() {
  const app = new Hono<AppEnv>();
  const photos = new Map<string, Buffer>();
  const photo = (key: string, draw: () => Buffer) => {
    let bytes = photos.get(key);
    if (!bytes) {
      bytes = draw();
      if (photos.size >= PHOTO_CACHE_SIZE) photos.delete(photos.keys().next().value!);
      photos.set(key, bytes);
    }
    return new Response(new Uint8Array(bytes), { headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' } });
  };
  const svg = (body: string) =>
    new Response(body, { headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' } });
  app.get('/images/logo/:file', (c) => {
    const match = /^([a-z0-9-]+)\.svg$/.exec(c.req.param('file'));
    if (!match) return c.notFound();
    return svg(placeholderSvg({ width: 120, height: 120, color: '#80868c', label: match[1]!.replace(/-/g, ' ') }));
  });
  app.get('/images/:type/:size/:file', (c) => {
    const type = c.req.param('type') as ImageType;
    const size = parseImageSize(c.req.param('size'));
    const match = /^(\d{1,10})\.(jpg|webp)$/.exec(c.req.param('file'));
    if (!imageTypes.includes(type) || !size || !match) return c.notFound();
    if (type === 'review' && Number(match[1]) >= UPLOADED_PHOTO_BASE) {
      // A photo sent with a review (/star/{ident}): its own bytes at every size, never sniffed as anything else.
      const photo = c.get('deps').db.prepare('SELECT type, data FROM review_photos WHERE id = ?').get(Number(match[1]) - UPLOADED_PHOTO_BASE) as
        | { type: string; data: Buffer }
        | undefined;
      if (!photo) return c.notFound();
      return c.body(new Uint8Array(photo.data), 200, {
        'content-type': photo.type,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'public, max-age=86400',
      });
    }
    const description = describe(c.get('deps').db, type, Number(match[1]));
    if (!description) return c.notFound();
    if (description.shape === 'avatar') return svg(placeholderSvg({ ...size, ...description }));
    return photo(`${type}/${size.width}x${size.height}/${match[1]}`, () => {
      const { background, rects } = placeholderScene(description.color, description.variant ?? 0, description.shape);
      return placeholderPng(size.width, size.height, background, rects);
    });
  });
  return app;
}
