export { createRuntime, type Runtime, type RuntimeStats, type RuntimeOptions } from './runtime.js';
export { installChunkPreloader } from './chunk-preload.js';
export { schema, propAttributeName, activationStrategies, type ActivationStrategy } from './schema.js';
export { AttributeName } from './attribute-names.js';
export { parseProps, type ParsedProps, type PropError } from './parse-props.js';
export { readPageConfig } from './page-config.js';
export { insertServerHtml, type InsertPosition } from './insert-server-html.js';
export { reportWidgetError, type WidgetErrorDetail, type WidgetPhase } from './report-error.js';
export type { WidgetDefinition, WidgetModule, Enhancer, PropSpec, PropSpecs, ResumeSpec, RuntimeStore } from './types.js';
