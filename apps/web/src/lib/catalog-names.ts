import { useMemo } from 'react';
import { CATEGORY_CODES, PLAN_CODES, SERVICE_TYPE_CODES, type CategoryCode, type PlanCode, type ServiceTypeCode } from '@ojeador/shared';
import { useTranslation } from '@/lib/i18n';

const isCategoryCode = (code: string | null | undefined): code is CategoryCode => (CATEGORY_CODES as readonly unknown[]).includes(code);
const isServiceTypeCode = (code: string | null | undefined): code is ServiceTypeCode => (SERVICE_TYPE_CODES as readonly unknown[]).includes(code);
const isPlanCode = (code: string | null | undefined): code is PlanCode => (PLAN_CODES as readonly unknown[]).includes(code);

export type CatalogNames = {
  category: (code: string | null | undefined, serverName?: string | null) => string;
  serviceType: (code: string | null | undefined, serverName?: string | null) => string;
  /** Plan names are the plans' own, never a top-up card's (docs/design.md section 11). */
  plan: (code: string | null | undefined, serverName?: string | null) => string;
};

/**
 * Categories, service types and plans in the reader's language, worded by the code the server sends with them
 * (the stored names are Spanish or English whatever the reader chose). A code this client does not know yet keeps
 * the server's name.
 */
export function useCatalogNames(): CatalogNames {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      category: (code, serverName) => (isCategoryCode(code) ? t(`catalog.categories.${code}`) : (serverName ?? '')),
      serviceType: (code, serverName) => (isServiceTypeCode(code) ? t(`catalog.serviceTypes.${code}`) : (serverName ?? '')),
      plan: (code, serverName) => (isPlanCode(code) ? t(`catalog.plans.${code}`) : (serverName ?? '')),
    }),
    [t],
  );
}
