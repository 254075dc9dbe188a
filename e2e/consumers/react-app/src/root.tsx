// The same page with the same three widgets imported from the package's root entry (built with ETALAGE_BUILD=root).
import { CompareButton, LikeButton, VoucherCard } from '@etalage/widgets';
import { renderApp } from './app.js';

renderApp({ LikeButton, CompareButton, VoucherCard });
