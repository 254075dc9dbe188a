/** The error and empty states the list widgets (favourites, comparison, watched) share. */
export function ListError({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="etl-list-message etl-list-message--error">
      <p className="etl-list-message__text" role="alert">
        {text}
      </p>
      <button type="button" className="etl-button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

export function ListEmpty({ text, linkLabel, href }: { text: string; linkLabel: string; href: string }) {
  return (
    <div className="etl-list-message">
      <p className="etl-list-message__text">{text}</p>
      <a className="etl-list-message__link" href={href}>
        {linkLabel}
      </a>
    </div>
  );
}
