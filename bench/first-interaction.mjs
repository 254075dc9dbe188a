// `npm run bench -- --only=first`: what a shopper's first interaction costs on a cold page, at 4x CPU. For each
// interaction: a fresh browser context (empty cache), the page loaded and quiet, then the real input through
// Playwright; then the same interaction once more with the code loaded (the floor). Both figures are taken in the
// page: the Event Timing duration of the interaction, and the time from the input event to the end of the first
// frame that shows the answer.
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { DESKTOP, median, MOBILE } from './figures.mjs';

/** Headless Chromium's own user agent counts as a crawler (no cookie bar): the cookie-bar run speaks as a shopper's Chrome. */
const SHOPPER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const CPU_RATE = 4;
const ANSWER_TIMEOUT_MS = 10_000;
/** Event Timing reports no entry shorter than this: an interaction without one took at most 16 ms. */
const EVENT_THRESHOLD_MS = 16;

/**
 * Installed before any page script: Event Timing entries of at least 16 ms, long animation frames, and the
 * timeStamp of every pointerdown and keydown (captured on window, before any page listener sees it). `arm` starts
 * a rAF loop before the input that checks the answer's DOM predicate every frame; the frame in which it first
 * holds paints the answer, and that frame's end (see `outcome`) is when it is on screen.
 */
export const FIRST_OBSERVER = `(() => {
  const first = (window.__first = { inputs: [], events: [], frames: [], run: null });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) first.frames.push({ start: e.startTime, end: e.startTime + e.duration, renderStart: e.renderStart,
        scripts: e.scripts.map((s) => ({ invoker: s.invoker, ms: Math.round(s.duration), url: (s.sourceURL || '').split('/').pop() })) });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) first.events.push({ name: e.name, id: e.interactionId, start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
  } catch {}
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, (e) => first.inputs.push({ type, at: e.timeStamp }), { capture: true, passive: true });
  first.shown = (el) => {
    if (!el || !el.isConnected || !el.checkVisibility({ visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  first.nameOf = (el) => el.getAttribute('aria-label') ||
    (el.getAttribute('aria-labelledby') || '').split(' ').map((id) => document.getElementById(id)?.textContent || '').join(' ');
  first.arm = (host, holds, initialOf) => {
    const initial = initialOf ? initialOf(host) : undefined;
    if (holds(host, initial)) return 'already';
    const run = (first.run = { armedAt: performance.now(), frameAt: null, paintedAt: null, stopped: false });
    const check = () => {
      if (run.stopped) return;
      let holdsNow = false;
      try { holdsNow = holds(host, initial); } catch {}
      if (!holdsNow) return void requestAnimationFrame(check);
      run.frameAt = performance.now();
      // At the front of the queue: tasks already waiting (a widget's scheduled render) would delay a plain task.
      const painted = () => (run.paintedAt = performance.now());
      if (window.scheduler?.postTask) scheduler.postTask(painted, { priority: 'user-blocking' });
      else setTimeout(painted);
    };
    requestAnimationFrame(check);
    return 'armed';
  };
  first.outcome = (inputType) => {
    const run = first.run;
    run.stopped = true;
    const input = first.inputs.find((i) => i.type === inputType && i.at >= run.armedAt);
    if (!input) return { error: 'no ' + inputType + ' reached the page' };
    // Event Timing's startTime is the event's timeStamp: the interaction is the first one from the input on.
    const after = first.events.filter((e) => e.id > 0 && e.start >= input.at - 1).sort((a, b) => a.start - b.start);
    const id = after[0]?.id;
    const entries = after.filter((e) => e.id === id);
    // The frame that ran the check paints the answer when its rendering is done (after every rAF callback). A long
    // animation frame entry (over 50 ms) gives that end exactly; a frame without one took under 50 ms, so its end
    // is the first task after it, at most 50 ms after the check (queued tasks may run before that task).
    const frame = run.frameAt === null ? undefined : first.frames.find((f) => f.start <= run.frameAt && run.frameAt <= f.end);
    const onScreen = frame ? frame.end : run.paintedAt === null ? null : Math.min(run.paintedAt, run.frameAt + 50);
    return {
      eventMs: entries.length ? Math.max(...entries.map((e) => e.duration)) : null,
      entries: entries.map((e) => e.name + ' ' + Math.round(e.duration)),
      answerMs: onScreen === null ? null : onScreen - input.at,
      frameMs: run.frameAt === null ? null : run.frameAt - input.at,
      taskMs: run.paintedAt === null ? null : run.paintedAt - input.at,
      answerFrame: frame && { ms: Math.round(frame.end - frame.start), rendering: Math.round(frame.end - frame.renderStart), scripts: frame.scripts },
    };
  };
})();`;

