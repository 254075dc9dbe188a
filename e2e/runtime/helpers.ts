import type { Page } from '@playwright/test';
import type { RuntimeStats } from '@etalage/runtime';

export async function runtimeStats(page: Page): Promise<RuntimeStats> {
  return page.evaluate(() => window.Etalage!.stats());
}

/** Counts every event listener on window, document and all elements, through the DevTools protocol. */
export async function countEventListeners(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  const { result } = await session.send('Runtime.evaluate', {
    expression: `(() => {
      let count = 0;
      for (const target of [window, document, ...document.querySelectorAll('*')]) {
        for (const listeners of Object.values(getEventListeners(target))) count += listeners.length;
      }
      return count;
    })()`,
    includeCommandLineAPI: true,
    returnByValue: true,
  });
  await session.detach();
  return result.value as number;
}

/** Collects console errors of the page. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export function voucherMarkup(id: string, code: string, activate = 'eager'): string {
  return `<div id="${id}" class="card" data-etl-widget="voucher-card" data-etl-code="${code}" data-etl-value="10" data-etl-value-type="percent" data-etl-activate="${activate}"><span class="fallback">Vouchercode: ${code}</span></div>`;
}
