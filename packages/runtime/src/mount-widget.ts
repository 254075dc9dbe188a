import { createElement, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { WidgetErrorBoundary } from './error-boundary.js';
import { nextWidgetIdPrefix, WidgetIdPrefix } from './widget-id.js';

export interface MountedWidget {
  unmount: () => void;
}

export interface MountOptions {
  /** The element's content is the widget's own first render: adopt it (hydrate) instead of replacing it. */
  hydrate?: boolean;
  /** Renders into this element's result instead (a shadow root's container); the server's content stays aside in the element. */
  container?: (element: Element) => Element;
}

function takeChildren(element: Element): DocumentFragment {
  const fragment = document.createDocumentFragment();
  while (element.firstChild) fragment.appendChild(element.firstChild);
  return fragment;
}

function copyChildren(element: Element): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const child of element.childNodes) fragment.appendChild(child.cloneNode(true));
  return fragment;
}

/**
 * Renders a widget into its element. The server's content is kept aside while the widget lives and put
 * back when it is unmounted (or fails), so the page never loses it. Hydrating keeps the server's nodes
 * (focus and hover stay where they are) and keeps a copy for that purpose.
 */
export function mountWidget<Props extends object>(
  element: Element,
  Widget: ComponentType<Props>,
  props: Props,
  onRenderError: (error: unknown) => void,
  options: MountOptions = {},
): MountedWidget {
  const target = options.container?.(element) ?? element;
  const fallback = options.hydrate && target === element ? copyChildren(element) : takeChildren(element);
  let unmounted = false;
  let root: { unmount: () => void } | undefined;
  const unmount = () => {
    if (unmounted) return;
    unmounted = true;
    try {
      root?.unmount();
    } finally {
      if (target !== element) target.replaceChildren();
      element.replaceChildren(fallback);
    }
  };
  const onError = (error: unknown) => {
    onRenderError(error);
    // Unmounting inside React's commit is not allowed: leave it for a microtask.
    queueMicrotask(unmount);
  };
  // createElement rather than JSX keeps the JSX runtime out of the renderer chunk. The root's own id prefix: see widget-id.ts.
  const tree = createElement(
    WidgetIdPrefix.Provider,
    { value: nextWidgetIdPrefix() },
    createElement(WidgetErrorBoundary, { onError }, createElement(Widget, props)),
  );
  if (options.hydrate && target === element) {
    root = hydrateRoot(element, tree);
  } else {
    root = createRoot(target);
    (root as ReturnType<typeof createRoot>).render(tree);
  }
  return { unmount };
}
