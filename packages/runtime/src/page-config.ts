import { normalizePageConfig, type PageConfig } from '@etalage/core';
import { schema } from './schema.js';
import { reportRuntimeProblem } from './report-error.js';

/** Reads `<script type="application/json" id="etalage-config">`; a broken config is reported and defaults are used. */
export function readPageConfig(doc: Document = document): PageConfig {
  const script = doc.getElementById(schema.configScriptId);
  if (!script?.textContent) return normalizePageConfig(null);
  try {
    return normalizePageConfig(JSON.parse(script.textContent));
  } catch (error) {
    reportRuntimeProblem('configNotJson', error);
    return normalizePageConfig(null);
  }
}
