import { createRoot } from 'react-dom/client';
import { getStore } from '@etalage/store';
import type { CompareButton } from '@etalage/widgets/compare-button';
import type { LikeButton } from '@etalage/widgets/like-button';
import type { VoucherCard } from '@etalage/widgets/voucher-card';
import '@etalage/widgets/styles.css';
import { LikedCount } from './liked-count.js';

/** The three widgets the page renders, imported by the page's entry in one of the two import styles. */
export interface Widgets {
  LikeButton: typeof LikeButton;
  CompareButton: typeof CompareButton;
  VoucherCard: typeof VoucherCard;
}

/** The host's product page with three Etalage widgets and one store for the page. */
export function renderApp({ LikeButton, CompareButton, VoucherCard }: Widgets): void {
  // The API answers on this origin (the app's server proxies /api to the storefront); the other keys keep their defaults.
  getStore().getState().setConfig({ apiHost: location.origin });

  function App() {
    return (
      <main>
        <h1>Bank Saar leer grijs</h1>
        <p>
          <LikedCount />
        </p>
        <section aria-label="Product">
          <LikeButton itemId={10033} likesCount={0} itemName="Bank Saar leer grijs" />
          <CompareButton variantId={10033} itemName="Bank Saar leer grijs" />
        </section>
        <section aria-label="Hetzelfde product, nog een keer">
          <LikeButton itemId={10033} likesCount={0} itemName="Bank Saar leer grijs (tweede knop)" />
        </section>
        <VoucherCard code="WOON20" value={10} valueType="money" />
      </main>
    );
  }

  createRoot(document.getElementById('root')!).render(<App />);
}
