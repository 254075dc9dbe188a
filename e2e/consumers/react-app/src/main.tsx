// A host that already runs React: three Etalage widgets from their own entry points.
import { CompareButton } from '@etalage/widgets/compare-button';
import { LikeButton } from '@etalage/widgets/like-button';
import { VoucherCard } from '@etalage/widgets/voucher-card';
import { renderApp } from './app.js';

renderApp({ LikeButton, CompareButton, VoucherCard });
