import { UPDATE_BUTTON, UPDATE_TEXT, UPDATING } from './texts.js';

export interface UpdatePromptViewProps {
  /** Whether a new version waits (the server draws it closed). */
  open?: boolean;
  pending?: boolean;
  onRefresh?: () => void;
}

/**
 * The refresh prompt's markup: the server draws it closed inside the widget's `role="status"` element; the
 * enhancer (update-prompt.ts) opens it when a new service worker waits and runs its button.
 */
export function UpdatePromptView({ open = false, pending = false, onRefresh }: UpdatePromptViewProps) {
  return (
    <div className="etl-update-prompt__box" hidden={!open}>
      <p className="etl-update-prompt__text">{UPDATE_TEXT}</p>
      <button type="button" className="etl-update-prompt__button" disabled={pending} aria-disabled={pending || undefined} onClick={onRefresh}>
        {pending ? UPDATING : UPDATE_BUTTON}
      </button>
    </div>
  );
}
