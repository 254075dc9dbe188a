import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEtalageStore } from './create-store.js';
import { CycleError } from './detect-cycles.js';

/** Spec §8: a cycle in reactive state raises a cycle error. */
describe('cycles in the store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stops listeners that set each other without end with a CycleError naming the cycle, reported as etalage:error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: { area: string; error: unknown }[] = [];
    const hear = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener('etalage:error', hear);
    const store = createEtalageStore();
    // Opening a modal marks a like, and a changed like opens the modal again: each update starts the other.
    store.subscribe((state, previous) => {
      if (state.modals !== previous.modals) store.setState({ likesSyncing: !state.likesSyncing });
    });
    store.subscribe((state, previous) => {
      if (state.likesSyncing !== previous.likesSyncing) store.setState((now) => ({ modals: [...now.modals] }));
    });
    let thrown: unknown;
    try {
      store.setState({ modals: [] });
    } catch (error) {
      thrown = error;
    }
    try {
      expect(thrown).toBeInstanceOf(CycleError);
      expect((thrown as CycleError).cycle).toEqual(['modals', 'likesSyncing', 'modals']);
      expect((thrown as CycleError).message).toBe('Cycle in reactive state: modals → likesSyncing → modals');
      await vi.waitFor(() => expect(heard).toEqual([{ area: 'store', error: thrown }]));
    } finally {
      document.removeEventListener('etalage:error', hear);
    }
    // The store stays usable: the next update outside the cycle goes through.
    store.setState({ userLoaded: true });
    expect(store.getState().userLoaded).toBe(true);
  });

  it('names an update that starts itself', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createEtalageStore();
    store.subscribe((state) => store.setState({ manyVariantLikes: !state.manyVariantLikes }));
    expect(() => store.setState({ manyVariantLikes: true })).toThrow('Cycle in reactive state: manyVariantLikes → manyVariantLikes');
  });

  it('lets listeners update the state a bounded number of times', () => {
    const store = createEtalageStore();
    store.subscribe((state) => {
      if (state.userLoaded && !state.likesSyncing) store.setState({ likesSyncing: true });
    });
    store.setState({ userLoaded: true });
    expect(store.getState()).toMatchObject({ userLoaded: true, likesSyncing: true });
  });

  it('reaches the slices: an action that sets state goes through the same check', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createEtalageStore();
    store.subscribe(() => store.getState().setConfig({ ...store.getState().config }));
    expect(() => store.getState().setConfig({ ...store.getState().config })).toThrow(CycleError);
  });
});
