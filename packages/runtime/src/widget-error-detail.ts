export type WidgetPhase = 'props' | 'load' | 'resume' | 'render' | 'unmount';

/** The detail of the `etalage:error` event of a widget that failed. */
export interface WidgetErrorDetail {
  widget: string;
  phase: WidgetPhase;
  error: unknown;
  /** The offending attribute, for props errors. */
  attribute?: string;
}
