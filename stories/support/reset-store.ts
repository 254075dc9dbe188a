import { createEtalageStore, setStore } from '@etalage/store';

/**
 * Every story starts from a fresh shared store (a project-level beforeEach, so a story's own beforeEach
 * can then put a user or likes into it), and nothing leaks between stories or tests.
 */
export function resetStore(): void {
  localStorage.removeItem('etalage:pending-likes');
  localStorage.removeItem('etalage:likes');
  localStorage.removeItem('etalage:menu');
  setStore(createEtalageStore());
}
