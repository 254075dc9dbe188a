/** A path of this site ('/producten/banken'), not a protocol-relative address ('//elders.nl') or anything else. */
export function isSitePath(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
}
