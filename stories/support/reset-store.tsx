import type { Decorator } from '@storybook/react-vite';
import { createEtalageStore, setStore } from '@etalage/store';

/** Every story starts from a fresh shared store, so no state leaks between stories or tests. */
export const resetStoreDecorator: Decorator = (Story) => {
  setStore(createEtalageStore());
  return <Story />;
};
