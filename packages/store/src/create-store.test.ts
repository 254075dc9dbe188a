import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPageConfig } from '@etalage/core';

/** A fresh copy of the module each time: as a host's own build of the store next to the embed's. */
const freshModule = async () => {
  vi.resetModules();
  return import('./create-store.js');
};

describe('the shared store', () => {
  afterEach(() => {
    delete (window as { Etalage?: unknown }).Etalage;
  });

  it('is made on first use and shown on the handle (window.Etalage.store)', async () => {
    const { getStore } = await freshModule();
    expect((window as { Etalage?: unknown }).Etalage).toBeUndefined();
    const store = getStore();
    expect(getStore()).toBe(store);
    expect((window as { Etalage?: { store?: unknown } }).Etalage?.store).toBe(store);
  });

  it("is a host bundle's store for the embed when the host asked first, and the embed's handle keeps it", async () => {
    const host = await freshModule();
    const store = host.getStore();
    const embed = await freshModule();
    expect(embed).not.toBe(host);
    expect(embed.getStore()).toBe(store);
    // The embed then shows its API on the handle, with the store it got (embed.ts).
    Object.defineProperty(window, 'Etalage', { value: { refresh: () => {}, store: embed.getStore() }, configurable: true });
    expect(host.getStore()).toBe(store);
    const later = await freshModule();
    expect(later.getStore()).toBe(store);
  });

  it("is the embed's store (its handle, window.Etalage.store) for a second copy of the module", async () => {
    const embed = await freshModule();
    const store = embed.getStore();
    Object.defineProperty(window, 'Etalage', { value: { store }, configurable: true });
    const host = await freshModule();
    expect(host).not.toBe(embed);
    expect(host.getStore()).toBe(store);
  });

  it('can be replaced (tests, stories)', async () => {
    const { createEtalageStore, getStore, setStore } = await freshModule();
    const replacement = createEtalageStore();
    expect(setStore(replacement)).toBe(replacement);
    expect(getStore()).toBe(replacement);
  });

  it('ends the window listeners of the store it replaces', async () => {
    const { createEtalageStore, getStore, setStore } = await freshModule();
    const replaced = getStore();
    const removed = vi.spyOn(replaced.getState(), 'removeLikesListeners');
    setStore(replaced);
    expect(removed).not.toHaveBeenCalled();
    setStore(createEtalageStore());
    expect(removed).toHaveBeenCalledOnce();
  });

  it('combines the slices into one state', async () => {
    const { createEtalageStore } = await freshModule();
    const store = createEtalageStore();
    expect(store.getState().config).toEqual(defaultPageConfig);
    store.getState().setConfig({ ...defaultPageConfig, project: 'be' });
    expect(store.getState().config.project).toBe('be');
  });

  it("takes a React host's partial config over the defaults, replacing the whole previous config", async () => {
    const { createEtalageStore } = await freshModule();
    const store = createEtalageStore();
    store.getState().setConfig({ project: 'be', likesHost: 'https://likes.example' });
    store.getState().setConfig({ apiHost: 'https://api.example' });
    expect(store.getState().config).toEqual({ ...defaultPageConfig, apiHost: 'https://api.example' });
  });
});
