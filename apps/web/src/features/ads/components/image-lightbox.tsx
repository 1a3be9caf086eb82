import type { KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Dialog } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { useAdsTranslation } from '../i18n';

interface ImageLightboxProps {
  images: string[];
  /** Index shown; null closes the lightbox. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
}

/** Every picture of an ad, one at a time: buttons or the arrow keys move, Escape closes. */
export function ImageLightbox({ images, index, onIndexChange, onClose, title }: ImageLightboxProps) {
  const { t } = useAdsTranslation();
  const count = images.length;
  const current = index ?? 0;
  const go = (step: number) => onIndexChange((current + step + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  }

  return (
    <Dialog open={index !== null && count > 0} onClose={onClose} title={t('gallery.lightboxTitle', { title })} size="xl">
      <div className="flex flex-col gap-3" onKeyDown={onKeyDown}>
        <div className="relative flex items-center justify-center overflow-hidden rounded-xl bg-neutral-100 dark:bg-neutral-800">
          <ImageWithFallback
            src={images[current]}
            alt={t('gallery.image', { index: current + 1, count })}
            loading="eager"
            className="max-h-[65dvh] w-full object-contain"
          />
          {count > 1 ? (
            <>
              {/* Placed by a wrapper: IconButton is `relative`, which an `absolute` beside it would not override. */}
              <div className="absolute inset-y-0 left-2 flex items-center">
                <IconButton aria-label={t('gallery.previous')} onClick={() => go(-1)} className="bg-white/90 shadow dark:bg-neutral-900/90">
                  <ChevronLeft className="size-6" aria-hidden="true" />
                </IconButton>
              </div>
              <div className="absolute inset-y-0 right-2 flex items-center">
                <IconButton aria-label={t('gallery.next')} onClick={() => go(1)} className="bg-white/90 shadow dark:bg-neutral-900/90">
                  <ChevronRight className="size-6" aria-hidden="true" />
                </IconButton>
              </div>
            </>
          ) : null}
        </div>
        <p className="text-center text-sm text-neutral-600 tabular-nums dark:text-neutral-400" aria-live="polite">
          {current + 1} / {count}
        </p>
        {count > 1 ? (
          <div className="flex gap-2 overflow-x-auto pb-1">
            {images.map((src, i) => (
              <button
                key={`${src}-${i}`}
                type="button"
                aria-label={t('gallery.view', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => onIndexChange(i)}
                className="focus-ring size-16 shrink-0 overflow-hidden rounded-lg opacity-70 ring-brand-500 transition aria-[current=true]:opacity-100 aria-[current=true]:ring-2"
              >
                <ImageWithFallback src={src} alt="" className="size-full object-cover" />
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
