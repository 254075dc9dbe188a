/**
 * Chunk groups: widgets that always appear together share one lazy chunk (one request and one file instead of
 * several; each widget keeps its own folder). A group is one module here that re-exports its widgets' components,
 * one line per folder, and one `import()` below, so that the build writes the group's preload list once. A
 * widget's definition says its group in its `load`: `fromGroup(cardButtons, 'LikeButton')`, the group's export being
 * the folder's name in PascalCase (the registry test checks both).
 */
import { loadWithRetry } from '@etalage/core/load-with-retry';

export const cardButtons = () => import('./card-buttons.js');
export const headerButtons = () => import('./header-buttons.js');

/**
 * A widget's `load` from its chunk group: the group's chunk, then the widget's component in it. The group's import
 * is retried here, where it is one `import()` (a retry under a new URL answers the group's module).
 */
export function fromGroup<Group, Key extends keyof Group>(group: () => Promise<Group>, component: Key): () => Promise<{ default: Group[Key] }> {
  return () => loadWithRetry(group).then((module) => ({ default: module[component] }));
}
