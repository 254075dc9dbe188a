import { raw } from 'hono/html';
import type { RawHtml } from '@etalage/markup';

/** Places escaped markup from `@etalage/markup` (already safe HTML) into Hono JSX. */
export function markup(value: RawHtml) {
  return raw(value.value);
}
