import type { MenuAnswer, MenuNode } from '@etalage/core/api';

const node = (id: number, name: string, slug: string, children: MenuNode[] = [], url?: string): MenuNode => ({
  id,
  name,
  slug,
  imageUrl: `/images/article/thumb/${id}.jpg`,
  ...(url ? { url } : {}),
  children,
});

/** A menu like the reference storefront's: groups of categories, rooms, gift ideas and popular categories. */
export const menuFixture: MenuAnswer = {
  primary: [
    node(1, 'Meubels', 'meubels', [node(2, 'Banken', 'banken'), node(3, 'Eettafels', 'eettafels')]),
    node(4, 'Verlichting', 'verlichting', [node(5, 'Hanglampen', 'hanglampen'), node(6, 'Tafellampen', 'tafellampen')]),
  ],
  rooms: [node(10, 'Woonkamer', 'woonkamer', [], '/inspirations?ruimte=woonkamer')],
  gifts: [node(20, 'Cadeaus onder € 25', 'kussens')],
  top: [node(30, 'Bedden', 'bedden')],
};
