import { reportProblem } from '../report-later.js';
/**
 * Copies text for the voucher card (spec §4). The Clipboard API fails on insecure origins and
 * in some embedded frames: the failure is logged and the older execCommand copy is tried
 * (spec §8). Answers whether the text was copied; never throws.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch (error) {
    reportProblem('clipboard', 'Clipboard API copy failed, using the fallback', error);
  }
  return copyWithExecCommand(text);
}

function copyWithExecCommand(text: string): boolean {
  if (typeof document === 'undefined' || !document.body) return false;
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  try {
    field.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
