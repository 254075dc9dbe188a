import { getStorage, MENU_CACHE_MS, STORAGE_KEYS, type SafeStorage } from '@etalage/core';
import type { MenuAnswer, MenuNode } from '@etalage/core/api';
import { getStore } from '@etalage/store';

export const MENU_TREES = ['primary', 'rooms', 'gifts', 'top'] as const;
export type MenuTree = (typeof MENU_TREES)[number];

function isNode(value: unknown): value is MenuNode {
  if (typeof value !== 'object' || value === null) return false;
  const node = value as Partial<MenuNode>;
  return typeof node.name === 'string' && typeof node.slug === 'string' && Array.isArray(node.children) && node.children.every(isNode);
}

/** A menu answer as the API gives it (a stored copy from an older release or another tab may not be one). */
export function isMenuAnswer(value: unknown): value is MenuAnswer {
  if (typeof value !== 'object' || value === null) return false;
  return MENU_TREES.every((tree) => {
    const nodes = (value as Record<string, unknown>)[tree];
    return Array.isArray(nodes) && nodes.every(isNode);
  });
}

function storage(): SafeStorage | null {
  try {
    return getStore().getState().storageOverride ?? getStorage();
  } catch {
    return null;
  }
}

/**
 * The menu trees of `GET /api/v2/menu`, from local storage while the stored copy is younger than an hour
 * (spec §4, §9), else from the API and then stored with that expiry. A storage that is missing, disabled or
 * full (spec §8) only costs the cache: the menu is fetched every time and still shown.
 */
export async function loadMenu(): Promise<MenuAnswer> {
  const store = storage();
  let cached: unknown;
  try {
    cached = store?.get<unknown>(STORAGE_KEYS.menu);
  } catch {
    cached = undefined;
  }
  if (isMenuAnswer(cached)) return cached;

  const api = await getStore().getState().api();
  const menu = await api.fetchMenu();
  if (!isMenuAnswer(menu)) throw new Error('The menu answer has no primary, rooms, gifts and top trees');
  try {
    store?.set(STORAGE_KEYS.menu, menu, { ttlMs: MENU_CACHE_MS });
  } catch {
    // set() codes its errors instead of throwing; this is for a foreign storage override that throws anyway.
  }
  return menu;
}