// ------------------------------------------------------------------------------- in-page predicates

/**
 * The overlay's frame: the dialog drawn at the click while its code is on its way (the runtime's dialog-frame.ts,
 * `[data-etl-dialog-frame]`), or the open dialog (native or ARIA) whose accessible name contains `name`, on screen.
 */
const dialogNamed = (name) =>
  `() => __first.shown(document.querySelector('[data-etl-dialog-frame]')) ||
    [...document.querySelectorAll('dialog[open], [role="dialog"]')].some((d) => __first.shown(d) && __first.nameOf(d).includes(${JSON.stringify(name)}))`;
/**
 * A toggle's answer: pressed, or drawn busy while its call runs (spec §4: a like applies when the call returns)
 * or while its code arrives (the runtime's `data-etl-pending` mark, set inside the click).
 */
const PRESSED_OR_BUSY = (control) =>
  `(host) => { const b = host.querySelector('${control}'); return !!b && (b.getAttribute('aria-pressed') === 'true' || b.getAttribute('aria-busy') === 'true' || b.hasAttribute('data-etl-pending')); }`;
/** The first slide's left edge against the carousel's viewport: it moves on the first frame of the slide change. */
const SLIDE_OFFSET = `(host) => host.querySelector('.etl-carousel__slide').getBoundingClientRect().left - host.querySelector('.etl-carousel__viewport').getBoundingClientRect().left`;
const CARD_COUNT = `() => document.querySelectorAll('#product-list article[data-etl-widget="product-card"]').length`;
const SUGGESTIONS_FOR = (query) =>
  `() => !!document.querySelector('#etl-search-listbox[aria-busy="false"] #etl-search-option-0-0') &&
    [...document.querySelectorAll('#etl-search-listbox .etl-search-overlay__all')].some((o) => o.textContent.includes('"${query}"'))`;

// ----------------------------------------------------------------------------------- interactions

const cards = (page) => page.locator('article[data-etl-widget="product-card"]');
const colours = (page) =>
  page.locator('.etl-listing-filters fieldset').filter({ has: page.locator('legend', { hasText: /^Kleur$/ }) }).locator('label.etl-listing-filters__choice:not(.is-disabled)');
const closeDialog = async (page) => {
  // A cold run's answer can be the dialog's frame (drawn at the click): the dialog comes once its code is in.
  await page.waitForFunction('!document.querySelector("[data-etl-dialog-frame]") && !!document.querySelector("dialog[open]")', null, { timeout: ANSWER_TIMEOUT_MS });
  await page.keyboard.press('Escape');
  await page.waitForFunction('!document.querySelector("dialog[open]")', null, { timeout: ANSWER_TIMEOUT_MS });
};

/** What a shopper can first touch: answered in 100 ms (a tap on a control) or 200 ms (an overlay, a list). */
const TAP = 'event ≤ 100, answer ≤ 100 (worst)';
const OVERLAY = 'event ≤ 200, overlay/answer ≤ 200 (worst)';

/**
 * Each interaction: the page it runs on, its budget, and its steps. A step gives, for its cold and floor variant,
 * `control` (what the input goes to), optional `host` (what the predicate gets; a widget's element survives its
 * re-render), `answer` (in-page predicate `(host, initial) => boolean`, `initial` computed from the host when armed),
 * and `before` (run first, e.g. to close the cold run's dialog). Cold steps run first, then the floor steps.
 */
