import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateByCountrySelect } from './country-select.js';
import { chromePage } from './page-chrome.fixtures.js';

describe('country select', () => {
  let cleanup: (() => void) | void;
  afterEach(() => {
    if (cleanup) cleanup();
    vi.restoreAllMocks();
  });

  const assignSpy = () => {
    const assign = vi.fn();
    const location = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...location, href: location.href, assign } as unknown as Location);
    return assign;
  };
  const choose = (select: HTMLSelectElement, value: string) => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  it('navigates to the chosen value; other selects do not', () => {
    cleanup = navigateByCountrySelect(chromePage(), {});
    const assign = assignSpy();
    choose(document.getElementById('other') as HTMLSelectElement, '/b');
    expect(assign).not.toHaveBeenCalled();
    choose(document.querySelector<HTMLSelectElement>('select[data-etl-navigate]')!, 'https://www.etalage.be/');
    expect(assign).toHaveBeenCalledWith('https://www.etalage.be/');
  });

  it('its cleanup stops listening', () => {
    navigateByCountrySelect(chromePage(), {})?.();
    const assign = assignSpy();
    choose(document.querySelector<HTMLSelectElement>('select[data-etl-navigate]')!, 'https://www.etalage.be/');
    expect(assign).not.toHaveBeenCalled();
  });
});
