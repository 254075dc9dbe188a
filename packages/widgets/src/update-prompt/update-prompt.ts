import type { Enhancer } from '@etalage/runtime';
import { getStore } from '@etalage/store/store';
import { startPageAnalytics } from '@etalage/store/page-analytics';
import { SKIP_WAITING_MESSAGE, SW_POLICY_NAME, UPDATING } from './texts.js';
import { reloadOnce } from './reload.js';
import { reportProblem, reportWarning } from '@etalage/core';

export interface UpdatePromptProps {
  /** The service worker's URL, same origin (the storefront: `/sw.js`); registered with scope `/`. */
  script: string;
}

type ScriptUrlPolicy = { createScriptURL(url: string): unknown };

/** The worker URL as the page's Trusted Types want it: a same-origin URL through our own policy, when enforced. */
function trustedScriptUrl(url: string): unknown {
  const trustedTypes = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy } }).trustedTypes;
  if (!trustedTypes) return url;
  const policy = trustedTypes.createPolicy(SW_POLICY_NAME, {
    createScriptURL: (input) => {
      if (new URL(input, location.href).origin !== location.origin) throw new TypeError(input);
      return input;
    },
  });
  return policy.createScriptURL(url);
}

/**
 * `data-etl-widget="update-prompt"` (every page, idle): registers the service worker with scope `/` and, when
 * a new version is installed and waiting, opens the server-drawn prompt 'Nieuwe versie beschikbaar'. Its button
 * tells the waiting worker to take over; when it takes control the page reloads once. The first install
 * (no worker controlled the page yet) reloads nothing. It also starts the page analytics of `@etalage/store`
 * (`customPageView` on back-forward restores, the tracking user), the one idle chunk every page loads anyway.
 */
const enhanceUpdatePrompt: Enhancer<UpdatePromptProps> = (element, { script }) => {
  // The page's own analytics (bfcache page views, the tracking user) ride in this every-page idle chunk.
  startPageAnalytics(getStore());
  const win = element.ownerDocument.defaultView;
  const container = win?.navigator.serviceWorker;
  if (!win || !container) return;
  const box = element.querySelector<HTMLElement>('.etl-update-prompt__box');
  const button = element.querySelector<HTMLButtonElement>('.etl-update-prompt__button');
  const hadController = Boolean(container.controller);
  let reloaded = false;
  let stopped = false;

  const onControllerChange = () => {
    if (!hadController || reloaded) return;
    reloaded = true;
    reloadOnce(win);
  };
  container.addEventListener('controllerchange', onControllerChange);

  const show = (worker: ServiceWorker) => {
    if (stopped || !box || !button) return;
    box.hidden = false;
    button.onclick = () => {
      button.disabled = true;
      button.textContent = UPDATING;
      worker.postMessage(SKIP_WAITING_MESSAGE);
    };
  };

  const watch = (registration: ServiceWorkerRegistration) => {
    if (registration.waiting && container.controller) show(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        // Installed while another worker controls the page: the new one waits for the prompt.
        if (installing.state === 'installed' && container.controller) show(installing);
      });
    });
  };

  // No worker is no fault of the page (private modes, blocked workers, a failed download): one warning, nothing else changes.
  const notRegistered = (reason: unknown) => reportWarning('update-prompt', 'service worker not registered', reason);
  let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;
  try {
    registering = container.register(trustedScriptUrl(script) as string, { scope: '/' });
  } catch (error) {
    // A strict CSP that does not list our Trusted Types policy (the host's configuration): no worker, nothing else changes.
    reportProblem('update-prompt', 'service worker not registered', error);
  }
  // A registration that resolves to nothing: workers blocked by the browser or its automation (Playwright's 'block').
  registering?.then((registration) => (registration ? watch(registration) : notRegistered('register() gave no registration')), notRegistered);

  return () => {
    stopped = true;
    container.removeEventListener('controllerchange', onControllerChange);
  };
};

export default enhanceUpdatePrompt;
