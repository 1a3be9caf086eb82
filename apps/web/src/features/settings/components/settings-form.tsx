import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Mail, MessageCircle, Palette } from 'lucide-react';
import { toast } from '@/lib/toast';
import { SETTINGS_MESSAGES, type Theme, type UserSettings } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { applyTheme, readStoredTheme } from '@/lib/theme';
import { settingsQueryKey, useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { SettingsSwitch } from './settings-switch';
import { SignOutEverywhere } from './sign-out-everywhere';

const THEME_LABELS: Record<Theme, string> = { light: 'Claro', dark: 'Oscuro', system: 'Sistema' };
const THEME_ORDER: Theme[] = ['light', 'dark', 'system'];

interface SettingsFormProps {
  onClose: () => void;
}

/** Loads the settings, then the editor; loading and error states in between. */
export function SettingsForm({ onClose }: SettingsFormProps) {
  const settings = useSettings();
  if (settings.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-8 text-neutral-600 dark:text-neutral-400">
        <Spinner className="text-brand-600" />
        Cargando configuración...
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-sm text-red-700 dark:text-red-400">No se pudo cargar la configuración</p>
        <Button variant="secondary" size="sm" loading={settings.isFetching} onClick={() => void settings.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  return <SettingsEditor initial={settings.data} onClose={onClose} />;
}

function failureDescription(error: unknown): string | undefined {
  // The server explains the one refusal a user can fix: WhatsApp without a verified phone (RULE_BROKEN, 422).
  return error instanceof ApiError && error.code === 'RULE_BROKEN' && error.serverMessage ? error.serverMessage : undefined;
}

function SettingsEditor({ initial, onClose }: { initial: UserSettings; onClose: () => void }) {
  const [draft, setDraft] = useState<UserSettings>(initial);
  const update = useUpdateSettings();
  const queryClient = useQueryClient();
  const themeId = useId();
  const saved = useRef(false);

  // Leaving without saving puts back the saved theme the select may have previewed.
  useEffect(() => {
    saved.current = false;
    return () => {
      if (saved.current) return;
      applyTheme(queryClient.getQueryData<UserSettings>(settingsQueryKey)?.theme ?? readStoredTheme());
    };
  }, [queryClient]);

  function changeTheme(theme: Theme) {
    setDraft((current) => ({ ...current, theme }));
    applyTheme(theme);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      { ...draft, consentContext: 'settings' },
      {
        onSuccess: (settings) => {
          saved.current = true;
          applyTheme(settings.theme, true);
          toast.success(SETTINGS_MESSAGES.updated);
          onClose();
        },
        onError: (error) => toast.error(SETTINGS_MESSAGES.updateFailed, { description: failureDescription(error) }),
      },
    );
  }

  const icon = (Icon: typeof Mail) => <Icon className="size-5" aria-hidden="true" />;

  return (
    <form onSubmit={submit} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-3 text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">Alertas</legend>
        <SettingsSwitch
          label="Notificaciones por WhatsApp"
          icon={icon(MessageCircle)}
          checked={draft.isWhatsAppEnabled}
          onChange={(isWhatsAppEnabled) => setDraft((current) => ({ ...current, isWhatsAppEnabled }))}
          description={
            <>
              Solo te enviaremos avisos de anuncios que encajan con tus búsquedas, nunca promociones. Puedes desactivarlo cuando quieras. Más información en la{' '}
              <Link
                to="/privacy-policy"
                onClick={onClose}
                className="focus-ring rounded font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
              >
                política de privacidad
              </Link>
              .
            </>
          }
        />
        <SettingsSwitch
          label="Notificaciones por email"
          icon={icon(Mail)}
          checked={draft.isEmailEnabled}
          onChange={(isEmailEnabled) => setDraft((current) => ({ ...current, isEmailEnabled }))}
          description="Un resumen por email cuando encontremos anuncios nuevos para tus búsquedas."
        />
      </fieldset>

      <div className="flex items-center gap-3">
        <span className="text-neutral-500 dark:text-neutral-400">{icon(Palette)}</span>
        <label htmlFor={themeId} className="flex-1 text-sm font-medium text-neutral-900 dark:text-neutral-100">
          Tema
        </label>
        <select
          id={themeId}
          value={draft.theme}
          onChange={(event) => changeTheme(event.target.value as Theme)}
          className="focus-ring h-10 rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
        >
          {THEME_ORDER.map((theme) => (
            <option key={theme} value={theme}>
              {THEME_LABELS[theme]}
            </option>
          ))}
        </select>
      </div>

      <SignOutEverywhere onDone={onClose} />

      <div className="flex flex-col-reverse gap-2 border-t border-neutral-200 pt-4 sm:flex-row sm:justify-end dark:border-neutral-800">
        <Button variant="ghost" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" loading={update.isPending}>
          Guardar
        </Button>
      </div>
    </form>
  );
}
