import { useEffect, useState } from 'react';

/** An object URL for a chosen file, revoked when the file changes or the component goes away. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL is an external resource this effect creates and revokes.
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function ImagePreview({ file, alt, className }: { file: File; alt: string; className?: string }) {
  const url = useObjectUrl(file);
  return url ? <img referrerPolicy="no-referrer" src={url} alt={alt} className={className} /> : null;
}
