import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { copyText, formatMoney, formatPercent, VOUCHER_COPIED_MS, type SecondCurrency } from '@etalage/core';
import { schema } from '@etalage/runtime/schema';
import { SecondPrice, useSecondCurrency } from '../shared/second-price.js';

export interface VoucherCardProps {
  code: string;
  value: number;
  /** `percent`, otherwise the value is money (spec §3); default `money`. */
  valueType?: 'percent' | 'money';
  priceWithVoucher?: number;
  /**
   * Not an attribute: the copy a click on the card's server markup started before this render (the definition's
   * `resume.click` sets it on the props the runtime renders the card with). Rejected when the Clipboard API refused
   * the write or is missing.
   */
  copying?: Promise<void>;
  /**
   * Not an attribute: the page's second currency for the server's first render (`renderVoucherCard`: the server's
   * store holds no page config). Absent in the browser, where the card reads it from the store's page config.
   */
  secondCurrency?: SecondCurrency | null;
}

export const COPY_HINT = 'Klik om de vouchercode te kopiëren';
export const COPIED = 'Gekopieerd!';
export const COPY_FAILED = 'Kopiëren lukte niet: selecteer de code';

type CopyState = 'idle' | 'copied' | 'failed';

export function voucherValueText(value: number, valueType: VoucherCardProps['valueType']): string {
  return valueType === 'percent' ? `-${formatPercent(value)}` : `-${formatMoney(value)}`;
}

export default function VoucherCard({ code, value, valueType = 'money', priceWithVoucher, copying, secondCurrency }: VoucherCardProps) {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const pageSecondCurrency = useSecondCurrency();
  const second = secondCurrency === undefined ? pageSecondCurrency : secondCurrency;
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(resetTimer.current);
    };
  }, []);

  // A click on the server's markup before this render started a copy already (resume.click): show its outcome.
  // A write the browser refused, or could not make, is tried the usual way (logged, then the older copy method).
  // A layout effect: the write has long resolved, so the outcome renders before the first paint, and the
  // stylesheet's 'Gekopieerd!' of the click (while the runtime's data-etl-pending mark was on) never flickers.
  useLayoutEffect(() => {
    if (copying) void copying.then(() => true, () => copyText(code)).then(showOutcome);
  }, [copying]);

  async function onCopy() {
    showOutcome(await copyText(code));
  }

  function showOutcome(copied: boolean) {
    if (!mounted.current) return; // removed with its listHtml while copying
    setCopyState(copied ? 'copied' : 'failed');
    // Tracking loads with the first copy, not with every page that shows a voucher.
    if (copied) {
      void import('../shared/ui-events.js')
        .then(({ trackVoucherCopy }) => trackVoucherCopy({ voucher_code: code }))
        .catch(() => {}); // offline: the event is lost, the copy is not
    }
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setCopyState('idle'), VOUCHER_COPIED_MS);
  }

  const message = copyState === 'copied' ? COPIED : copyState === 'failed' ? COPY_FAILED : COPY_HINT;

  // The whole card copies (the hint says 'Klik…'); the button is its keyboard control and bubbles here.
  const clickable = { [schema.clickableAttribute]: '' };
  return (
    <div className="etl-voucher-card" data-copy-state={copyState} onClick={onCopy} {...clickable}>
      <button type="button" className="etl-voucher-card__button">
        <span className="etl-voucher-card__value">{voucherValueText(value, valueType)}</span>
        {/* Beside the badge, not in it: the quieter second price stays readable off the accent colour. */}
        {valueType === 'money' && second && ' '}
        <SecondPrice euro={value} currency={valueType === 'money' ? second : null} />
        <span className="etl-voucher-card__label">Vouchercode</span>
        <span className="etl-voucher-card__code">{code}</span>
      </button>
      <p className="etl-voucher-card__message" role="status" aria-live="polite">
        {message}
      </p>
      {priceWithVoucher !== undefined && (
        <p className="etl-voucher-card__price">
          Prijs met voucher: <strong>{formatMoney(priceWithVoucher)}</strong>
          {second && ' '}
          <SecondPrice euro={priceWithVoucher} currency={second} />
        </p>
      )}
    </div>
  );
}
