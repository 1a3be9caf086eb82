import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Languages, Mail, MessageCircle, Palette } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { Theme, UserSettings } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LANGUAGES, Trans, currentLanguage, setLanguage, type Language } from '@/lib/i18n';
import { applyTheme, readStoredTheme } from '@/lib/theme';
import { settingsQueryKey, useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { useSettingsTranslation } from '../i18n';
import { failureDescription, toastAlertsTurnedOff } from './alerts-off-toast';
import { PushSwitch } from './push-switch';
import { SettingsSwitch } from './settings-switch';
import { SignOutEverywhere } from './sign-out-everywhere';

const THEME_ORDER: Theme[] = ['light', 'dark', 'system'];

interface SettingsFormProps {
  onClose: () => void;
}

/** Loads the settings, then the editor; loading and error states in between. */
export function SettingsForm({ onClose }: SettingsFormProps) {
  const { t } = useSettingsTranslation();
  const settings = useSettings();
  if (settings.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-8 text-neutral-600 dark:text-neutral-400">
        <Spinner className="text-brand-600" />
        {t('loading')}
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-sm text-red-700 dark:text-red-400">{t('loadFailed')}</p>
        <Button variant="secondary" size="sm" loading={settings.isFetching} onClick={() => void settings.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <SettingsEditor initial={settings.data} onClose={onClose} />;
}

function SettingsEditor({ initial, onClose }: { initial: UserSettings; onClose: () => void }) {
  const { t } = useSettingsTranslation();
  const [draft, setDraft] = useState<UserSettings>(initial);
  const [language, setChosenLanguage] = useState<Language>(currentLanguage);
  const languageId = useId();
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

  // The language applies at once and is remembered on this device (not part of the saved settings).
  function changeLanguage(next: Language) {
    setChosenLanguage(next);
    void setLanguage(next);
  }

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
          if (!toastAlertsTurnedOff(initial, settings, t, queryClient)) toast.success(t('updated'));
          onClose();
        },
        onError: (error) => toast.error(t('updateFailed'), { description: failureDescription(error) }),
      },
    );
  }

  const icon = (Icon: typeof Mail) => <Icon className="size-5" aria-hidden="true" />;

  return (
    <form onSubmit={submit} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-3 text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">{t('alerts')}</legend>
        <SettingsSwitch
          label={t('whatsApp.label')}
          icon={icon(MessageCircle)}
          checked={draft.isWhatsAppEnabled}
          onChange={(isWhatsAppEnabled) => setDraft((current) => ({ ...current, isWhatsAppEnabled }))}
          description={
            <Trans
              t={t}
              i18nKey="whatsApp.description"
              components={{
                privacy: (
                  <Link
                    to="/privacy-policy"
                    onClick={onClose}
                    className="focus-ring rounded font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
                  />
                ),
              }}
            />
          }
        />
        <SettingsSwitch
          label={t('email.label')}
          icon={icon(Mail)}
          checked={draft.isEmailEnabled}
          onChange={(isEmailEnabled) => setDraft((current) => ({ ...current, isEmailEnabled }))}
          description={t('email.description')}
        />
        <PushSwitch onClose={onClose} />
      </fieldset>

      <div className="flex items-center gap-3">
        <span className="text-neutral-500 dark:text-neutral-400">{icon(Palette)}</span>
        <label htmlFor={themeId} className="flex-1 text-sm font-medium text-neutral-900 dark:text-neutral-100">
          {t('theme.label')}
        </label>
        <select
          id={themeId}
          value={draft.theme}
          onChange={(event) => changeTheme(event.target.value as Theme)}
          className="focus-ring h-10 rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
        >
          {THEME_ORDER.map((theme) => (
            <option key={theme} value={theme}>
              {t(`theme.${theme}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="flex items-center gap-3">
        <span className="text-neutral-500 dark:text-neutral-400">{icon(Languages)}</span>
        <label htmlFor={languageId} className="flex-1 text-sm font-medium text-neutral-900 dark:text-neutral-100">
          {t('language.label')}
        </label>
        <select
          id={languageId}
          value={language}
          onChange={(event) => changeLanguage(event.target.value as Language)}
          className="focus-ring h-10 rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option}>
              {t(`language.${option}`)}
            </option>
          ))}
        </select>
      </div>

      <SignOutEverywhere onDone={onClose} />

      <div className="flex flex-col-reverse gap-2 border-t border-neutral-200 pt-4 sm:flex-row sm:justify-end dark:border-neutral-800">
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