export const INTERACTIONS = [
  {
    name: 'like', label: 'like a card (busy or pressed)', page: 'listing', budget: TAP,
    steps: [{ variants: (page) => [0, 1].map((n) => ({ host: cards(page).nth(n).locator('[data-etl-widget="like-button"]'), control: cards(page).nth(n).locator('.etl-like-button__button'), answer: PRESSED_OR_BUSY('.etl-like-button__button') })) }],
  },
  {
    name: 'compare', label: 'compare a card (busy or pressed)', page: 'listing', budget: TAP,
    steps: [{ variants: (page) => [0, 1].map((n) => ({ host: cards(page).nth(n).locator('[data-etl-widget="compare-button"]'), control: cards(page).nth(n).locator('.etl-compare-button__button'), answer: PRESSED_OR_BUSY('.etl-compare-button__button') })) }],
  },
  {
    name: 'voucher', label: "copy a voucher ('Gekopieerd!')", page: 'listing', budget: TAP, context: { permissions: ['clipboard-read', 'clipboard-write'] },
    steps: [{
      variants: (page) => [0, 1].map((n) => {
        const host = page.locator('[data-etl-widget="voucher-card"]').nth(n);
        // 'Gekopieerd!' by the card, or by the stylesheet while the click's busy mark is on (the copy started inside the click).
        return { host, control: host.locator('.etl-voucher-card__button'), answer: `(host) => host.querySelector('.etl-voucher-card')?.dataset.copyState === 'copied' || !!host.querySelector('.etl-voucher-card [data-etl-pending], .etl-voucher-card[data-etl-pending]')` };
      }),
    }],
  },
  {
    name: 'carousel', label: "a card's carousel: next image (slide moves)", page: 'listing', budget: TAP,
    steps: [{
      variants: (page) => [0, 1].map((n) => {
        const host = cards(page).filter({ has: page.locator('.etl-carousel--card') }).nth(n).locator('.etl-carousel--card');
        return { host, control: host.locator('.etl-carousel__button--next'), initial: SLIDE_OFFSET, answer: `(host, from) => Math.abs((${SLIDE_OFFSET})(host) - from) >= 1` };
      }),
    }],
  },
  {
    name: 'filter', label: 'filter: a colour (list busy or chosen)', page: 'listing', budget: OVERLAY,
    steps: [{
      // The colour's name is read when armed: the panel may be drawn anew by the answer.
      variants: (page) => [0, 1].map((n) => ({
        control: colours(page).nth(n),
        initial: `(label) => label.querySelector('.etl-listing-filters__name').textContent.trim()`,
        // The grid busy (the widget's aria-busy or veil, or the page's veil over the results while the choice's click
        // waits for the code), or the choice among the chosen filters.
        answer: `(label, name) => document.querySelector('#product-list')?.getAttribute('aria-busy') === 'true' ||
          getComputedStyle(document.querySelector('#product-list'), '::after').content !== 'none' ||
          ((veil) => !!veil && getComputedStyle(veil).visibility === 'visible')(document.querySelector('.listing-veil')) ||
          [...document.querySelectorAll('.etl-listing-filters [aria-label="Gekozen filters"]')].some((list) => list.textContent.includes(name))`,
      })),
    }],
  },
  {
    name: 'feed', label: "'Meer producten' (busy or new cards)", page: 'listing', budget: OVERLAY,
    // The feed's next paginator loads by itself once in view: the floor is a second load of the page (same context).
    floorReload: true,
    steps: [{
      variants: (page) => [0, 1].map(() => ({
        control: page.locator('#paginator [data-etl-widget="listing-feed"] a[data-etl-next-page]'),
        initial: CARD_COUNT,
        answer: `(host, count) => !!document.querySelector('#paginator [data-etl-widget="listing-feed"][aria-busy="true"]') || (${CARD_COUNT})() > count`,
      })),
    }],
  },
  {
    name: 'watch', label: 'watch (price alert) → dialog', page: 'product', budget: OVERLAY,
    steps: [{
      variants: (page) => [0, 1].map((n) => ({ before: n ? closeDialog : undefined, control: page.locator('.pd-watchdog .etl-watch-button__button'), answer: dialogNamed('Bekijk beschikbaarheid') })),
    }],
  },
  {
    name: 'reviews', label: 'reviews modal (rating) → dialog', page: 'product', budget: OVERLAY,
    steps: [{
      // Floor: a card's rating further down (another product), once the first modal is closed.
      variants: (page) => [
        { control: page.locator('.pd-rating a[data-etl-modal="reviews"]'), answer: dialogNamed('Reviews van') },
        { before: closeDialog, control: cards(page).locator('.pc-rating').first(), answer: dialogNamed('Reviews van') },
      ],
    }],
  },
  {
    name: 'search', page: 'home', budget: OVERLAY,
    steps: [
      { name: 'search-open', label: 'search: click the field → overlay', variants: (page) => [0, 1].map((n) => ({
        // Floor: the query cleared and the overlay closed (Escape); the field keeps the focus, a click opens it again.
        before: n ? async () => { await page.keyboard.press('Backspace'); await page.keyboard.press('Escape'); } : undefined,
        control: page.locator('#etl-search-input'),
        // The open overlay's popup, or its frame (the server's `.etl-search-overlay__frame`, opened by the stylesheet on focus).
        answer: `() => __first.shown(document.querySelector('.etl-search-overlay--open .etl-search-overlay__popup')) || __first.shown(document.querySelector('.etl-search-overlay__frame'))`,
      })) },
      { name: 'search-key', label: "search: first key ('b') → suggestions", variants: () => [0, 1].map(() => ({ type: 'b', answer: SUGGESTIONS_FOR('b') })) },
    ],
  },
  {
    name: 'auth', label: "'Inloggen' → auth dialog", page: 'home', budget: OVERLAY,
    steps: [{ variants: (page) => [0, 1].map((n) => ({ before: n ? closeDialog : undefined, control: page.locator('header .etl-user-box__login'), answer: dialogNamed('Inloggen') })) }],
  },
  {
    name: 'menu', label: 'mobile menu (390 px, tap) → dialog', page: 'home', budget: OVERLAY, context: { viewport: MOBILE, hasTouch: true, isMobile: true },
    steps: [{ variants: (page) => [0, 1].map((n) => ({ before: n ? closeDialog : undefined, control: page.locator('header a.menu-button'), tap: true, answer: dialogNamed('Menu') })) }],
  },
  {
    name: 'cookies', label: "cookie bar: 'Alles accepteren' → gone", page: 'home', budget: OVERLAY, context: { userAgent: SHOPPER_UA },
    // Floor: the footer's 'Cookie-instellingen' page (the bar again, a page load), the button hovered until its code is in.
    floorReload: '?cookies=instellingen', floorHover: true,
    steps: [{
      variants: (page) => [0, 1].map(() => ({
        control: page.locator('.etl-cookie-bar button[value="alles"]'),
        answer: `() => !__first.shown(document.querySelector('.etl-cookie-bar'))`,
      })),
    }],
  },
];

