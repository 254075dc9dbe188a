// A host that already runs React: three Etalage widgets from their own entry points, one store for the page.
import { createRoot } from 'react-dom/client';
import { getStore } from '@etalage/store';
import { LikeButton } from '@etalage/widgets/like-button';
import { CompareButton } from '@etalage/widgets/compare-button';
import { VoucherCard } from '@etalage/widgets/voucher-card';
import '@etalage/widgets/styles.css';
import { LikedCount } from './liked-count.js';

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
