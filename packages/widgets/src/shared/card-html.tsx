import { useLayoutEffect, useRef } from 'react';
import { insertServerHtml } from '@etalage/runtime/insert-server-html';

/**
 * A list of browser-drawn cards (`browserCardsHtml`): their HTML goes in through the one server-HTML insertion
 * point, never as React children, so React does not own this node's content and the runtime mounts the cards'
 * widgets as it does a server card's.
 */
export function CardHtml({ html, className }: { html: string; className: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) insertServerHtml(ref.current, html);
  }, [html]);
  return <div className={className} ref={ref} />;
}
