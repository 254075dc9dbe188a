import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url.js';

describe('safeUrl', () => {
  it('keeps relative, http(s), mail and phone links as they are, a malformed one of those too (it goes nowhere)', () => {
    for (const url of ['/login', '?page=2', '#reviews', 'product/1', 'https://shop.example/a?b=c', 'http://x.test', 'mailto:info@etalage.nl', 'tel:+31201234567', '//cdn.example/img.jpg', 'https://</script>', 'HTTPS://shop.example', '/a:b']) {
      expect(safeUrl(url)).toBe(url);
    }
  });

  it('replaces script, data and other schemes, whatever their spelling, with the fallback', () => {
    for (const url of ["javascript:__xss('a')", ' JavaScript:alert(1)', 'java\tscript:alert(1)', '\u0001\u001fjavascript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', 'blob:https://x/1']) {
      expect(safeUrl(url, '/login')).toBe('/login');
    }
    expect(safeUrl(undefined)).toBe('#');
    // The browser reads what the rule reads: each replaced URL would run as a script (or a document) in its scheme.
    for (const url of ['\u0001\u001fjavascript:alert(1)', 'java\nscript:alert(1)']) expect(new URL(url).protocol).toBe('javascript:');
    expect(safeUrl('')).toBe('#');
  });
});
