/**
 * The one place that inserts server HTML (listHtml, paginatorHtml) into the page.
 * The server's HTML is trusted same-origin markup; on a page that requires Trusted Types
 * it goes through one named policy. Data from shoppers never comes through here.
 */
interface TrustedTypePolicyLike {
  createHTML: (input: string) => unknown;
}
interface TrustedTypesLike {
  createPolicy: (name: string, rules: { createHTML: (input: string) => string }) => TrustedTypePolicyLike;
}

const POLICY_NAME = 'etalage-server-html';

/** Where the one policy is kept: the runtime's handle (`window.Etalage`) has a field for it. */
interface PolicyHolder {
  serverHtmlPolicy?: TrustedTypePolicyLike | null;
}
/** This copy's own, where the page has no handle (a host rendering widgets without the embed or the store). */
const own: PolicyHolder = {};

/**
 * A page allows a policy name once (`trusted-types etalage-server-html`), but may hold several copies of this
 * module (a widget chunk importing it by its own path, a second script version, the partner bundle): the policy is
 * kept on the runtime's handle, where every copy finds it. (The embed, the partner bundle and the store's
 * `getStore()` make the handle before any widget inserts server HTML.)
 */
function serverHtmlPolicy(): TrustedTypePolicyLike | null {
  const global = globalThis as { trustedTypes?: TrustedTypesLike; Etalage?: PolicyHolder };
  const holder = global.Etalage ?? own;
  if (holder.serverHtmlPolicy === undefined) {
    holder.serverHtmlPolicy = global.trustedTypes ? global.trustedTypes.createPolicy(POLICY_NAME, { createHTML: (input) => input }) : null;
  }
  return holder.serverHtmlPolicy;
}

export type InsertPosition = 'replace' | 'beforeend' | 'afterend';

export function insertServerHtml(target: Element, serverHtml: string, position: InsertPosition = 'replace'): void {
  const template = document.createElement('template');
  const html = serverHtmlPolicy()?.createHTML(serverHtml) ?? serverHtml;
  (template as { innerHTML: unknown }).innerHTML = html;
  const content = template.content;
  if (position === 'replace') target.replaceChildren(content);
  else if (position === 'beforeend') target.append(content);
  else target.after(content);
}
