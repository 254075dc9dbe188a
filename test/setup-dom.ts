import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Unmount what testing-library rendered. The body is not wiped here: portable stories unmount their own
// roots at the start of the next story, and portals (dialogs) must still be in place then.
afterEach(() => {
  cleanup();
});
