import { useRef, useState } from 'react';
import type { AdResultSummary } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';

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
  const [notes, setNotes] = useState('');
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const close = () => {
    if (pending) return;
    setNotes('');
    onClose();
  };
  return (
    <Dialog open={ad !== null} onClose={close} title="Añadir a la lista filtrada" description={ad?.title} size="sm" initialFocusRef={notesRef}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(notes.trim());
        }}
      >
        <TextArea
          ref={notesRef}
          label="Notas (opcional)"
          rows={3}
          maxLength={MAX_NOTES}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder="Por qué este anuncio merece la pena"
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" loading={pending}>
            Añadir
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
