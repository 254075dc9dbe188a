import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ADMIN_MODE_COOKIE, hasRole, type PageConfig } from '@etalage/core';
import type { OptimizationType, VariantAdminData } from '@etalage/core/api';
import type { ProductCardAdmin } from '@etalage/markup';
import type { AdminPanelProps as AdminPanelTotals } from '@etalage/widgets';
import type { AppEnv } from '../context.js';
import type { UserRow } from '../auth/users.js';
import { tokenClaims } from '../auth/token.js';
import type { VariantRow } from './variant-row.js';

/** The storefront has one ranking variant: the `variant` parameter of every metrics request. */
export const RANKING_VARIANT = 1;

const MAIN_IMAGE_TYPES = ['packshot', 'sfeerbeeld', 'detail'] as const;

/** The spec §5 rule on the user's login-token roles: `roles.admin` true, or its site or global entry truthy. */
export function isAdminUser(user: UserRow | undefined, site: string): boolean {
  return user !== undefined && hasRole(tokenClaims(user).roles.admin, site);
}

/** Admin mode (spec §6): an admin whose admin-mode cookie equals 1. Only then do pages carry admin data. */
export function isAdminMode(c: Context<AppEnv>, config: PageConfig): boolean {
  return getCookie(c, ADMIN_MODE_COOKIE) === '1' && isAdminUser(c.get('user'), config.project);
}

/** The admin-mode data of spec §3 (`VariantAdminData`), as this storefront always knows it. */
export interface VariantAdminFacts extends VariantAdminData {
  esRank: number;
  esPosition: number | null;
  groupId: number;
  optimizationType: OptimizationType;
  mainImageType: string;
  mainImageOrientation: string;
  mainImageAiScore: number;
}

/**
 * The admin-mode data of a variant (spec §3), derived from its row: ES rank and optimization type are seeded
 * columns, the group is the product, the main image's type and AI score a fixed function of the id.
 * `esPosition` is where the variant stands in the list it is shown in (null outside a list).
 */
export function adminDataOf(row: VariantRow, esPosition: number | null = null): VariantAdminFacts {
  return {
    esRank: row.es_rank,
    esPosition,
    groupId: row.product_id,
    optimizationType: row.optimization_type as OptimizationType,
    mainImageType: MAIN_IMAGE_TYPES[row.id % MAIN_IMAGE_TYPES.length]!,
    mainImageOrientation: row.main_image_orientation,
    mainImageAiScore: Math.round(((row.id * 7919) % 1000) / 10) / 10,
  };
}

/** What the cards of one admin-mode list share: the metrics request's category and the admin host. */
export interface AdminListContext {
  categoryId: number;
  adminHost: string;
}

/** The admin data of one card at a 1-based position of its list. */
export function cardAdmin(row: VariantRow, position: number, list: AdminListContext): ProductCardAdmin {
  return { ...adminDataOf(row, position), categoryId: list.categoryId, rankingVariant: RANKING_VARIANT, adminHost: list.adminHost };
}

const average = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : undefined);

/** The admin panel's totals over one page of a listing. */
export function adminPanelTotals(rows: VariantRow[], totalCount: number): AdminPanelTotals {
  const count = (type: OptimizationType) => rows.filter((row) => row.optimization_type === type).length;
  return {
    productsOnPage: rows.length,
    totalCount,
    automaticCount: count('automatic'),
    manualCount: count('manual'),
    stableRankCount: count('stableRank'),
    averageEsRank: average(rows.map((row) => row.es_rank)),
    averageAiScore: average(rows.map((row) => adminDataOf(row).mainImageAiScore)),
  };
}
