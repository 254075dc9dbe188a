import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';

export interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'> {
  /** The form's `useWidgetId()`; the field's own ids derive from it and its name. */
  formId: string;
  name: string;
  label: string;
  /** The server's Dutch message for this field, shown under it. */
  error?: string;
  hint?: string;
}

const idsOf = (formId: string, name: string) => ({ input: `${formId}-${name}`, error: `${formId}-${name}-error`, hint: `${formId}-${name}-hint` });

function describedBy(ids: ReturnType<typeof idsOf>, hint?: string, error?: string): string | undefined {
  return [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined;
}

/** The label, the input (children), its hint and its error: the frame of every field of the auth modal. */
function FieldFrame({ ids, label, hint, error, children }: { ids: ReturnType<typeof idsOf>; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="etl-field">
      <label className="etl-field__label" htmlFor={ids.input}>
        {label}
      </label>
      {children}
      {hint && (
        <span id={ids.hint} className="etl-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={ids.error} className="etl-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled input with its hint and its error (aria-invalid, aria-describedby), like the storefront's own forms. */
export const AuthField = forwardRef<HTMLInputElement, AuthFieldProps>(function AuthField({ formId, name, label, error, hint, ...input }, ref) {
  const ids = idsOf(formId, name);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <input
        ref={ref}
        id={ids.input}
        name={name}
        className="etl-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
});

export const SHOW_PASSWORD = 'Wachtwoord tonen';

/** A password input with a visibility toggle (a pressed button that keeps its name). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<AuthFieldProps, 'type'>>(function PasswordField(
  { formId, name, label, error, hint, ...input },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const ids = idsOf(formId, name);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <span className="etl-auth__password">
        <input
          ref={ref}
          id={ids.input}
          name={name}
          type={visible ? 'text' : 'password'}
          className="etl-field__input etl-auth__password-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          autoCapitalize="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="etl-auth__reveal"
          aria-controls={ids.input}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
          <span className="etl-visually-hidden">{SHOW_PASSWORD}</span>
        </button>
      </span>
    </FieldFrame>
  );
});

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="etl-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}
