import { useEffect, useState } from 'react';
import { X } from 'lucide-react';

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

interface ChosenImagesProps {
  files: File[];
  /** The list's accessible name. */
  label: string;
  /** Each preview's alt text and its remove button's label, by 1-based number. */
  imageAlt: (number: number) => string;
  removeLabel: (number: number) => string;
  onRemove: (index: number) => void;
}

/** Previews of the images chosen for an upload, each with a button that removes it; nothing when none. */
export function ChosenImages({ files, label, imageAlt, removeLabel, onRemove }: ChosenImagesProps) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className="relative">
          <ImagePreview file={file} alt={imageAlt(index + 1)} className="size-20 rounded-lg object-cover" />
          <button
            type="button"
            aria-label={removeLabel(index + 1)}
            onClick={() => onRemove(index)}
            className="focus-ring absolute -top-2 -right-2 rounded-full bg-neutral-900 p-1 text-white"
          >
            <X className="size-3" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
