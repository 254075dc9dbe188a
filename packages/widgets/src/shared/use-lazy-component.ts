import { useCallback, useState, type ComponentType } from 'react';

/**
 * Loads a component (a modal, usually) on first use, so that it is not part of the chunk every page loads.
 * `load()` answers false when the chunk could not be loaded; the error is logged with the widget's name.
 */
export function useLazyComponent<Props>(widget: string, loader: () => Promise<ComponentType<Props>>) {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async (): Promise<boolean> => {
    if (Component) return true;
    setLoading(true);
    try {
      const loaded = await loader();
      setComponent(() => loaded);
      return true;
    } catch (error) {
      console.error(`[etalage] ${widget}: the modal could not be loaded:`, error);
      return false;
    } finally {
      setLoading(false);
    }
  }, [Component, loader, widget]);
  return { Component, loading, load };
}
