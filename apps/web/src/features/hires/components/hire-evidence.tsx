import { useEffect, useId, useRef, useState } from 'react';
import { FileText, Paperclip } from 'lucide-react';
import type { HireEvidence as Evidence } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAttachEvidence, useEvidenceFile, useHireEvidence } from '../api/hire-evidence';
import { useHiresTranslation } from '../i18n';

/** An object URL for a fetched file, revoked when it changes or the item leaves. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is an external resource made for this blob, freed in the cleanup.
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** One attached file: a photo's thumbnail (fetched with the session), or a PDF to download. */
export function EvidenceFile({ evidence }: { evidence: Evidence }) {
  const { t } = useHiresTranslation();
  const file = useEvidenceFile(evidence, true);
  const url = useObjectUrl(file.data);
  const who = t(`evidence.by.${evidence.uploadedBy}`);
  return (
    <li className="flex w-36 flex-col gap-1 text-xs">
      {evidence.kind === 'photo' ? (
        url ? (
          <a href={url} target="_blank" rel="noreferrer" className="focus-ring block overflow-hidden rounded-lg">
            <img
              src={url}
              alt={t('evidence.photoAlt', { name: evidence.name, who })}
              referrerPolicy="no-referrer"
              className="aspect-[4/3] w-full object-cover"
            />
          </a>
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-neutral-100 dark:bg-neutral-800">
            <Spinner className="size-5" label={t('evidence.loading')} />
          </div>
        )
      ) : (
        <a
          href={url ?? undefined}
          download={evidence.name}
          aria-disabled={url === null}
          className="focus-ring flex aspect-[4/3] flex-col items-center justify-center gap-1 rounded-lg bg-neutral-100 p-2 text-center dark:bg-neutral-800"
        >
          <FileText className="size-6" aria-hidden="true" />
          <span className="line-clamp-2 break-all">{evidence.name}</span>
          <span className="sr-only">{t('evidence.download')}</span>
        </a>
      )}
      <span className="text-neutral-600 dark:text-neutral-400">
        {who} · {formatDateTime(evidence.createdAt)}
      </span>
    </li>
  );
}

/**
 * The hire's photos and PDFs (the report's and a dispute's evidence): listed for its parties and the administrator;
 * the customer and the expert attach more while the hire is accepted, awaiting the decision or disputed.
 */
export function HireEvidence({ hireId, canAttach }: { hireId: number; canAttach: boolean }) {
  const { t } = useHiresTranslation();
  const evidence = useHireEvidence(hireId);
  const attach = useAttachEvidence(hireId);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const items = evidence.data ?? [];
  if (!canAttach && items.length === 0) return null;

  function onChoose(files: FileList | null) {
    if (!files || files.length === 0) return;
    attach.mutate({ files: [...files] }, { onSettled: () => input.current && (input.current.value = '') });
  }

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Paperclip className="size-5" aria-hidden="true" />
        {t('evidence.title')}
      </h2>
      {items.length > 0 ? (
        <ul aria-label={t('evidence.title')} className="flex flex-wrap gap-3">
          {items.map((item) => (
            <EvidenceFile key={item.id} evidence={item} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('evidence.empty')}</p>
      )}
      {canAttach ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="sr-only">
            {t('evidence.choose')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept="image/jpeg,image/png,application/pdf"
            className="sr-only"
            onChange={(event) => onChoose(event.target.files)}
          />
          <Button variant="secondary" size="sm" className="self-start" loading={attach.isPending} onClick={() => input.current?.click()}>
            {t('evidence.attach')}
          </Button>
          <p className="text-xs text-neutral-600 dark:text-neutral-400">{t('evidence.hint')}</p>
          {attach.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(attach.error, t('evidence.failed'))}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
