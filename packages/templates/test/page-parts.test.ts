import { describe, expect, it } from 'vitest';
import { defaultPageConfig } from '@etalage/core';
import { embedScriptTag, pageConfigTag, stylesheetTag, type EmbedManifest, type EmbedTagOptions } from '@etalage/markup';
import { renderWith, type Engine } from './engines.js';

/** A release's manifest.json as scripts/embed-manifest.mjs writes it (the page reads the version and the integrity). */
const manifest: EmbedManifest & { name: string } = {
  name: '@etalage/embed',
  version: '0.1.0',
  files: {
    'embed.js': { integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC', bytes: 6120, cache: 'revalidate' } as { integrity: string },
    'etalage.css': { integrity: 'sha384-Li9vy3DqF8tnTXuiaAJuML3ky+er10rcgNR/VqsVpcw+ThHmYcwiB1pbOxEbzJr7', bytes: 30112, cache: 'revalidate' } as { integrity: string },
  },
};

const configs: object[] = [
  defaultPageConfig,
  {
    project: 'nl',
    apiHost: 'https://api.etalage.example',
    welkom: `Kussen "Zacht & warm" – 't is 'n koopje`,
    script: '</script><script>alert(1)</script><!--',
    getallen: [0, 19.99, 0.1 + 0.2, 1e21, -1e-7, 2 ** 53],
    genest: { aan: true, uit: false, niets: null, emoji: 'Bank 🛋️', rtl: '\u200Fמבצע\u200E', regels: 'a\nb\u2028c' },
  },
  {},
];
const nonces = [undefined, 'r4nd0mN0nce==', '"><img src=x onerror=alert(1)>'];
const placements: EmbedTagOptions[] = [{}, { base: 'https://cdn.etalage.example/static/etalage/' }, { pin: manifest }, { base: '', pin: manifest }, { base: '/assets/etalage//', pin: manifest }];

interface Case {
  tag: 'stylesheet' | 'config' | 'embed';
  config?: object;
  nonce?: string;
  options?: EmbedTagOptions;
}
const cases: Case[] = [
  ...placements.map((options): Case => ({ tag: 'stylesheet', options })),
  ...configs.flatMap((config) => nonces.map((nonce): Case => ({ tag: 'config', config, nonce }))),
  ...placements.flatMap((options) => nonces.map((nonce): Case => ({ tag: 'embed', options: { ...options, nonce } }))),
];

const javascript = ({ tag, config, nonce, options }: Case) =>
  tag === 'stylesheet' ? stylesheetTag(options) : tag === 'config' ? pageConfigTag(config!, nonce) : embedScriptTag(options);

const SEPARATOR = '<!--case-->'; // never in a tag: attribute values escape <, the config writes it \u003c

/** The template's arguments of a case: Twig's one hash and Jinja's keywords have the same names. */
const templateArguments = ({ tag, config, nonce, options = {} }: Case) =>
  tag === 'config' ? { config, ...(nonce === undefined ? {} : { nonce }) } : Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));

const sources: Record<Engine, string> = {
  twig: `{% import 'etalage/page.twig' as page %}{% for case in cases %}{% if case.tag == 'stylesheet' %}{{ page.stylesheet_tag(case.args) }}{% elseif case.tag == 'config' %}{{ page.page_config_tag(case.args) }}{% else %}{{ page.embed_script_tag(case.args) }}{% endif %}${SEPARATOR}{% endfor %}`,
  jinja: `{% import 'etalage/page.jinja' as page %}{% for case in cases %}{% if case.tag == 'stylesheet' %}{{ page.stylesheet_tag(**case.args) }}{% elif case.tag == 'config' %}{{ page.page_config_tag(**case.args) }}{% else %}{{ page.embed_script_tag(**case.args) }}{% endif %}${SEPARATOR}{% endfor %}`,
};

describe.each<Engine>(['twig', 'jinja'])('the page parts in %s', (engine) => {
  it('write what stylesheetTag(), pageConfigTag() and embedScriptTag() write, byte for byte, pinned or not, with and without a nonce', () => {
    const withoutEmbed: EmbedManifest = { version: '0.2.0', files: { 'etalage.css': manifest.files['etalage.css']! } };
    const [all, unpinnable] = renderWith(engine, [
      { source: sources[engine], context: { cases: cases.map((item) => ({ tag: item.tag, args: templateArguments(item) })) } },
      { source: sources[engine], context: { cases: [{ tag: 'embed', args: { pin: withoutEmbed } }] } },
    ]);
    expect(all!.error).toBeUndefined();
    const written = all!.html!.split(SEPARATOR);
    expect(written.pop()).toBe('');
    expect(written).toEqual(cases.map(javascript));
    // A pinned tag without its integrity would load any bytes: the JavaScript throws, the templates stop.
    expect(() => embedScriptTag({ pin: withoutEmbed })).toThrow(/0\.2\.0 has no integrity for embed\.js/);
    expect(unpinnable!.error).toMatch(/0\.2\.0 has no integrity for embed\.js/);
  });
});

describe('the page parts of @etalage/markup', () => {
  it('write the storefront’s tags, and a pinned release’s path with its integrity', () => {
    expect(stylesheetTag()).toBe('<link rel="stylesheet" href="/static/etalage/etalage.css"/>');
    expect(embedScriptTag({ nonce: 'abc' })).toBe('<script type="module" src="/static/etalage/embed.js" nonce="abc"></script>');
    expect(embedScriptTag({ pin: manifest, base: 'https://cdn.etalage.example/static/etalage/' })).toBe(
      `<script type="module" src="https://cdn.etalage.example/static/etalage/0.1.0/embed.js" integrity="${manifest.files['embed.js']!.integrity}" crossorigin="anonymous"></script>`,
    );
    expect(pageConfigTag({ text: '</script>' }, 'n')).toBe('<script type="application/json" id="etalage-config" nonce="n">{"text":"\\u003c/script>"}</script>');
  });
});
