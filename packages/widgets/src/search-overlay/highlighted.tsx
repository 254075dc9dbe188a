import { highlightSegments } from '@etalage/core';

/** `text` with the query's matches in `<mark>` elements (accent- and case-insensitive), as nodes, never as HTML. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="etl-search-overlay__mark">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
