import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { WidgetErrorBoundary } from './error-boundary.js';

export interface MountedWidget {
  unmount: () => void;
}

/**
 * Renders a widget into its element. The server's fallback content is set aside while the
 * widget lives and put back when it is unmounted (or fails), so the page never loses it.
 */
export function mountWidget<Props extends object>(
  element: Element,
  Widget: ComponentType<Props>,
  props: Props,
  onRenderError: (error: unknown) => void,
): MountedWidget {
  const fallback = document.createDocumentFragment();
  while (element.firstChild) fallback.appendChild(element.firstChild);
  const root = createRoot(element);
  let unmounted = false;
  const unmount = () => {
    if (unmounted) return;
    unmounted = true;
    try {
      root.unmount();
    } finally {
      element.replaceChildren(fallback);
    }
  };
  // createElement rather than JSX keeps the JSX runtime out of the page's entry (widgets load it lazily).
  const onError = (error: unknown) => {
    onRenderError(error);
    // Unmounting inside React's commit is not allowed: leave it for a microtask.
    queueMicrotask(unmount);
  };
  root.render(createElement(WidgetErrorBoundary, { onError }, createElement(Widget, props)));
  return { unmount };
}
