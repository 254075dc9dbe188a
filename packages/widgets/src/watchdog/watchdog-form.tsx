import { useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '@etalage/core';
import { validateWatchdogForm, type WatchdogFormErrors } from './validate-watchdog-form.js';
import { Spinner } from '../shared/icons.js';
import { useWidgetId } from '../shared/use-widget-id.js';
import { SecondPrice, useSecondCurrency } from '../shared/second-price.js';

export interface WatchdogFormProps {
  needsEmail: boolean;
  currentPrice?: number;
  onSubmit: (values: { email: string; targetPrice: number | null }) => Promise<{ ok: true } | { ok: false; message: string }>;
}

/** The watchdog modal's form: e-mail (visitors only) and an optional target price, validated in Dutch. */
export function WatchdogForm({ needsEmail, currentPrice, onSubmit }: WatchdogFormProps) {
  const id = useWidgetId();
  const secondCurrency = useSecondCurrency();
  const [errors, setErrors] = useState<WatchdogFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const result = validateWatchdogForm(
      { email: String(form.get('email') ?? ''), targetPrice: String(form.get('targetPrice') ?? ''), needsEmail, currentPrice },
      formatMoney,
    );
    if (!result.ok) {
      setErrors(result.errors);
      (result.errors.email ? emailRef : priceRef).current?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    const answer = await onSubmit({ email: result.email, targetPrice: result.targetPrice });
    setPending(false);
    if (!answer.ok) setFailure(answer.message);
  }

  return (
    <form className="etl-watchdog" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <p className="etl-watchdog__intro">
        We sturen je een e-mail zodra het product weer op voorraad is of onder je richtprijs zakt.
      </p>
      {failure && (
        <p className="etl-alert" role="alert">
          {failure}
        </p>
      )}
      {needsEmail && (
        <div className="etl-field">
          <label className="etl-field__label" htmlFor={`${id}-email`}>
            E-mailadres
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            className="etl-field__input"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
          />
          {errors.email && (
            <span id={`${id}-email-error`} className="etl-field__error">
              {errors.email}
            </span>
          )}
        </div>
      )}
      <div className="etl-field">
        <label className="etl-field__label" htmlFor={`${id}-price`}>
          Richtprijs (optioneel)
        </label>
        <span id={`${id}-price-hint`} className="etl-field__hint">
          {currentPrice !== undefined && (
            <>
              {`Nu ${formatMoney(currentPrice)}`}
              {secondCurrency && ' '}
              <SecondPrice euro={currentPrice} currency={secondCurrency} />
              {'. '}
            </>
          )}
          Laat leeg voor een melding bij beschikbaarheid.
        </span>
        <input
          ref={priceRef}
          id={`${id}-price`}
          className="etl-field__input"
          name="targetPrice"
          type="text"
          inputMode="decimal"
          placeholder="bijvoorbeeld 199,95"
          aria-invalid={Boolean(errors.targetPrice)}
          aria-describedby={[`${id}-price-hint`, errors.targetPrice ? `${id}-price-error` : ''].filter(Boolean).join(' ')}
        />
        {errors.targetPrice && (
          <span id={`${id}-price-error`} className="etl-field__error">
            {errors.targetPrice}
          </span>
        )}
      </div>
      <button type="submit" className="etl-button etl-button--primary" aria-disabled={pending}>
        {pending ? (
          <>
            <Spinner /> Bezig…
          </>
        ) : (
          'Houd mij op de hoogte'
        )}
      </button>
    </form>
  );
}
