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
/**
 * A page allows a policy name once (`trusted-types etalage-server-html`), but may hold several copies of this
 * module (a widget chunk importing it by its own path, a second script version, the partner bundle): the one
 * policy is kept on the global object under a registered symbol, so that every copy uses it.
 */
const POLICY_KEY = Symbol.for(POLICY_NAME);

function serverHtmlPolicy(): TrustedTypePolicyLike | null {
  const global = globalThis as { trustedTypes?: TrustedTypesLike; [POLICY_KEY]?: TrustedTypePolicyLike | null };
  if (global[POLICY_KEY] === undefined) {
    global[POLICY_KEY] = global.trustedTypes ? global.trustedTypes.createPolicy(POLICY_NAME, { createHTML: (input) => input }) : null;
  }
  return global[POLICY_KEY];
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
