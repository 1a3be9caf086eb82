import { useRef, useState } from 'react';
import type { AdResultSummary } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { useSearchesTranslation } from '../i18n';

interface FilteredNotesDialogProps {
  /** The ad being added; null keeps the dialog closed. */
  ad: Pick<AdResultSummary, 'id' | 'title'> | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (notes: string) => void;
}

const MAX_NOTES = 2000;

/** Optional notes before adding an ad to the filtered list. */
export function FilteredNotesDialog({ ad, pending, onClose, onConfirm }: FilteredNotesDialogProps) {
  const { t } = useSearchesTranslation();
  const [notes, setNotes] = useState('');
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const close = () => {
    if (pending) return;
    setNotes('');
    onClose();
  };
  return (
    <Dialog open={ad !== null} onClose={close} title={t('filtered.add')} description={ad?.title} size="sm" initialFocusRef={notesRef}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(notes.trim());
        }}
      >
        <TextArea
          ref={notesRef}
          label={t('filtered.notes')}
          rows={3}
          maxLength={MAX_NOTES}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder={t('filtered.notesPlaceholder')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={pending}>
            {t('filtered.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('filtered.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
