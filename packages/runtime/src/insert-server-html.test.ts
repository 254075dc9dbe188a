import { afterEach, describe, expect, it, vi } from 'vitest';

/** A Trusted Types implementation as strict as Chromium's under `trusted-types etalage-server-html`. */
function installTrustedTypes() {
  const names = new Set<string>();
  const created: string[] = [];
  (globalThis as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy(name: string, rules: { createHTML: (input: string) => string }) {
      if (names.has(name)) throw new TypeError(`Policy with name "${name}" already exists.`);
      names.add(name);
      created.push(name);
      return { createHTML: (input: string) => rules.createHTML(input) };
    },
  };
  return created;
}

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  delete (window as { Etalage?: unknown }).Etalage;
  vi.resetModules();
  document.body.replaceChildren();
});

describe('insertServerHtml', () => {
  it("two copies of the module on one page share the one allowed policy, kept on the runtime's handle", async () => {
    const created = installTrustedTypes();
    Object.defineProperty(window, 'Etalage', { value: {}, configurable: true });
    const first = await import('./insert-server-html.js');
    vi.resetModules();
    const second = await import('./insert-server-html.js');
    expect(second.insertServerHtml).not.toBe(first.insertServerHtml);
    const a = document.createElement('div');
    const b = document.createElement('div');
    first.insertServerHtml(a, '<p class="one">Eén</p>');
    expect(() => second.insertServerHtml(b, '<p class="two">Twee</p>')).not.toThrow();
    expect(a.querySelector('.one')?.textContent).toBe('Eén');
    expect(b.querySelector('.two')?.textContent).toBe('Twee');
    expect(created).toEqual(['etalage-server-html']);
  });

  it('without a handle (widgets without the embed or the store), a copy makes its policy once', async () => {
    const created = installTrustedTypes();
    const { insertServerHtml } = await import('./insert-server-html.js');
    insertServerHtml(document.createElement('div'), '<p>Eén</p>');
    insertServerHtml(document.createElement('div'), '<p>Twee</p>');
    expect(created).toEqual(['etalage-server-html']);
    expect((window as { Etalage?: unknown }).Etalage).toBeUndefined();
  });

  it('appends after and inside the target', async () => {
    const { insertServerHtml } = await import('./insert-server-html.js');
    document.body.innerHTML = '<ul id="list"><li>1</li></ul>';
    const list = document.querySelector('#list')!;
    insertServerHtml(list, '<li>2</li>', 'beforeend');
    insertServerHtml(list, '<p id="after">na</p>', 'afterend');
    expect([...list.children].map((li) => li.textContent)).toEqual(['1', '2']);
    expect(list.nextElementSibling?.id).toBe('after');
  });
});
