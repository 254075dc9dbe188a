import { describe, expect, it } from 'vitest';
import { renderWith, type Engine } from './engines.js';

describe.each<Engine>(['twig', 'jinja'])('%s, as the tests run it', (engine) => {
  it('escapes text the way the JavaScript renderers do, and reports a template error per call', () => {
    const [escaped, broken] = renderWith(engine, [
      { source: '<p title="{{ text }}">{{ text }}</p>', context: { text: `"><img src=x onerror=alert(1)> & 'Zacht' zo` } },
      { source: '{{ missing.value }}' },
    ]);
    expect(escaped!.html).toBe(
      engine === 'twig'
        ? '<p title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#039;Zacht&#039; zo">&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#039;Zacht&#039; zo</p>'
        : '<p title="&#34;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;Zacht&#39; zo">&#34;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;Zacht&#39; zo</p>',
    );
    expect(broken!.error).toMatch(/missing/);
  });
});
