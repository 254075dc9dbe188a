import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('voucher copy (spec §4, §8)', () => {
  it('copies with the Clipboard API', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await expect(copyText('KORTING10')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('KORTING10');
  });

  it('logs a clipboard failure and falls back to the older copy method', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async () => Promise.reject(new Error('denied')) } });
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      copied = `${command}:${(document.activeElement as HTMLTextAreaElement | null)?.value ?? (document.querySelector('textarea')?.value ?? '')}`;
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await expect(copyText('KORTING10')).resolves.toBe(true);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(copied).toBe('copy:KORTING10');
    expect(document.querySelector('textarea')).toBeNull();
    Reflect.deleteProperty(document, 'execCommand');
  });
});
