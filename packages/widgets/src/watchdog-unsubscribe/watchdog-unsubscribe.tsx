import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ResponseError } from '@etalage/core/api';
import { getStore } from '@etalage/store';
import { reportProblem } from '@etalage/core';

export interface WatchdogUnsubscribeProps {
  /** The subscription's unsubscribe hash, from the e-mail's link. */
  hash: string;
  /** Where the form posts without JavaScript (the storefront: the same address, POST). */
  action: string;
  /** The watched product, named in the question and the answer. */
  productName?: string;
}

export const QUESTION = (product: string) => `Wil je geen e-mails meer ontvangen over ${product}?`;
export const CONFIRM = 'Afmelden';
export const SENDING = 'Bezig met afmelden…';
export const DONE = (product: string) => `Je bent afgemeld. Je ontvangt geen e-mails meer over ${product}.`;
export const ALREADY = 'Deze afmeldlink is ongeldig of al gebruikt. Je ontvangt geen e-mails meer voor dit alarm.';
export const FAILED = 'Afmelden is niet gelukt. Controleer je verbinding en probeer het opnieuw.';
export const RETRY = 'Opnieuw proberen';
export const MY_ALERTS = 'Naar mijn alarmen';
export const MY_ALERTS_URL = '/user/watchdog';

type Status = 'ask' | 'sending' | 'done' | 'gone' | 'failed';

/**
 * Asks before it unsubscribes: 'Afmelden' sends `DELETE /watchdog/unsubscribe/{hash}` and says in Dutch what
 * came of it (done; a link already used or unknown; a failure, with 'Opnieuw proberen'). The answer is a live
 * region that takes the focus, since the button it replaces had it.
 */
export default function WatchdogUnsubscribe({ hash, action, productName }: WatchdogUnsubscribeProps) {
  const [status, setStatus] = useState<Status>('ask');
  const answer = useRef<HTMLParagraphElement>(null);
  const product = productName || 'dit product';

  useEffect(() => {
    if (status === 'done' || status === 'gone') answer.current?.focus();
  }, [status]);

  async function unsubscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    setStatus('sending');
    try {
      const api = await getStore().getState().api();
      await api.unsubscribeWatchdogByHash(hash);
      setStatus('done');
    } catch (error) {
      if (error instanceof ResponseError && error.status === 404) setStatus('gone');
      else {
        reportProblem('watchdog-unsubscribe', 'the unsubscribe call failed:', error);
        setStatus('failed');
      }
    }
  }

  if (status === 'done' || status === 'gone') {
    return (
      <div className="etl-watchdog-unsubscribe">
        <p className="etl-watchdog-unsubscribe__answer" role="status" tabIndex={-1} ref={answer}>
          {status === 'done' ? DONE(product) : ALREADY}
        </p>
        <a className="etl-watchdog-unsubscribe__link" href={MY_ALERTS_URL}>
          {MY_ALERTS}
        </a>
      </div>
    );
  }
  const sending = status === 'sending';
  return (
    <form className="etl-watchdog-unsubscribe" method="post" action={action} onSubmit={(event) => void unsubscribe(event)}>
      <p className="etl-watchdog-unsubscribe__question">{QUESTION(product)}</p>
      {status === 'failed' ? (
        <p className="etl-watchdog-unsubscribe__error" role="alert">
          {FAILED}
        </p>
      ) : null}
      <button type="submit" className="etl-watchdog-unsubscribe__button" aria-busy={sending || undefined} aria-disabled={sending || undefined}>
        {sending ? SENDING : status === 'failed' ? RETRY : CONFIRM}
      </button>
    </form>
  );
}
