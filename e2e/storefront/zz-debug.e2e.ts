import { test } from '@playwright/test';
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test('debug', async ({ page }) => {
  await page.goto('/producten/woonkamer#filters');
  console.log(JSON.stringify(await page.evaluate(() => {
    const out = [];
    let el = document.querySelector('.etl-filters');
    const cs0 = getComputedStyle(el!);
    out.push({pos: cs0.position, top: cs0.top, bottom: cs0.bottom, h: cs0.height, target: el!.matches(':target')});
    while (el) { const cs = getComputedStyle(el); if (cs.transform !== 'none' || cs.contain !== 'none' || cs.filter !== 'none' || cs.willChange !== 'auto' || cs.contentVisibility !== 'visible' || cs.containerType !== 'normal') out.push({ tag: el.tagName, cls: el.className, t: cs.transform, c: cs.contain, f: cs.filter, w: cs.willChange, cv: cs.contentVisibility, ct: cs.containerType }); el = el.parentElement; }
    return out;
  })));
});