// ---------------------------------------------------------------------------------------- running

/** How often `quiet` gave up after 10 s (something stayed busy): reported, since the next input then met a busy page. */
let quietTimeouts = 0;

/**
 * No widget loading, nothing in view marked busy (a filter or feed call under way), then a short pause. Out of view
 * does not count: the product page's 'Ook iets voor jou?' strip is a busy skeleton until it is scrolled to (it loads
 * when visible), and waiting for it made every product-page input wait the full 10 s.
 */
async function quiet(page, pauseMs = 500) {
  const outcome = await page.evaluate(`Promise.race([
    (async () => {
      await window.Etalage?.whenSettled?.();
      const busyInView = () => [...document.querySelectorAll('[aria-busy="true"]')].some((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      });
      while (busyInView()) await new Promise((r) => setTimeout(r, 50));
      return 'quiet';
    })(),
    new Promise((r) => setTimeout(() => r('timeout'), ${ANSWER_TIMEOUT_MS})),
  ])`);
  if (outcome === 'timeout') quietTimeouts += 1;
  await sleep(pauseMs);
}

/** Load event, network idle (given up after 10 s), settled, 1 s: at 1x CPU, to keep the bench short. */
async function load(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: ANSWER_TIMEOUT_MS }).catch(() => {});
  await quiet(page, 1000);
}

