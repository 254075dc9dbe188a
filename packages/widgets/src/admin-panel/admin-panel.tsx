import { useState } from 'react';
import { formatCount, setAdminModeCookie } from '@etalage/core';
import { formatMetric } from '../admin-overlay/admin-format.js';
import { ADMIN_MODE_OFF, OPTIMIZATION_LABELS, OPTIMIZATION_NAMES } from '../admin-overlay/admin-labels.js';

export interface AdminPanelProps {
  /** Products on this page of the listing (the counts default to 0, as in the markup contract). */
  productsOnPage?: number;
  /** Products in the whole listing. */
  totalCount?: number;
  /** Products on this page per optimization type. */
  automaticCount?: number;
  manualCount?: number;
  stableRankCount?: number;
  /** Averages over this page's products. */
  averageEsRank?: number;
  averageAiScore?: number;
}

function Total({ term, value, title }: { term: string; value: string; title?: string }) {
  return (
    <div className="etl-admin-panel__total">
      <dt>{title ? <abbr title={title}>{term}</abbr> : term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The admin panel of a listing (spec §6: "an extra admin panel"): the page's totals from the server, and the
 * switch that turns admin mode off (the cookie of spec §6; the page is reloaded without admin data).
 */
export default function AdminPanel({ productsOnPage = 0, totalCount = 0, automaticCount = 0, manualCount = 0, stableRankCount = 0, averageEsRank, averageAiScore }: AdminPanelProps) {
  const [leaving, setLeaving] = useState(false);
  const counts = { automatic: automaticCount, manual: manualCount, stableRank: stableRankCount };
  return (
    <section className="etl-admin-panel" aria-labelledby="etl-admin-panel-title">
      <h3 id="etl-admin-panel-title" className="etl-admin-panel__title">
        Adminpaneel
      </h3>
      <dl className="etl-admin-panel__totals">
        <Total term="Producten op deze pagina" value={`${formatCount(productsOnPage)} van ${formatCount(totalCount)}`} />
        {(Object.keys(counts) as (keyof typeof counts)[]).map((type) => (
          <Total key={type} term={OPTIMIZATION_LABELS[type]} title={OPTIMIZATION_NAMES[type]} value={formatCount(counts[type])} />
        ))}
        <Total term="Gem. ES-rank" value={formatMetric(averageEsRank)} />
        <Total term="Gem. AI-score hoofdbeeld" value={formatMetric(averageAiScore)} />
      </dl>
      <button
        type="button"
        className="etl-button etl-admin-panel__off"
        aria-busy={leaving}
        onClick={() => {
          setLeaving(true);
          setAdminModeCookie(false);
          window.location.reload();
        }}
      >
        {ADMIN_MODE_OFF}
      </button>
    </section>
  );
}
