import type { Db } from '../db/connection.js';
import { menuTrees } from './content.js';
import { imageUrl } from './images.js';
import { slugify } from '../seed/random.js';

/** A room of the menu's rooms tree (spec §2 'Menu: ... rooms'), with what the shopper finds there. */
export interface RoomTile {
  name: string;
  slug: string;
  imageUrl: string;
  /** The room's categories in words, e.g. 'Banken, fauteuils en salontafels'. */
  description: string;
  productCount: number;
  /** The room's listing, or its inspiration when no category group matches the room. */
  url: string;
  inspirationCount: number;
  inspirationUrl: string;
}

interface GroupRow {
  id: number;
  name: string;
  slug: string;
  children: string | null;
  n: number;
}

const joinNl = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`);
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every top-level category group with its categories and the number of (non-disabled) variants in them. */
function categoryGroups(db: Db): GroupRow[] {
  return db
    .prepare(
      `SELECT g.id, g.name, g.slug,
         (SELECT group_concat(name, '|') FROM (SELECT name FROM categories WHERE parent_id = g.id ORDER BY position, id)) AS children,
         (SELECT COUNT(*) FROM variants v JOIN categories c ON c.id = v.category_id WHERE c.parent_id = g.id AND v.disabled = 0) AS n
       FROM categories g WHERE g.parent_id IS NULL ORDER BY g.position, g.id`,
    )
    .all() as GroupRow[];
}

const describe = (group: GroupRow) => sentenceCase(joinNl((group.children ?? '').split('|').filter(Boolean).map((name) => name.toLowerCase())));

/** Products tagged in a room's inspirations: a room without categories of its own (the hall) still has products. */
function taggedVariantCount(db: Db, room: string): number {
  const ids = new Set<number>();
  for (const images of db.prepare('SELECT images FROM inspirations WHERE room = ?').pluck().all(room) as string[]) {
    for (const image of JSON.parse(images) as { variants: { variantId: number }[] }[]) for (const tag of image.variants) ids.add(tag.variantId);
  }
  if (ids.size === 0) return 0;
  const list = [...ids];
  return (db.prepare(`SELECT COUNT(*) FROM variants WHERE disabled = 0 AND id IN (${list.map(() => '?').join(',')})`).pluck().get(...list) as number);
}

/** `/producten/ruimtes`: the rooms of the menu, and the category groups that belong to every room (lighting, decoration). */
export function roomOverview(db: Db): { rooms: RoomTile[]; everyRoom: RoomTile[] } {
  const groups = categoryGroups(db);
  const inspirations = new Map(
    (db.prepare('SELECT room, COUNT(*) AS n FROM inspirations GROUP BY room').all() as { room: string; n: number }[]).map((r) => [slugify(r.room), r.n]),
  );
  const inspirationUrl = (slug: string) => `/inspirations?ruimte=${encodeURIComponent(slug)}`;
  const rooms = menuTrees(db).rooms.map((node): RoomTile => {
    const group = groups.find((g) => g.slug === node.slug);
    return {
      name: node.name,
      slug: node.slug,
      imageUrl: node.imageUrl,
      description: group ? describe(group) : `Ideeën en producten uit onze inspiratie voor de ${node.name.toLowerCase()}`,
      productCount: group ? group.n : taggedVariantCount(db, node.name),
      url: group ? `/producten/${group.slug}` : inspirationUrl(node.slug),
      inspirationCount: inspirations.get(node.slug) ?? 0,
      inspirationUrl: inspirationUrl(node.slug),
    };
  });
  const roomSlugs = new Set(rooms.map((room) => room.slug));
  const everyRoom = groups
    .filter((group) => !roomSlugs.has(group.slug))
    .map((group): RoomTile => ({
      name: group.name,
      slug: group.slug,
      imageUrl: imageUrl('article', 'thumb', group.id),
      description: describe(group),
      productCount: group.n,
      url: `/producten/${group.slug}`,
      inspirationCount: 0,
      inspirationUrl: '',
    }));
  return { rooms, everyRoom };
}
