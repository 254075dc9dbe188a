import type { ActivationStrategy } from '../schema.js';
import type { Activation } from './types.js';
import { eager } from './eager.js';
import { idle } from './idle.js';
import { visible } from './visible.js';
import { interaction } from './interaction.js';

export const activations: Record<ActivationStrategy, Activation> = { eager, idle, visible, interaction };
export { visibleWaitingCount } from './visible.js';
export type { Activation, Cancel } from './types.js';
