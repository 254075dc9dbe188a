import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { AiSearchAnswer, ApiClient } from '@etalage/core/api';
import { createEtalageStore, setStore } from '@etalage/store';
import AiSearch, { EMPTY_QUERY, NO_RESULTS, PENDING, SHOW_RESULTS, UNAVAILABLE, understoodText } from './ai-search.js';

let aiSearch: ReturnType<typeof vi.fn>;

/** Elements with their attributes (names and values, in any order) and text: what hydration must find alike. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve();
  });
}

function ask(text: string) {
  fireEvent.change(screen.getByLabelText('Zoek met AI'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
}

/** An answer that arrives only when the test says so. */
function held() {
  let resolve!: (answer: AiSearchAnswer) => void;
  let reject!: (error: unknown) => void;
  aiSearch.mockReturnValue(new Promise<AiSearchAnswer>((res, rej) => ((resolve = res), (reject = rej))));
  return { resolve, reject };
}

describe('AI search', () => {
  beforeEach(() => {
    aiSearch = vi.fn();
    setStore(createEtalageStore({ api: { aiSearch } as unknown as ApiClient }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('is a labelled search form with the placeholder, the category and a no-JavaScript action', () => {
    const { container } = render(<AiSearch placeholder="Beschrijf wat je zoekt" categoryId={4} action="/ai-search" />);
    const field = screen.getByLabelText('Zoek met AI') as HTMLInputElement;
    expect(field.placeholder).toBe('Beschrijf wat je zoekt');
    expect(field.name).toBe('query');
    expect(screen.getByRole('search', { name: 'AI-zoekfunctie' }).getAttribute('action')).toBe('/ai-search');
    expect((container.querySelector('input[type="hidden"][name="categoryId"]') as HTMLInputElement).value).toBe('4');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('asks for a description when the field is empty, and sends nothing', async () => {
    render(<AiSearch />);
    ask('   ');
    await settle();
    expect(aiSearch).not.toHaveBeenCalled();
    const field = screen.getByLabelText('Zoek met AI');
    expect(EMPTY_QUERY).toBe('Beschrijf eerst wat je zoekt.');
    expect(screen.getByText(EMPTY_QUERY)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(EMPTY_QUERY);
    expect(document.activeElement).toBe(field);
  });

  it('shows its pending state while the call runs and ignores a second submit', async () => {
    const answer = held();
    render(<AiSearch categoryId={4} />);
    ask('  groene bank onder 800 euro ');
    await settle();
    expect(aiSearch).toHaveBeenCalledWith({ query: 'groene bank onder 800 euro', categoryId: 4 });
    const button = screen.getByRole('button', { name: PENDING });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('search').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(PENDING);
    fireEvent.click(button);
    await settle();
    expect(aiSearch).toHaveBeenCalledTimes(1);
    answer.resolve({ url: '/producten/banken?dimensie=kleur-groen&prijsTot=800', filtersCount: 2, resultsCount: 37 });
    await settle();
    expect(screen.getByRole('button', { name: 'Zoeken' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('says what it understood in the live region and links to the answer’s url', async () => {
    aiSearch.mockResolvedValue({ url: '/producten/banken?dimensie=kleur-groen&prijsTot=800', filtersCount: 2, resultsCount: 37 });
    render(<AiSearch categoryId={4} />);
    ask('groene bank onder 800 euro');
    await settle();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.querySelector('p')?.textContent).toBe('2 filters toegepast · 37 producten gevonden');
    const link = screen.getByRole('link', { name: SHOW_RESULTS });
    expect(SHOW_RESULTS).toBe('Bekijk de resultaten');
    expect(link.getAttribute('href')).toBe('/producten/banken?dimensie=kleur-groen&prijsTot=800');
  });

  it('counts in Dutch: one filter, one product, no filters, thousands', () => {
    expect(understoodText({ filtersCount: 1, resultsCount: 1 })).toBe('1 filter toegepast · 1 product gevonden');
    expect(understoodText({ filtersCount: 0, resultsCount: 2 })).toBe('Geen filters toegepast · 2 producten gevonden');
    expect(understoodText({ filtersCount: 3, resultsCount: 1234 })).toBe('3 filters toegepast · 1.234 producten gevonden');
  });

  it('says so when nothing matched, without a link', async () => {
    aiSearch.mockResolvedValue({ url: '/search?q=eenhoorn', filtersCount: 0, resultsCount: 0 });
    render(<AiSearch />);
    ask('eenhoorn');
    await settle();
    expect(aiSearch).toHaveBeenCalledWith({ query: 'eenhoorn', categoryId: null });
    expect(screen.getByRole('status').textContent).toBe(NO_RESULTS);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('tells the shopper it is unavailable when the call fails, logs it, and stays usable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    aiSearch.mockRejectedValueOnce(new Error('503 Service Unavailable'));
    render(<AiSearch />);
    ask('groene bank');
    await settle();
    expect(UNAVAILABLE).toBe('De AI-zoekfunctie is nu niet beschikbaar. Probeer het later opnieuw.');
    expect(screen.getByRole('status').textContent).toBe(UNAVAILABLE);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('ai-search'), expect.any(Error)), { timeout: 5000 });
    // The form stays usable: the next try gets its answer.
    aiSearch.mockResolvedValueOnce({ url: '/search?q=bank', filtersCount: 1, resultsCount: 5 });
    ask('groene bank');
    await settle();
    expect(screen.getByRole('status').querySelector('p')?.textContent).toBe('1 filter toegepast · 5 producten gevonden');
  });

  it('never links to an answer url that is not a web address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    aiSearch.mockResolvedValue({ url: 'javascript:alert(1)', filtersCount: 1, resultsCount: 3 });
    render(<AiSearch />);
    ask('bank');
    await settle();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(UNAVAILABLE);
  });
});
