import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import LikeButton, { UNSYNCED_NOTE } from './like-button.js';
import HeaderFavourites from '../header-favourites/header-favourites.js';
import { createFakeServices } from '../shared/fake-api.js';

let services: ReturnType<typeof createFakeServices>;
beforeEach(() => {
  services = createFakeServices();
  services.installStore();
});

const button = () => screen.getByRole('button', { name: /Bewaar als favoriet/ });

describe('like button', () => {
  it('shows the server count, then the looked-up state', async () => {
    services.setCount('variant', 7, 12);
    render(<LikeButton itemType="variant" itemId={7} likesCount={11} itemName="Eiken eettafel" />);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(button().textContent).toContain('12'));
    expect(button().textContent).toBe('Bewaar als favoriet: Eiken eettafel, 12 keer bewaard');
  });

  it('toggles when the call returns, ignores clicks while pending, and counts by one', async () => {
    services.setCount('variant', 7, 12);
    render(<LikeButton itemType="variant" itemId={7} likesCount={12} />);
    await waitFor(() => expect(services.api.lookupLike).toHaveBeenCalled());
    services.hold();
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('true'));
    expect(button().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button());
    fireEvent.click(button());
    await act(async () => services.release());
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    expect(button().getAttribute('aria-busy')).toBe('false');
    expect(button().textContent).toContain('13');
    expect(services.api.like).toHaveBeenCalledTimes(1);

    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('false'));
    expect(button().textContent).toContain('12');
  });

  it('stays usable and truthful when the likes service fails: the like is kept and marked as not saved yet', async () => {
    render(<LikeButton itemType="variant" itemId={3} likesCount={0} />);
    await waitFor(() => expect(services.api.lookupLike).toHaveBeenCalled());
    services.failures.likes = true;
    fireEvent.click(button());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(UNSYNCED_NOTE));
    expect(UNSYNCED_NOTE).toBe('Nog niet opgeslagen, we proberen het opnieuw');
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(button().getAttribute('aria-busy')).toBe('false');
    expect(JSON.parse(localStorage.getItem('etalage:pending-likes')!).v).toEqual([{ itemType: 'variant', itemId: 3, liked: true }]);

    // Undoing it while the service still fails leaves nothing to send.
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(localStorage.getItem('etalage:pending-likes')).toBeNull();
  });

  it('moves the header badge, a separate root, through the shared store', async () => {
    render(<HeaderFavourites />);
    render(<LikeButton itemType="variant" itemId={5} likesCount={0} />);
    const header = () => screen.getByRole('link', { name: /Favorieten/ });
    expect(header().getAttribute('aria-label')).toBe('Favorieten, 0 producten, inloggen om ze te bekijken');
    await waitFor(() => expect(services.api.lookupLike).toHaveBeenCalled());
    fireEvent.click(button());
    await waitFor(() => expect(header().getAttribute('aria-label')).toBe('Favorieten, 1 product, inloggen om ze te bekijken'));
    expect(header().textContent).toContain('1');
    expect(header().getAttribute('href')).toBe('/login?next=%2Fuser%2Ffavourites');
  });
});
