import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FetchError, ResponseError, type ApiClient } from '@etalage/core/api';
import { createEtalageStore, setStore } from '@etalage/store';
import WatchdogUnsubscribe, { ALREADY, CONFIRM, DONE, FAILED, MY_ALERTS, QUESTION, RETRY, SENDING } from './watchdog-unsubscribe.js';

const HASH = '0123456789abcdef0123456789abcdef';
let unsubscribeWatchdogByHash: ReturnType<typeof vi.fn>;

async function settle() {
  await act(async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve();
  });
}

function show() {
  return render(<WatchdogUnsubscribe hash={HASH} action={`/watchdog/unsubscribe/${HASH}`} productName="Bank Saar" />);
}

describe('Watchdog unsubscribe', () => {
  beforeEach(() => {
    unsubscribeWatchdogByHash = vi.fn().mockResolvedValue(undefined);
    setStore(createEtalageStore({ api: { unsubscribeWatchdogByHash } as unknown as ApiClient }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks first, naming the product, with a form that posts without JavaScript; nothing is sent yet', () => {
    const { container } = show();
    expect(screen.getByText(QUESTION('Bank Saar')).textContent).toBe('Wil je geen e-mails meer ontvangen over Bank Saar?');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`/watchdog/unsubscribe/${HASH}`);
    expect(screen.getByRole('button', { name: 'Afmelden' })).toBeTruthy();
    expect(unsubscribeWatchdogByHash).not.toHaveBeenCalled();
  });

  it("'Afmelden' sends the hash once, shows that it is busy, then says it is done and takes the focus", async () => {
    let resolve!: () => void;
    unsubscribeWatchdogByHash.mockReturnValue(new Promise<void>((done) => (resolve = done)));
    show();
    fireEvent.click(screen.getByRole('button', { name: CONFIRM }));
    await settle();
    const busy = screen.getByRole('button', { name: SENDING });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    await settle();
    expect(unsubscribeWatchdogByHash).toHaveBeenCalledTimes(1);
    expect(unsubscribeWatchdogByHash).toHaveBeenCalledWith(HASH);
    resolve();
    await settle();
    const answer = screen.getByRole('status');
    expect(answer.textContent).toBe('Je bent afgemeld. Je ontvangt geen e-mails meer over Bank Saar.');
    expect(answer.textContent).toBe(DONE('Bank Saar'));
    expect(document.activeElement).toBe(answer);
    expect(screen.getByRole('link', { name: MY_ALERTS }).getAttribute('href')).toBe('/user/watchdog');
  });

  it('a link already used (404) says so', async () => {
    unsubscribeWatchdogByHash.mockRejectedValue(new ResponseError(404, { field: 'hash' }, '/api/v1/nl/watchdog/unsubscribe/x'));
    show();
    fireEvent.click(screen.getByRole('button', { name: CONFIRM }));
    await settle();
    expect(screen.getByRole('status').textContent).toBe(ALREADY);
  });

  it("a failed call says so in Dutch and 'Opnieuw proberen' sends again", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    unsubscribeWatchdogByHash.mockRejectedValueOnce(new FetchError('offline', '/api/v1/nl/watchdog/unsubscribe/x'));
    show();
    fireEvent.click(screen.getByRole('button', { name: CONFIRM }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(FAILED);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('[etalage] watchdog-unsubscribe'), expect.any(FetchError)), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: RETRY }));
    await settle();
    expect(unsubscribeWatchdogByHash).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe(DONE('Bank Saar'));
  });

  it("without a product name it speaks of 'dit product'", () => {
    render(<WatchdogUnsubscribe hash={HASH} action="/x" />);
    expect(screen.getByText('Wil je geen e-mails meer ontvangen over dit product?')).toBeTruthy();
  });
});
