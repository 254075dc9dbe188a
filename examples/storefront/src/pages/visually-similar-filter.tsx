/** @jsxImportSource hono/jsx */
import { formatCount } from '@etalage/core';
import { widgetProps } from '@etalage/markup';

/** The props of the `visually-similar-filter` widget (packages/widgets/src/visually-similar-filter). */
export interface SimilarFilterProps {
  variantId: number;
  categoryId: number;
  /** Lower case, as the page names the category ('banken'). */
  categoryName: string;
  categoryUrl: string;
  /** The image the page shows, as `imageUrl()` builds it: the image search's question. */
  imageUrl: string;
  clickSource: number;
  requestId: string;
  only: boolean;
  count: number;
}

/**
 * The visually-similar page's results head: the count and 'Alleen {categorie}'. Without JavaScript a GET form to
 * the page itself (the checkbox sends `categorie`, unticked it sends nothing); with it, the widget's fallback,
 * drawn as the widget draws itself (same classes and texts), so the page does not move when it renders.
 */
export function SimilarResultsHead({ props, action }: { props: SimilarFilterProps; action: string }) {
  return (
    <div class="page-widget" {...widgetProps('visually-similar-filter', { ...props })}>
      <div class="etl-look-filter">
        <div class="etl-look-filter__bar">
          <h2 class="etl-look-filter__count" id="results-title">
            {formatCount(props.count)} {props.count === 1 ? 'product' : 'producten'}
          </h2>
          <form class="etl-look-filter__form" method="get" action={action}>
            <label class="etl-look-filter__switch">
              <input class="etl-look-filter__input" type="checkbox" role="switch" name="categorie" value={String(props.categoryId)} checked={props.only} />
              <span>Alleen {props.categoryName}</span>
              <span class="etl-spinner etl-look-filter__spinner" aria-hidden="true"></span>
            </label>
            <button class="etl-button etl-button--small etl-look-filter__submit" type="submit">
              Toepassen
            </button>
          </form>
          <p class="etl-visually-hidden" role="status"></p>
        </div>
        {props.count === 0 ? (
          <div class="etl-list-message">
            <p class="etl-list-message__text">We vonden geen producten die hierop lijken.</p>
            <a class="etl-list-link" href={props.categoryUrl}>
              Bekijk alle {props.categoryName}
            </a>
          </div>
        ) : null}
      </div>
    </div>
  );
}
