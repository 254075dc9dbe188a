import type { AdminMetricValues } from '@etalage/core/api';
import { formatDay, formatMetric, metricChange } from './admin-format.js';
import { METRIC_ROWS, METRICS_FAILED, METRICS_LOADING, METRICS_MISSING } from './admin-labels.js';
import type { MetricsState } from './use-admin-metrics.js';

function yesNo(flag: boolean | undefined): string {
  return flag ? 'ja' : 'nee';
}

function MetricsTable({ data, previous, itemName }: { data: AdminMetricValues; previous: AdminMetricValues | null; itemName: string }) {
  const rows = METRIC_ROWS.filter(({ key }) => data[key] !== undefined);
  return (
    <table className="etl-admin-overlay__metrics">
      <caption className="etl-visually-hidden">{`Metrics van ${itemName}`}</caption>
      <thead>
        <tr>
          <th scope="col">Metric</th>
          <th scope="col">Nu</th>
          <th scope="col">Verschil</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, label, money, lowerIsBetter }) => {
          const change = metricChange(data[key], previous?.[key], lowerIsBetter);
          return (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{formatMetric(data[key], money)}</td>
              <td className={change ? `etl-admin-overlay__change etl-admin-overlay__change--${change.trend}` : 'etl-admin-overlay__change'}>
                {change ? change.text : '–'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The metrics part of the overlay: loading, failed (re-queued), missing, or the values with their change. */
export function AdminMetricsView({ state, itemName }: { state: MetricsState; itemName: string }) {
  if (state.status === 'loading') return <p className="etl-admin-overlay__status">{METRICS_LOADING}</p>;
  if (state.status === 'failed') return <p className="etl-admin-overlay__status etl-admin-overlay__status--failed">{METRICS_FAILED}</p>;
  const { data, previousData } = state.metrics;
  if (!data) return <p className="etl-admin-overlay__status">{METRICS_MISSING}</p>;
  const day = formatDay(data.date);
  const previousDay = formatDay(previousData?.date);
  return (
    <div className="etl-admin-overlay__metrics-block">
      <MetricsTable data={data} previous={previousData} itemName={itemName} />
      <p className="etl-admin-overlay__flags">
        {`Bestseller: ${yesNo(data.bestseller)} · Seller: ${yesNo(data.seller)}`}
      </p>
      {data.formula ? (
        <p className="etl-admin-overlay__formula">
          <span>Formule: </span>
          <code>{data.formula}</code>
        </p>
      ) : null}
      {day ? <p className="etl-admin-overlay__date">{previousDay ? `Meting ${day}, vergeleken met ${previousDay}` : `Meting ${day}`}</p> : null}
    </div>
  );
}
