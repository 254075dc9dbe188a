import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@etalage/core';
import { createEtalageStore } from './create-store.js';
import { resetPageAnalytics, startPageAnalytics } from './page-analytics.js';

const user: User = {
  id: 42,
  name: 'Sanne de Boer',
  firstName: 'Sanne',
  lastName: 'de Boer',
  initials: 'SD',
  email: 'sanne@example.nl',
  hashedEmail: 'a'.repeat(64),
  avatarUrl: null,
  isEshop: false,
  isAdmin: false,
  adminModeEnabled: false,
  dob: '1991-02-03',
  gender: 'female',
};

function setConsent(value: string | null) {
  document.cookie = value === null ? '_cc=; path=/; max-age=0' : `_cc=${encodeURIComponent(value)}; path=/`;
}

describe('page analytics: tracking user and back-forward restores', () => {
  beforeEach(() => {
    window.dataLayer = [];
    resetPageAnalytics();
  });
  afterEach(() => setConsent(null));

  it('pushes the tracking user once per page with the hashed e-mail only, when analytics is allowed', () => {
    setConsent('analytics|essential');
    const store = createEtalageStore();
    store.setState({ user, userLoaded: true });
    startPageAnalytics(store);
    startPageAnalytics(store);
    expect(window.dataLayer).toEqual([
      {
        event: 'trackingUser',
        user: { id: 42, email: null, email_hashed: 'a'.repeat(64), name: 'Sanne', surname: 'de Boer', date_of_birth: '1991-02-03', gender: 'female' },
      },
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('sanne@example.nl');
  });

  it('waits for the session to decode the login token before it pushes the user', () => {
    setConsent('analytics|essential');
    const store = createEtalageStore();
    startPageAnalytics(store);
    expect(window.dataLayer).toEqual([]);
    store.setState({ user, userLoaded: true });
    store.setState({ user, userLoaded: true });
    expect((window.dataLayer as { event: string }[]).map((entry) => entry.event)).toEqual(['trackingUser']);
  });

  it('pushes nothing without analytics consent, and nothing for a visitor', () => {
    setConsent('essential');
    const store = createEtalageStore();
    store.setState({ user, userLoaded: true });
    startPageAnalytics(store);
    expect(window.dataLayer).toEqual([]);
    resetPageAnalytics();
    setConsent('analytics|essential');
    const visitor = createEtalageStore();
    visitor.setState({ userLoaded: true });
    startPageAnalytics(visitor);
    expect(window.dataLayer).toEqual([]);
  });

  it('sends customPageView on a restore from the back-forward cache (pageshow with persisted), not on a plain pageshow', () => {
    setConsent('analytics|essential');
    startPageAnalytics(createEtalageStore());
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(window.dataLayer).toEqual([]);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })); // happy-dom's PageTransitionEvent drops persisted
    expect(window.dataLayer).toEqual([{ event: 'customPageView', page_path: location.pathname + location.search, page_title: document.title }]);
  });
});
