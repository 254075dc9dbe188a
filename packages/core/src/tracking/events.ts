import { pushDataLayer, pushUiEvent } from './data-layer.js';
import { UI_EVENTS, type UiEventName } from './event-names.js';


export function trackSearchStartSuggesting(): void {
  pushUiEvent(UI_EVENTS.searchStartSuggesting);
}

export interface SearchModalSubmitFields {
  original_query: string;
  search_suggest_type: string | number | null;
  search_suggest_value: string | null;
}

export function trackSearchModalSubmit(fields: SearchModalSubmitFields): void {
  pushUiEvent(UI_EVENTS.searchModalSubmit, { ...fields });
}

export interface ModalOpenFields {
  modal_name: string;
  modal_opener: string;
}

export function trackModalOpen(fields: ModalOpenFields): void {
  pushUiEvent(UI_EVENTS.modalOpen, { ...fields });
}

export function trackComparisonToggle(added: boolean, variantId: number): void {
  pushUiEvent(added ? UI_EVENTS.comparisonAdd : UI_EVENTS.comparisonRemoved, { variant_id: variantId });
}

export function trackVoucherCopy(fields: { variant_id?: number; voucher_code: string }): void {
  pushUiEvent(UI_EVENTS.voucherCopy, { ...fields });
}

/** Events with no fields of their own beyond what the caller gives. */
export function trackUiEvent(name: UiEventName, fields: Record<string, unknown> = {}): void {
  pushUiEvent(name, fields);
}

export function trackCustomPageView(fields: Record<string, unknown> = {}): void {
  pushDataLayer({ event: UI_EVENTS.customPageView, ...fields });
}