/** One input and its answer: armed, sent through Playwright, then waited for (10 s) and read from the page. */
async function interact(page, variant) {
  // A key goes to whatever has the focus: its predicate looks at the document.
  const host = variant.host ?? variant.control ?? page.locator('body');
  // In view and quiet first: the shopper sees the control before touching it.
  if (variant.control) await variant.control.scrollIntoViewIfNeeded({ timeout: ANSWER_TIMEOUT_MS });
  await quiet(page);
  // The predicates are source text: the element is handed over on window, then armed by an expression.
  await host.evaluate((element) => (window.__first.host = element), null, { timeout: ANSWER_TIMEOUT_MS });
  const armed = await page.evaluate(`__first.arm(__first.host, ${variant.answer}, ${variant.initial ?? 'undefined'})`);
  if (armed === 'already') return { error: 'the answer showed before the input' };
  // A new document (a link followed, a form posted: the input beat the code); history.pushState is no navigation here.
  let navigated = null;
  const onNavigation = (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && (navigated = request.url());
  page.on('request', onNavigation);
  try {
    if (variant.type) await page.keyboard.type(variant.type);
    else {
      // The raw mouse or finger at the control's centre, as a shopper's: locator.click() would add Playwright's own
      // in-page checks (actionability, hit-target listeners) to what is measured.
      const box = await variant.control.boundingBox({ timeout: ANSWER_TIMEOUT_MS });
      if (!box) throw new Error('the control is not drawn');
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      if (variant.tap) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
    }
    const started = Date.now();
    while (!navigated && Date.now() - started < ANSWER_TIMEOUT_MS && !(await page.evaluate('__first.run.paintedAt !== null'))) await sleep(100);
    if (navigated) return { error: `the page navigated to ${navigated}` };
    // Event Timing entries come after the frame that follows their event: give them a moment.
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300))))');
    const outcome = await page.evaluate(`__first.outcome(${JSON.stringify(variant.type ? 'keydown' : 'pointerdown')})`);
    if (!outcome.error && outcome.answerMs === null) outcome.error = `no answer within ${ANSWER_TIMEOUT_MS / 1000} s`;
    return outcome;
  } catch (error) {
    return { error: navigated ? `the page navigated to ${navigated}` : String(error.message).split('\n')[0] };
  } finally {
    page.off('request', onNavigation);
  }
}

/** One cold run of an interaction in a fresh context, then its floor. Returns { step name: { cold, floor } }. */
async function runOnce(browser, base, path, interaction) {
  const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true, ...interaction.context });
  await context.addInitScript(FIRST_OBSERVER);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const cpu = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const result = {};
  try {
    await load(page, base + path);
    await cpu(CPU_RATE);
    const plans = interaction.steps.map((step) => ({ step, variants: step.variants(page) }));
    for (const [index, variant] of ['cold', 'floor'].entries()) {
      if (variant === 'floor' && interaction.floorReload) {
        await cpu(1);
        await load(page, base + (typeof interaction.floorReload === 'string' ? withQuery(path, interaction.floorReload) : path));
        await cpu(CPU_RATE);
      }
      for (const { step, variants } of plans) {
        const key = step.name ?? interaction.name;
        result[key] ??= {};
        const plan = variants[index];
        try {
          await plan.before?.(page);
          if (variant === 'floor' && interaction.floorHover) {
            await plan.control.hover({ timeout: ANSWER_TIMEOUT_MS });
            await quiet(page);
          }
          result[key][variant] = await interact(page, plan);
        } catch (error) {
          result[key][variant] = { error: String(error.message).split('\n')[0] };
        }
      }
    }
  } finally {
    await context.close();
  }
  return result;
}

const withQuery = (path, query) => (path.includes('?') ? path + '&' + query.slice(1) : path + query);

