/**
 * Partner pages (the partner bundle) keep every widget, and the modal layer, inside a shadow root of its own that
 * holds the partner stylesheet: the web shop's CSS cannot restyle the widgets, and theirs cannot leak out. On the
 * storefront nothing here is switched on and widgets render into their elements as before.
 */
import { AttributeName } from '@etalage/runtime/attribute-names';

let stylesheetUrl: string | undefined;
const containers = new WeakMap<Element, Element>();
let layer: HTMLElement | undefined;

/** Switches isolation on (the partner entry, once): `url` is the partner stylesheet, linked in each shadow root. */
export function isolateWidgets(url: string): void {
  stylesheetUrl = url;
}

/**
 * The element a widget renders into: inside `host`'s shadow root, after the stylesheet and a slot (which shows the
 * server's light-DOM content again while the widget is not rendered). Without isolation, the host itself.
 */
export function widgetContainer(host: Element): Element {
  if (!stylesheetUrl) return host;
  let container = containers.get(host);
  if (container) return container;
  const doc = host.ownerDocument;
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  container = doc.createElement('div');
  container.className = 'etl-isolated';
  shadow.append(link, doc.createElement('slot'), container);
  containers.set(host, container);
  return container;
}

/** Where dialogs render: the body, or on partner pages a container in the shadow root of one layer element at its end. */
export function dialogLayer(doc: Document = document): Element {
  if (!stylesheetUrl) return doc.body;
  if (!layer?.isConnected) {
    layer = doc.createElement('div');
    layer.setAttribute(AttributeName.Layer, '');
    doc.body.append(layer);
  }
  return widgetContainer(layer);
}

/** The focused element, looked up through open shadow roots (document.activeElement stops at a shadow host). */
export function deepActiveElement(doc: Document = document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
