import type { Delivery } from '@etalage/core/api';
import { safeUrl, type SecondCurrency } from '@etalage/core';
import { getStore } from '@etalage/store';
import { ModalDialog } from '../modal-host/modal-context.js';
import { ListError } from '../shared/list-message.js';
import { SecondPrice, useSecondCurrency } from '../shared/second-price.js';
import { useRetryableLoad } from '../shared/use-retryable-load.js';
import { codPriceText, deliveryPriceText, deliveryTimeText } from './delivery-text.js';

export interface DeliveriesModalProps {
  /** The variant whose delivery options are shown (`GET /api/v2/variant/{id}/deliveries`). */
  variantId: number;
}

export const DELIVERIES_TITLE = 'Bezorgopties';
export const DELIVERIES_LOADING = 'Bezorgopties laden…';
export const DELIVERIES_ERROR = 'De bezorgopties konden niet worden geladen. Controleer je verbinding en probeer het opnieuw.';
export const DELIVERIES_RETRY = 'Opnieuw proberen';
export const DELIVERIES_EMPTY = 'De webshop heeft voor dit product geen bezorgopties opgegeven.';
export const DELIVERIES_NOTE = 'Levertijden in werkdagen, zoals de webshop ze opgeeft.';

/** A website link of a provider: only http(s) addresses are offered. */
function safeWebsite(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** Where the provider's website lives, shown as text ('postnl.nl'). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * The 'Bezorgopties' modal of the product page (spec §2, §3 Delivery): each provider with its logo, label and
 * website, and its options with price, cash-on-delivery price and delivery time. Opened by the host from
 * `data-etl-modal="deliveries"`; without JavaScript that opener is a link to the page's own delivery table.
 */
export default function DeliveriesModal({ variantId }: DeliveriesModalProps) {
  const [load, retry] = useRetryableLoad(
    async () => {
      const api = await getStore().getState().api();
      const deliveries = await api.fetchDeliveries(variantId);
      return Array.isArray(deliveries) ? deliveries : [];
    },
    variantId,
    'deliveries', 'the delivery options could not be loaded',
  );

  return (
    <ModalDialog title={DELIVERIES_TITLE}>
      {load.status === 'loading' ? (
        <div className="etl-deliveries" role="status" aria-busy="true">
          <span className="etl-visually-hidden">{DELIVERIES_LOADING}</span>
          {[0, 1].map((i) => (
            <div key={i} className="etl-deliveries__skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : load.status === 'error' ? (
        <ListError text={DELIVERIES_ERROR} retryLabel={DELIVERIES_RETRY} onRetry={retry} />
      ) : load.value.length === 0 ? (
        <p className="etl-deliveries__empty">{DELIVERIES_EMPTY}</p>
      ) : (
        <div className="etl-deliveries">
          <ul className="etl-deliveries__providers">
            {load.value.map((delivery, index) => (
              <ProviderEntry key={`${delivery.providerLabel}-${index}`} delivery={delivery} />
            ))}
          </ul>
          <p className="etl-deliveries__note">{DELIVERIES_NOTE}</p>
        </div>
      )}
    </ModalDialog>
  );
}

/** After a paid option's euro price: a space and its second price ('Gratis' has none). */
function PaidSecondPrice({ euro, currency }: { euro: number | null; currency: SecondCurrency | null }) {
  if (!currency || !euro || euro <= 0) return null;
  return (
    <>
      {' '}
      <SecondPrice euro={euro} currency={currency} />
    </>
  );
}

function ProviderEntry({ delivery }: { delivery: Delivery }) {
  const website = safeWebsite(delivery.website);
  const secondCurrency = useSecondCurrency();
  return (
    <li className="etl-deliveries__provider">
      <div className="etl-deliveries__head">
        {delivery.logo ? (
          <img className="etl-deliveries__logo" src={delivery.logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
        ) : (
          <span className="etl-deliveries__logo etl-deliveries__logo--empty" aria-hidden="true" />
        )}
        <h3 className="etl-deliveries__name">{delivery.providerLabel}</h3>
        {website ? (
          <a className="etl-deliveries__website" href={safeUrl(website)} target="_blank" rel="noopener noreferrer">
            {hostOf(website)}
            <span className="etl-visually-hidden"> (website van {delivery.providerLabel}, opent in een nieuw venster)</span>
          </a>
        ) : null}
      </div>
      <ul className="etl-deliveries__items">
        {delivery.items.map((item) => {
          const time = deliveryTimeText(item.deliveryDays);
          const price = deliveryPriceText(item.price);
          const cod = codPriceText(item.priceCod);
          return (
            <li key={item.id} className="etl-deliveries__item">
              <span className="etl-deliveries__label">{item.label}</span>
              {time ? <span className="etl-deliveries__time">{time}</span> : null}
              <span className="etl-deliveries__prices">
                {price ? (
                  <span className={`etl-deliveries__price${item.price === 0 ? ' etl-deliveries__price--free' : ''}`}>
                    {price}
                    <PaidSecondPrice euro={item.price} currency={secondCurrency} />
                  </span>
                ) : null}
                {cod ? (
                  <span className="etl-deliveries__cod">
                    {cod}
                    <PaidSecondPrice euro={item.priceCod} currency={secondCurrency} />
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
