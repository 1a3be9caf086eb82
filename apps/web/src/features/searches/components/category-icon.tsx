import { Car, House, Motorbike, Search, type LucideProps } from 'lucide-react';

/** Category ids 1, 2, 3 are car, motorcycle, house (spec 000 section 9); anything else gets a magnifier. */
export function CategoryIcon({ categoryId, ...props }: { categoryId: number } & LucideProps) {
  const Icon = categoryId === 1 ? Car : categoryId === 2 ? Motorbike : categoryId === 3 ? House : Search;
  return <Icon aria-hidden="true" data-category-icon={categoryId} {...props} />;
}
