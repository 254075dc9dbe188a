/** A lazy chunk boundary: the comparison events load with the first comparison toggle. */
export { trackComparisonToggle } from '@etalage/core/tracking';
