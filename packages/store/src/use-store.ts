import { useStore as useZustandStore } from 'zustand';
import type { EtalageState } from './state.js';
import { getStore } from './create-store.js';

/** Reads a slice of the shared store and re-renders when it changes (no Provider: roots are separate). */
export function useStore<Selected>(selector: (state: EtalageState) => Selected): Selected {
  return useZustandStore(getStore(), selector);
}
