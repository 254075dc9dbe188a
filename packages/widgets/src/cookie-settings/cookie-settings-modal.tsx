import { CONSENT_COOKIE, readCookie } from '@etalage/core';
import { ModalDialog, useModal } from '../modal-host/modal-context.js';
import CookieBar from '../cookie-bar/cookie-bar.js';

export const COOKIE_SETTINGS_TITLE = 'Cookie-instellingen';

/** The cookie bar as a dialog (spec §2): its settings open, the stored `_cc` choice ticked; a choice closes it. */
export default function CookieSettingsModal() {
  const { close } = useModal();
  return (
    <ModalDialog title={COOKIE_SETTINGS_TITLE}>
      <CookieBar granted={readCookie(CONSENT_COOKIE)} settingsOpen onChosen={close} />
    </ModalDialog>
  );
}
