import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@ojeador/shared';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/** Why a choice was refused: a file of another type, a file too big, more files than room, or several and none usable. */
export type ImageProblem = 'type' | 'size' | 'count' | 'none';

export interface ImageInputProps {
  /** The picker's name, shown above it unless `hideLabel` (then only assistive technology reads it). */
  label: string;
  hideLabel?: boolean;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** How many images at most; 1 is a single-image picker whose new choice replaces the current one. */
  max: number;
  maxBytes?: number;
  types?: readonly string[];
  /** A form's own words for a refusal (the server's message for the same rule); the others come from the common catalogue. */
  messages?: Partial<Record<ImageProblem, string>>;
  /** Replaces the default line that states the limits. */
  hint?: string;
  /** The text on the tile that opens the file chooser. */
  chooseLabel?: string;
  /** A preview's alt text, by its 1-based number. */
  previewAlt?: (number: number) => string;
  shape?: 'square' | 'round';
}

/** An object URL for a chosen file, revoked when the file changes or the component goes away. */
function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL is an external resource this effect creates and revokes.
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function Preview({ file, alt, className }: { file: File; alt: string; className?: string }) {
  const url = useObjectUrl(file);
  return url ? <img referrerPolicy="no-referrer" src={url} alt={alt} className={className} /> : null;
}

// Stable keys for previews, so removing one image does not remount (and re-read) the others.
const fileKeys = new WeakMap<File, number>();
let nextKey = 0;
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) fileKeys.set(file, (key = nextKey += 1));
  return key;
}

/** The first reason to refuse part of a choice, in the order a person fixes them; null when everything fits. */
function problemOf(chosen: File[], usable: File[], room: number, types: readonly string[], maxBytes: number): ImageProblem | null {
  if (usable.length === 0 && chosen.length > 1) return 'none';
  if (chosen.some((file) => !types.includes(file.type))) return 'type';
  if (chosen.some((file) => file.size > maxBytes)) return 'size';
  if (usable.length > room) return 'count';
  return null;
}

/**
 * The one image picker: choose one or several images, see a preview of each, remove any of them. The
 * browser checks type, size and count with the server's limits from packages/shared (the server checks the bytes
 * again); a refused file is left out and a message says why.
 */
export function ImageInput({
  label,
  hideLabel = false,
  files,
  onChange,
  max,
  maxBytes = IMAGE_MAX_BYTES,
  types = IMAGE_TYPES,
  messages,
  hint,
  chooseLabel,
  previewAlt,
  shape = 'square',
}: ImageInputProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const single = max === 1;
  const full = !single && files.length >= max;

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    inputRef.current?.focus();
  });

  const limits = {
    count: max,
    size: new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(maxBytes / (1024 * 1024)),
    types: new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(types.map((type) => type.replace(/^image\//, '').toUpperCase())),
  };
  const problemText = problem ? (messages?.[problem] ?? t(`imageInput.problems.${problem}`, limits)) : null;
  const altOf = (number: number) => previewAlt?.(number) ?? t('imageInput.image', { number });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // The same file chosen again must fire a change too.
    event.target.value = '';
    if (chosen.length === 0) return;
    const usable = chosen.filter((file) => types.includes(file.type) && file.size <= maxBytes);
    const room = single ? 1 : max - files.length;
    setProblem(problemOf(chosen, usable, room, types, maxBytes));
    const accepted = usable.slice(0, Math.max(0, room));
    if (accepted.length > 0) onChange(single ? accepted : [...files, ...accepted]);
  };

  const remove = (index: number) => {
    setProblem(null);
    refocus.current = true;
    onChange(files.filter((_, i) => i !== index));
  };

  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const round = shape === 'round';
  const removeClasses = 'focus-ring absolute rounded-full bg-neutral-900 p-1 text-white hover:bg-neutral-700';
  const current = single ? files[0] : undefined;

  return (
    <div className={cn('flex flex-col gap-2', round && 'items-center')}>
      <span id={labelId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-neutral-800 dark:text-neutral-200'}>
        {label}
      </span>
      <div className="flex flex-wrap items-start gap-2">
        {!single && files.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('imageInput.chosen')}>
            {files.map((file, index) => (
              <li key={keyOf(file)} className="relative">
                <Preview file={file} alt={altOf(index + 1)} className="size-20 rounded-lg object-cover" />
                <button
                  type="button"
                  aria-label={t('imageInput.remove', { number: index + 1 })}
                  onClick={() => remove(index)}
                  className={cn(removeClasses, '-top-2 -right-2')}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="relative">
          <label
            className={cn(
              'flex cursor-pointer flex-col items-center justify-center gap-1 overflow-hidden border-2 border-dashed border-neutral-300 bg-neutral-50 text-xs text-neutral-500 hover:border-brand-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-400',
              round ? 'size-36 rounded-full' : 'size-20 rounded-lg',
            )}
          >
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={types.join(',')}
              multiple={!single}
              disabled={full}
              aria-labelledby={labelId}
              aria-describedby={problemText ? `${hintId} ${errorId}` : hintId}
              aria-invalid={problemText ? true : undefined}
              onChange={choose}
              className="sr-only"
            />
            {current ? (
              <Preview file={current} alt={altOf(1)} className="size-full object-cover" />
            ) : (
              <>
                <ImagePlus className={round ? 'size-8' : 'size-6'} aria-hidden="true" />
                <span className="px-1 text-center">{chooseLabel ?? t(single ? 'imageInput.chooseOne' : 'imageInput.add')}</span>
              </>
            )}
          </label>
          {current ? (
            <button
              type="button"
              aria-label={t('imageInput.removeOnly')}
              onClick={() => remove(0)}
              className={cn(removeClasses, round ? 'top-1 right-1' : '-top-2 -right-2')}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="text-xs text-neutral-500 dark:text-neutral-400">
        {hint ?? t('imageInput.hint', limits)}
      </p>
      {problemText ? (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problemText}
        </p>
      ) : null}
    </div>
  );
}
