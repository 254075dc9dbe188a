import { adminRoutes } from '@etalage/core';
import type { VariantAdminData } from '@etalage/core/api';

/**
 * Admin-mode data of one card (spec §3), plus what its metrics request and links need. The server passes it
 * only when the request's user is an admin with the admin-mode cookie on (spec §6); without it a card has no
 * admin markup at all, so a shopper's page neither changes nor loads the admin code.
 */
export interface ProductCardAdmin extends VariantAdminData {
  /** The listing's category, for `GET /v1/data`. */
  categoryId: number;
  /** The `variant` parameter of `GET /v1/data` (one per page, so the page's cards batch); defaults to 1. */
  rankingVariant?: number;
  /** The admin site of the page config (`PageConfig.adminHost`). */
  adminHost: string;
}

const present = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** The props of a card's `admin-overlay` widget (drawn by `renderAdminOverlay` of `@etalage/widgets/server`). */
export function adminOverlayProps(variant: { id: number; name: string }, admin: ProductCardAdmin, clickSource: number) {
  return {
    variantId: variant.id,
    itemName: variant.name,
    clickSource,
    categoryId: admin.categoryId,
    rankingVariant: admin.rankingVariant ?? 1,
    esRank: present(admin.esRank),
    esPosition: present(admin.esPosition),
    groupId: admin.groupId === null || admin.groupId === undefined ? undefined : String(admin.groupId),
    optimizationType: present(admin.optimizationType),
    mainImageType: present(admin.mainImageType),
    mainImageOrientation: present(admin.mainImageOrientation),
    mainImageAiScore: present(admin.mainImageAiScore),
    editUrl: adminRoutes.variantEdit(admin.adminHost, variant.id),
    infoUrl: adminRoutes.variantInfo(admin.adminHost, variant.id),
  };
}
