import { useId, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useSearchCreationTranslation } from '../i18n';
import { loadPlaceIndex, type Place, type PlaceIndex } from '../lib/place-search';

type Status = 'idle' | 'loading' | 'failed';

/**
 * A town or postcode typed beside the map (a combobox: arrows move through the suggestions, Enter picks one,
 * Escape closes them). Picking one moves the search's centre there.
 */
export function PlaceBox({ onPlace }: { onPlace: (place: Place) => void }) {
  const { t } = useSearchCreationTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [index, setIndex] = useState<PlaceIndex | null>(null);

  const label = (place: Place) =>
    place.kind === 'town'
      ? t('place.town', { name: place.name, province: place.province })
      : t('place.postcode', { postcode: place.postcode, province: place.province });

  // The list is downloaded on the first keystroke that can use it (a failure is retried by typing on).
  function loadIfNeeded(typed: string) {
    if (typed.trim().length < 2 || index || status === 'loading') return;
    setStatus('loading');
    loadPlaceIndex().then(
      (loaded) => {
        setIndex(loaded);
        setStatus('idle');
      },
      () => setStatus('failed'),
    );
  }

  const places = index ? index.search(text) : [];
  const showList = open && text.trim().length >= 2;

  function choose(place: Place) {
    setText(label(place));
    setOpen(false);
    onPlace(place);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (places.length > 0) setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : places.length - 1)) % places.length);
    } else if (event.key === 'Enter') {
      // Enter never submits the step from here: it picks the highlighted place, if any.
      event.preventDefault();
      const place = places[active];
      if (showList && place) choose(place);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
    }
  }

  let note: string | null = null;
  if (showList && status === 'loading') note = t('place.loading');
  else if (showList && status === 'failed') note = t('place.failed');
  else if (showList && index && places.length === 0) note = t('place.none');

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {t('place.label')}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500" aria-hidden="true" />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-expanded={showList && places.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && places[active] ? `${listId}-${active}` : undefined}
          placeholder={t('place.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            loadIfNeeded(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="focus-ring w-full rounded-lg border border-neutral-300 bg-white py-2 pr-3 pl-9 text-sm dark:border-neutral-700 dark:bg-neutral-900"
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('place.suggestions')}
        hidden={!showList || places.length === 0}
        className="absolute top-full right-0 left-0 z-[1000] mt-1 max-h-72 overflow-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
      >
        {places.map((place, position) => (
          <li
            key={`${label(place)}-${place.latitude}-${place.longitude}`}
            id={`${listId}-${position}`}
            role="option"
            aria-selected={position === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
            onMouseEnter={() => setActive(position)}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm',
              position === active ? 'bg-brand-50 text-brand-900 dark:bg-brand-950 dark:text-brand-100' : 'text-neutral-800 dark:text-neutral-200',
            )}
          >
            {label(place)}
          </li>
        ))}
      </ul>
      <p role="status" className="min-h-5 text-xs text-neutral-600 dark:text-neutral-400">
        {note}
      </p>
    </div>
  );
}
