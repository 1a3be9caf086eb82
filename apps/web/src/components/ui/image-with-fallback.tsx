import { useState, type ImgHTMLAttributes } from 'react';

/** Served from apps/web/public: a neutral "Sin imagen" picture. */
export const FALLBACK_IMAGE_SRC = '/ad-fallback.svg';

interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  /** Missing or blank sources show the fallback straight away. */
  src: string | null | undefined;
  alt: string;
  fallbackSrc?: string;
}

/** An <img> that swaps to a local fallback picture when its source is missing or fails to load. */
export function ImageWithFallback({ src, alt, fallbackSrc = FALLBACK_IMAGE_SRC, loading = 'lazy', ...rest }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  // A new source gets its own chance to load.
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setFailed(false);
  }
  const usable = Boolean(src && src.trim()) && !failed;
  return (
    <img
      {...rest}
      src={usable ? src! : fallbackSrc}
      alt={alt}
      loading={loading}
      referrerPolicy="no-referrer"
      data-fallback={usable ? undefined : 'true'}
      onError={() => setFailed(true)}
    />
  );
}
