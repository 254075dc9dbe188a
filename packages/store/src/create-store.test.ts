import { afterEach, describe, expect, it } from 'vitest';
import { defaultPageConfig } from '@etalage/core';
import { createEtalageStore, getStore } from './create-store.js';

describe('the shared store', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__etalageStore;
  });

  it('is pinned on the global object so a second copy of the script finds the same store', () => {
    const first = getStore();
    const second = getStore();
    expect(second).toBe(first);
    expect((globalThis as Record<string, unknown>).__etalageStore).toBe(first);
  });

  it('combines the slices into one state', () => {
    const store = createEtalageStore();
    expect(store.getState().config).toEqual(defaultPageConfig);
    store.getState().setConfig({ ...defaultPageConfig, project: 'be' });
    expect(store.getState().config.project).toBe('be');
  });

  it("takes a React host's partial config over the defaults, replacing the whole previous config", () => {
    const store = createEtalageStore();
    store.getState().setConfig({ project: 'be', likesHost: 'https://likes.example' });
    store.getState().setConfig({ apiHost: 'https://api.example' });
    expect(store.getState().config).toEqual({ ...defaultPageConfig, apiHost: 'https://api.example' });
  });
});
