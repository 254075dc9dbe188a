import type { MarkupExampleSource } from '../contract/example-support.js';
import { renderUpdatePrompt } from './server.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({ source: "renderUpdatePrompt({ script: '/sw.js' }) of @etalage/widgets/server", markup: renderUpdatePrompt({ script: '/sw.js' }) });
