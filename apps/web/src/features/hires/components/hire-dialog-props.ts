/** Every hire modal: the hire's id (null when the search's hire came without one), close, and read everything again. */
export interface HireDialogProps {
  hireId: number | null;
  onClose: () => void;
  /** Refetches the search's detail and results, the hire lists and the balance. */
  onDone: () => Promise<unknown> | void;
}
