import { main } from './cli.js';
import { etalageMarkupContract } from './index.js';

/** The checker on the workspace's sources (bin/check-markup.mjs before a build): the contract of the current definitions. */
export const run = (args: readonly string[]) => main(args, { contract: async () => etalageMarkupContract() });
