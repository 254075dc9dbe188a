import type { OptimizationType } from '@etalage/core/api';
import { ClickSource, safeUrl } from '@etalage/core';
import { formatMetric } from './admin-format.js';
import { OPTIMIZATION_LABELS, OPTIMIZATION_NAMES, isOptimizationType } from './admin-labels.js';
import { AdminMetricsView } from './admin-metrics.js';
import { useAdminMetrics } from './use-admin-metrics.js';

export interface AdminOverlayProps {
  variantId: number;
  /** The product's name, for the links' and the table's accessible names. */
  itemName: string;
  /** The card's click source (spec §1): which place of the site a click-through from this card is counted for. */
  clickSource: number;
  /** The listing's category: the admin data service ranks within one. */
  categoryId: number;
  /** The `variant` parameter of `GET /v1/data`; one value for every card of a page, so that they batch. */
  rankingVariant?: number;
  esRank?: number;
  /** 1-based position in the listing. */
  esPosition?: number;
  groupId?: string;
  optimizationType?: OptimizationType;
  mainImageType?: string;
  mainImageOrientation?: string;
  mainImageAiScore?: number;
  /** The variant edit and info pages on the admin host (spec §2), built by the server from the page config. */
  editUrl: string;
  infoUrl: string;
}

/** '5 · SimilarProducts': the number the click-through counts and the name the admin tools use for it. */
function clickSourceText(clickSource: number): string {
  const name = (ClickSource as unknown as Record<number, string | undefined>)[clickSource];
  return name ? `${clickSource} · ${name}` : String(clickSource);
}

const ORIENTATIONS: Record<string, string> = { landscape: 'liggend', portrait: 'staand', square: 'vierkant' };

/** A link to an admin page in a new tab (spec §2); its name says which product and that a tab opens. */
function AdminLink({ href, text, itemName }: { href: string; text: string; itemName: string }) {
  return (
    <a href={safeUrl(href)} target="_blank" rel="noopener noreferrer" aria-label={`${text}: ${itemName} (opent in nieuw tabblad)`}>
      {text}
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}

function Fact({ term, value }: { term: string; value: string | number | undefined }) {
  return (
    <div className="etl-admin-overlay__fact">
      <dt>{term}</dt>
      <dd>{value === undefined || value === '' ? '–' : String(value)}</dd>
    </div>
  );
}

/**
 * The admin overlay of a product card (spec §3 admin-mode data, §6 admin): ranking and image data from the
 * server's props, metrics from the admin data service, and links to the admin pages in a new tab. The server
 * only renders its element for an admin with the admin-mode cookie on, so nobody else loads this code.
 */
export default function AdminOverlay(props: AdminOverlayProps) {
  const { variantId, itemName, categoryId, rankingVariant = 1, optimizationType } = props;
  // CPC and the quality score (`withQs`) are what an admin tunes a ranking with: both asked for.
  const metrics = useAdminMetrics({ variantId, categoryId, variant: rankingVariant, withCpc: true, withQs: true });
  const type = isOptimizationType(optimizationType) ? optimizationType : null;
  return (
    <div className="etl-admin-overlay">
      <div className="etl-admin-overlay__head">
        {type ? (
          <abbr className={`etl-admin-overlay__type etl-admin-overlay__type--${type}`} title={OPTIMIZATION_NAMES[type]}>
            {OPTIMIZATION_LABELS[type]}
          </abbr>
        ) : null}
        <span className="etl-admin-overlay__rank">{`ES-rank ${formatMetric(props.esRank)} · positie ${formatMetric(props.esPosition)}`}</span>
      </div>
      <dl className="etl-admin-overlay__facts">
        <Fact term="Klikbron" value={clickSourceText(props.clickSource)} />
        <Fact term="Groep" value={props.groupId} />
        <Fact term="Hoofdbeeld" value={props.mainImageType} />
        <Fact term="Oriëntatie" value={props.mainImageOrientation && (ORIENTATIONS[props.mainImageOrientation] ?? props.mainImageOrientation)} />
        <Fact term="AI-score" value={props.mainImageAiScore === undefined ? undefined : formatMetric(props.mainImageAiScore)} />
      </dl>
      <AdminMetricsView state={metrics} itemName={itemName} />
      <p className="etl-admin-overlay__links">
        <AdminLink href={props.editUrl} text="Bewerk variant" itemName={itemName} />
        <AdminLink href={props.infoUrl} text="Variantinfo" itemName={itemName} />
      </p>
    </div>
  );
}
