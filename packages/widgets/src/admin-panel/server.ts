/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { adminPanel } from './index.js';
import AdminPanel, { type AdminPanelProps } from './admin-panel.js';

/** The admin panel of a listing (admin mode only): the page's totals and the switch that turns admin mode off. */
export function renderAdminPanel(totals: AdminPanelProps): RawHtml {
  return prerenderedWidget('admin-panel', adminPanel.name, AdminPanel, totals, resumeAsIn(adminPanel));
}
