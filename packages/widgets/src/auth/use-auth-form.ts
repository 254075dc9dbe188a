import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '@etalage/core/api';

export const SERVER_DOWN = 'Dat lukte niet: we konden de server niet bereiken. Controleer je verbinding en probeer het opnieuw.';

export type FieldErrors = Record<string, string>;

/**
 * A form of the auth modal: sends the form's fields once at a time (a second submit while pending does nothing),
 * shows the server's Dutch field errors at their fields and focuses the first invalid one; a failure without field
 * errors (server down, a 500) becomes one message above the form.
 */
export function useAuthForm<Values>(send: (values: Values) => Promise<void>, read: (form: FormData) => Values) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const mounted = useRef(true);

  useEffect(() => () => void (mounted.current = false), []);

  // After a refused submit: the first invalid field (in the form's order) takes the focus.
  useLayoutEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const values = read(new FormData(event.currentTarget));
    setPending(true);
    setFailure(null);
    try {
      await send(values);
      if (mounted.current) setErrors({});
    } catch (error) {
      if (!mounted.current) return;
      const fields = fieldErrorsOf(error);
      setErrors(Object.fromEntries(fields.map(({ field, message }) => [field, message])));
      setFailure(fields.length ? null : SERVER_DOWN);
      setAttempt((n) => n + 1);
    } finally {
      if (mounted.current) setPending(false);
    }
  }

  return { formRef, pending, errors, failure, onSubmit };
}

export const text = (form: FormData, name: string) => String(form.get(name) ?? '');
