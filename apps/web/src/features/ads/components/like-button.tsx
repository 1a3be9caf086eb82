import { useState, type MouseEvent } from 'react';
import { Heart } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { LikeToggleResponse } from '@ojeador/shared';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useToggleLike } from '../api/toggle-like';
import { useAdsTranslation } from '../i18n';

interface LikeButtonProps {
  adId: number;
  liked: boolean;
  likeCount: number;
  /** Called with the server's answer, e.g. to update a cached list. */
  onToggled?: (answer: LikeToggleResponse) => void;
  /** 'overlay' sits on a picture; 'inline' sits in text. */
  variant?: 'overlay' | 'inline';
  className?: string;
}

type LikeState = { liked: boolean; likeCount: number };

/**
 * Heart toggle (aria-pressed): flips at once, then keeps the server's answer; a failure puts the previous
 * state back and says so. Clicks never reach an enclosing link or card.
 */
export function LikeButton({ adId, liked, likeCount, onToggled, variant = 'overlay', className }: LikeButtonProps) {
  const { t } = useAdsTranslation();
  const toggle = useToggleLike(adId);
  const [override, setOverride] = useState<LikeState | null>(null);
  const pending = toggle.isPending;

  // New data from the parent (a refetch, or its own cache update) replaces the local state.
  const [seen, setSeen] = useState<LikeState>({ liked, likeCount });
  if (seen.liked !== liked || seen.likeCount !== likeCount) {
    setSeen({ liked, likeCount });
    if (!pending) setOverride(null);
  }

  const current = override ?? { liked, likeCount };

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    const previous = override;
    setOverride({ liked: !current.liked, likeCount: Math.max(0, current.likeCount + (current.liked ? -1 : 1)) });
    toggle.mutate(undefined, {
      onSuccess: (answer) => {
        setOverride(answer);
        onToggled?.(answer);
      },
      onError: (error) => {
        setOverride(previous);
        toast.error(errorMessage(error, t('like.failed')));
      },
    });
  }

  return (
    <button
      type="button"
      aria-label={t('like.label')}
      aria-pressed={current.liked}
      title={t('like.title', { action: current.liked ? t('like.unlike') : t('like.label'), count: current.likeCount })}
      onClick={onClick}
      className={cn(
        'focus-ring inline-flex items-center gap-1.5 rounded-full text-sm font-medium transition-colors',
        variant === 'overlay'
          ? 'h-9 bg-white/90 px-2.5 text-neutral-700 shadow-sm backdrop-blur hover:bg-white dark:bg-neutral-900/90 dark:text-neutral-200 dark:hover:bg-neutral-900'
          : 'h-10 border border-neutral-300 bg-white px-3 text-neutral-700 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:bg-neutral-800',
        current.liked && 'text-rose-600 dark:text-rose-400',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5 transition-transform', current.liked && 'scale-110 fill-current')} />
      <span aria-hidden="true" data-testid="like-count" className="tabular-nums">
        {current.likeCount}
      </span>
    </button>
  );
}
