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
let policy: TrustedTypePolicyLike | null | undefined;

function serverHtmlPolicy(): TrustedTypePolicyLike | null {
  if (policy !== undefined) return policy;
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  policy = trustedTypes ? trustedTypes.createPolicy(POLICY_NAME, { createHTML: (input) => input }) : null;
  return policy;
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