/**
 * Every interaction `runs` times, interleaved (run 1 of each, then run 2, …), so that a busy moment of the shared
 * machine hits them alike. `paths`: { listing, product, home }. Problems (no answer in 10 s, a navigation, a
 * selector that hit nothing) are logged as they happen and kept in `notes`.
 */
export async function measureFirstInteractions(browser, base, { paths, runs, log = () => {} }) {
  const raw = {};
  const notes = [];
  const loadBefore = loadavg()[0];
  quietTimeouts = 0;
  // BENCH_FIRST_ONLY=like,search: some interactions only (while working on one).
  const only = process.env.BENCH_FIRST_ONLY?.split(',');
  const chosen = INTERACTIONS.filter((interaction) => !only || only.includes(interaction.name));
  for (let run = 1; run <= runs; run += 1) {
    for (const interaction of chosen) {
      const result = await runOnce(browser, base, paths[interaction.page], interaction);
      for (const [key, variants] of Object.entries(result)) {
        (raw[key] ??= []).push(variants);
        for (const [variant, outcome] of Object.entries(variants)) {
          if (!outcome.error) continue;
          const note = `first interaction: ${key} (${variant}, run ${run}) failed: ${outcome.error}`;
          notes.push(note);
          log(note);
        }
      }
      if (process.env.BENCH_DEBUG) log(`first ${interaction.name} run ${run}: ${JSON.stringify(result)}`);
    }
    log(`first interactions: run ${run} of ${runs} done`);
  }
  if (quietTimeouts) notes.push(`first interaction: the page stayed busy (aria-busy or widgets loading) for 10 s before an input ${quietTimeouts} time(s)`);
  // The machine is shared: its load says how far to trust a slow run.
  const load = [loadBefore, loadavg()[0]].map((value) => value.toFixed(1));
  notes.push(`first interaction: load average (1 min) ${load[0]} at the start, ${load[1]} at the end on ${cpus().length} cores; the figures are the page's own clock, so a busy machine slows them`);
  return { runs: raw, summary: summarize(raw), notes, cpuRate: CPU_RATE, loadAverage: load.map(Number) };
}

// --------------------------------------------------------------------------------------- the table

/** Median and worst of the answered runs; an interaction without Event Timing entry counts as 16 ms (shown "≤16"). */
function figures(outcomes) {
  const ok = outcomes.filter((o) => o && !o.error);
  if (!ok.length) return { failed: outcomes.length };
  const events = ok.map((o) => o.eventMs ?? EVENT_THRESHOLD_MS);
  const answers = ok.map((o) => o.answerMs);
  return { eventMedian: median(events), eventWorst: Math.max(...events), answerMedian: median(answers), answerWorst: Math.max(...answers), failed: outcomes.length - ok.length };
}

function summarize(raw) {
  return Object.fromEntries(Object.entries(raw).map(([key, runs]) => [key, { cold: figures(runs.map((r) => r.cold)), floor: figures(runs.map((r) => r.floor)) }]));
}

const eventText = (value) => (value <= EVENT_THRESHOLD_MS ? `≤${EVENT_THRESHOLD_MS}` : String(Math.round(value)));
const pair = (f) =>
  f.eventMedian === undefined ? 'no answer' : `${eventText(f.eventMedian)}/${eventText(f.eventWorst)} · ${Math.round(f.answerMedian)}/${Math.round(f.answerWorst)}`;
const failedText = (f) => (f.failed ? ` (${f.failed} failed)` : '');

/** The table's rows: { figure, values: { [page column]: text }, budget }, one per interaction (search: two). */
export function firstInteractionRows(first) {
  const rows = [];
  for (const interaction of INTERACTIONS) {
    for (const step of interaction.steps) {
      const key = step.name ?? interaction.name;
      const summary = first.summary[key];
      if (!summary) continue;
      const text = `${pair(summary.cold)}${failedText(summary.cold)} | floor ${pair(summary.floor)}${failedText(summary.floor)}`;
      rows.push({ figure: step.label ?? interaction.label, values: { [interaction.page]: text }, budget: interaction.budget });
    }
  }
  return rows;
}
