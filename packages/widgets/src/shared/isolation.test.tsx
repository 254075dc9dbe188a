import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { createRuntime, type WidgetDefinition } from '@etalage/runtime';
import { deepActiveElement, dialogLayer, isolateWidgets, widgetContainer } from './isolation.js';

function Hello({ name }: { name: string }) {
  return <button type="button">Hallo {name}</button>;
}

describe('isolation (partner pages)', () => {
  afterEach(() => document.body.replaceChildren());

  it('without isolation a widget renders into its element and dialogs into the body', () => {
    const host = document.createElement('div');
    expect(widgetContainer(host)).toBe(host);
    expect(dialogLayer()).toBe(document.body);
  });

  it('renders a widget inside a shadow root that links the stylesheet; the server content comes back when it unmounts', async () => {
    isolateWidgets('data:text/css,.etl-isolated{color:red}');
    const host = document.createElement('div');
    host.innerHTML = '<p>Reviews van deze webshop</p>';
    document.body.append(host);
    host.setAttribute('data-etl-widget', 'hello');
    host.setAttribute('data-etl-name', 'Sanne');
    const hello: WidgetDefinition<{ name: string }> = {
      name: 'hello',
      activation: 'eager',
      props: { name: { type: 'string', required: true } },
      load: async () => ({ default: Hello }),
    };
    const runtime = createRuntime([hello as WidgetDefinition], document, { container: widgetContainer });
    await act(async () => {
      runtime.start();
      await runtime.whenSettled();
    });
    const shadow = host.shadowRoot!;
    expect(shadow.querySelector('link')!.getAttribute('href')).toBe('data:text/css,.etl-isolated{color:red}');
    expect(shadow.querySelector('.etl-isolated')!.textContent).toBe('Hallo Sanne');
    // The page's own CSS cannot select the widget's nodes: they are not in the document tree.
    expect(document.querySelector('button')).toBeNull();
    expect(host.textContent).toBe('');
    expect(widgetContainer(host)).toBe(shadow.querySelector('.etl-isolated'));

    shadow.querySelector('button')!.focus();
    expect(deepActiveElement()).toBe(shadow.querySelector('button'));

    await act(async () => runtime.stop());
    expect(shadow.querySelector('.etl-isolated')!.childNodes.length).toBe(0);
    // Shown again through the shadow root's slot.
    expect(host.innerHTML).toBe('<p>Reviews van deze webshop</p>');
    expect(shadow.querySelector('slot')).not.toBeNull();

    const layer = dialogLayer();
    expect(layer.getRootNode()).toBeInstanceOf(ShadowRoot);
    expect(dialogLayer()).toBe(layer);
  });
});
