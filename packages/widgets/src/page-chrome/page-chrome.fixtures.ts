/** The page the page-chrome tests start from: a header with search and nav, a hash link, the footer's accordion and selects. */
export function chromePage(): HTMLElement {
  document.body.innerHTML = `
    <header class="site-header etl-page-header"><a href="/">Etalage</a>
      <div class="search"><input id="q" /></div>
      <ul><li class="main-nav-item"><a href="/woonkamer">Woonkamer</a></li></ul></header>
    <main><a id="faq-link" href="#faq-kortingen">Kortingen</a></main>
    <footer>
      <details name="faq" id="faq-bestellen"><summary>Bestel ik bij Etalage?</summary><p>Nee.</p></details>
      <details name="faq" id="faq-kortingen"><summary>Zijn de kortingen echt?</summary><p>Ja.</p></details>
      <select data-etl-navigate><option value="https://www.etalage.nl/">Nederland</option><option value="https://www.etalage.be/">België</option></select>
      <select id="other"><option value="/a">A</option><option value="/b">B</option></select>
    </footer>`;
  const header = document.querySelector('header')!;
  Object.defineProperty(header, 'offsetHeight', { value: 120, configurable: true });
  return header;
}

/** Scrolls the window to `y` and runs the animation frames that scroll asked for. */
export function scroller(): { scrollTo: (y: number) => void; frames: FrameRequestCallback[] } {
  const frames: FrameRequestCallback[] = [];
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  return {
    frames,
    scrollTo: (y) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      frames.splice(0).forEach((frame) => frame(0));
    },
  };
}
