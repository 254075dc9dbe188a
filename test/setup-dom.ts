import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { createEtalageStore, setStore } from '@etalage/store/store';
import { unmountModalHost } from '../packages/widgets/src/modal-host/host-root.js';

// Unmount what testing-library rendered, and the modal host's own root (it lives beside testing-library's).
// The body is not wiped here: portable stories unmount their own roots at the start of the next story, and
// portals (dialogs) must still be in place then.
afterEach(() => {
  cleanup();
  unmountModalHost();
});

// Files share their worker's page (vitest.config.ts: `isolate: false`): each leaves it as it found it, so the next
// file starts on an empty page, empty storage and a new store.
afterAll(() => {
  document.body.replaceChildren();
  for (const element of document.head.querySelectorAll('style, link, script, meta')) element.remove();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  setStore(createEtalageStore());
  delete (window as { Etalage?: unknown }).Etalage;
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
