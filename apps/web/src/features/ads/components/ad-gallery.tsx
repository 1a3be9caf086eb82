import { useState } from 'react';
import { Expand } from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { useAdsTranslation } from '../i18n';
import { ImageLightbox } from './image-lightbox';

/** Thumbnails under the main picture before the overflow tile (spec 000 section 9). */
export const GALLERY_THUMBNAILS = 2;

interface AdGalleryProps {
  images: string[];
  title: string;
}

/**
 * Main picture, the first 2 thumbnails and a '+N' tile for the rest. A thumbnail becomes the main picture;
 * the main picture and the '+N' tile open the lightbox. Broken or missing pictures show the fallback.
 */
export function AdGallery({ images, title }: AdGalleryProps) {
  const { t } = useAdsTranslation();
  const [selected, setSelected] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const thumbnailSlots = images.slice(1, 1 + GALLERY_THUMBNAILS).map((_, i) => i + 1);
  const firstHidden = 1 + GALLERY_THUMBNAILS;
  const hidden = Math.max(0, images.length - firstHidden);
  const main = images[selected];

  return (
    <div className="flex flex-col gap-2">
      {images.length > 0 ? (
        <button
          type="button"
          onClick={() => setLightbox(selected)}
          aria-label={t('gallery.enlarge', { index: selected + 1, count: images.length })}
          className="focus-ring group relative aspect-[4/3] overflow-hidden rounded-2xl bg-neutral-100 dark:bg-neutral-800"
        >
          <ImageWithFallback src={main} alt={title} loading="eager" className="size-full object-cover" />
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-neutral-950/60 px-2.5 py-1 text-xs font-medium text-white opacity-90 group-hover:opacity-100">
            <Expand className="size-3.5" aria-hidden="true" />
            {t('gallery.photos', { count: images.length })}
          </span>
        </button>
      ) : (
        <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-neutral-100 dark:bg-neutral-800">
          <ImageWithFallback src={null} alt={t('gallery.noImage')} className="size-full object-cover" />
        </div>
      )}

      {images.length > 1 ? (
        <div className="grid grid-cols-3 gap-2">
          {thumbnailSlots.map((slot) => {
            // A thumbnail whose picture is the main one shows the first picture instead (a swap).
            const shown = slot === selected ? 0 : slot;
            return (
              <button
                key={slot}
                type="button"
                onClick={() => setSelected(shown)}
                aria-label={t('gallery.view', { index: shown + 1 })}
                className="focus-ring aspect-[4/3] overflow-hidden rounded-xl bg-neutral-100 dark:bg-neutral-800"
              >
                <ImageWithFallback src={images[shown]} alt="" className="size-full object-cover" />
              </button>
            );
          })}
          {hidden > 0 ? (
            <button
              type="button"
              onClick={() => setLightbox(firstHidden)}
              aria-label={t('gallery.more', { count: hidden })}
              className="focus-ring relative aspect-[4/3] overflow-hidden rounded-xl bg-neutral-800"
            >
              <ImageWithFallback src={images[firstHidden]} alt="" className="size-full object-cover opacity-40" />
              <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-2xl font-bold text-white">
                +{hidden}
              </span>
            </button>
          ) : null}
        </div>
      ) : null}

      <ImageLightbox images={images} index={lightbox} onIndexChange={setLightbox} onClose={() => setLightbox(null)} title={title} />
    </div>
  );
}
