import { Inbox } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** Contrataciones: hires arrive with the hiring issue; until then an expert has none. */
export function HiresTab() {
  return <EmptyState icon={<Inbox className="size-6" aria-hidden="true" />} title="No tienes contrataciones activas" />;
}
