import { chromium } from '@playwright/test';
const [,, url, out, ...rest] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(url);
await page.waitForTimeout(2500);
if (rest.includes('scroll')) { await page.mouse.wheel(0, 600); await page.waitForTimeout(1500); }
await page.screenshot({ path: out, fullPage: true });
console.log(logs.join('\n'));
console.log(await page.evaluate(() => JSON.stringify(window.Etalage?.stats?.())));
await browser.close();
