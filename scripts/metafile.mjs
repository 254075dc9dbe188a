// esbuild's metafile of the embed, read by the size step, the preload rewrite and the bench.

/** `file` and every output it imports statically, transitively (what loads as soon as `file` loads). */
export function staticClosure(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement' && outputs[imported.path]) staticClosure(outputs, imported.path, seen);
  }
  return seen;
}

/**
 * Chunks that get no hint, whatever their size: a registry (the widgets' lazy loaders and resume specs, of which a
 * page calls those of the few widgets it holds), and the enhancers every page starts when the main thread is idle
 * (the product card, the page chrome, the update prompt): they run off the path to any answer a shopper waits for,
 * most of their functions are handlers of later events (a click, a scroll, a new version of the site), and V8
 * compiles what runs of them lazily in that idle time, while the hint's line would be about 45 bytes gzip each
 * before any interaction.
 */
const NOT_CALLED_ON_LOAD = [
  /\/definitions(-[a-z]+)?\.ts$/,
  /\/product-card\/product-card\.ts$/,
  /\/page-chrome\/page-chrome\.ts$/,
  /\/update-prompt\/update-prompt\.ts$/,
];

/** V8's explicit compile hint (Chrome 136+): the file's functions are compiled with it, not on first call. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Whether an output gets the compile hint: the embed's own code of 2 KB or more (its functions run as soon as it
 * loads), not small files (the hint's bytes would outweigh the compile) nor third-party code (swiper, GrowthBook,
 * preact), most of whose functions a page never calls, nor the chunks of NOT_CALLED_ON_LOAD.
 */
export function wantsCompileHint(output) {
  if (output.bytes < 2048 || NOT_CALLED_ON_LOAD.some((pattern) => pattern.test(output.entryPoint ?? ''))) return false;
  const inputs = Object.entries(output.inputs);
  const all = inputs.reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
  const own = inputs.filter(([input]) => !input.includes('node_modules/')).reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
  return all > 0 && own / all >= 0.8;
}
