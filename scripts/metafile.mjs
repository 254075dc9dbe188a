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
