/** `@etalage/widgets/admin-panel`: a listing's admin totals and the switch that turns admin mode off. */
export { default as AdminPanel, type AdminPanelProps } from './admin-panel.js';
