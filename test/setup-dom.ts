import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { unmountModalHost } from '../packages/widgets/src/modal-host/host-root.js';

// Unmount what testing-library rendered, and the modal host's own root (it lives beside testing-library's).
// The body is not wiped here: portable stories unmount their own roots at the start of the next story, and
// portals (dialogs) must still be in place then.
afterEach(() => {
  cleanup();
  unmountModalHost();
});
