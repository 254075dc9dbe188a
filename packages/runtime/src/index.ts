export { createRuntime, type Runtime, type RuntimeStats, type RuntimeOptions } from './runtime.js';
export { createChunkPreloader, type ChunkPreload } from './chunk-preload.js';
export { loadWithRetry } from '@etalage/core/load-with-retry';
export { createYield } from './scheduler.js';
export { schema, propAttributeName, activationStrategies, type ActivationStrategy } from './schema.js';
export { AttributeName } from './attribute-names.js';
export { openDialogFrame, removeDialogFrames } from './dialog-frame.js';
export { parseProps, type ParsedProps, type PropError } from './parse-props.js';
export { readPageConfig } from './page-config.js';
// Not re-exported from here: widgets import it by its own path ('@etalage/runtime/insert-server-html'), so that the
// embed's entry, which imports this index, does not carry it.
export type { InsertPosition } from './insert-server-html.js';
export { reportWidgetError, type WidgetErrorDetail, type WidgetPhase } from './report-error.js';
export type { WidgetDefinition, WidgetModule, Enhancer, PropSpec, PropSpecs, ResumeSpec, RuntimeStore } from './types.js';
export type { PropSpecsFor } from './types.js';
