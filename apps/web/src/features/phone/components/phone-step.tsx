import { useId, useMemo, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PhoneInput } from 'react-international-phone';
import 'react-international-phone/style.css';
import { Button } from '@/components/ui/button';
import { currentLanguage, Trans } from '@/lib/i18n';
import { usePhoneTranslation } from '../i18n';
import { localFlags, localisedCountries } from './countries';

/** E.164 allows at most 15 digits (spec 000 section 5). */
export const MAX_PHONE_DIGITS = 15;

/** The library's styling hooks and the field's form name: not texts. */
const INPUT_CLASS_NAME = 'w-full! flex-1! focus-ring';
const COUNTRY_SELECTOR_STYLE = { buttonClassName: 'focus-ring px-2!' };
const INPUT_NAME = 'phone';

export const digitsOf = (phone: string) => phone.replace(/\D/g, '');

interface PhoneStepProps {
  phone: string;
  dialCode: string;
  onPhoneChange: (phone: string, dialCode: string) => void;
  /** The privacy policy, required to send the code. */
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  /** WhatsApp match alerts, optional: turned on after verification. */
  whatsApp: boolean;
  onWhatsAppChange: (whatsApp: boolean) => void;
  pending: boolean;
  error: string | null;
  /** Receives the number in E.164 (leading plus). */
  onSubmit: (phoneNumber: string) => void;
}

export function PhoneStep({
  phone,
  dialCode,
  onPhoneChange,
  accepted,
  onAcceptedChange,
  whatsApp,
  onWhatsAppChange,
  pending,
  error,
  onSubmit,
}: PhoneStepProps) {
  const { t } = usePhoneTranslation();
  const inputId = useId();
  const language = currentLanguage();
  const countries = useMemo(() => localisedCountries(language), [language]);
  const flags = useMemo(() => localFlags(countries), [countries]);
  const digits = digitsOf(phone);
  const hasNumber = digits.length > dialCode.length;
  const tooLong = digits.length > MAX_PHONE_DIGITS;
  const canSubmit = hasNumber && !tooLong && accepted && !pending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit) onSubmit(`+${digits}`);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
          {t('phone.label')}
        </label>
        <PhoneInput
          defaultCountry="es"
          value={phone}
          countries={countries}
          flags={flags}
          preferredCountries={['es']}
          onChange={(value, meta) => onPhoneChange(value, meta.country.dialCode)}
          disabled={pending}
          className="w-full"
          inputClassName={INPUT_CLASS_NAME}
          countrySelectorStyleProps={COUNTRY_SELECTOR_STYLE}
          inputProps={{ id: inputId, name: INPUT_NAME, autoComplete: 'tel', 'aria-invalid': tooLong || undefined }}
        />
        <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('phone.hint')}</p>
        {tooLong ? <p className="text-sm text-red-600 dark:text-red-400">{t('phone.tooLong', { max: MAX_PHONE_DIGITS })}</p> : null}
      </div>

      <label className="flex items-start gap-3 text-sm leading-snug text-neutral-700 dark:text-neutral-300">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => onAcceptedChange(event.target.checked)}
          className="focus-ring mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <span>
          <Trans
            t={t}
            i18nKey="phone.privacy"
            components={{
              privacy: (
                <Link
                  to="/privacy-policy"
                  target="_blank"
                  rel="noopener noreferrer"
                  className="focus-ring font-medium text-brand-700 underline dark:text-brand-300"
                />
              ),
              muted: <span className="text-neutral-500 dark:text-neutral-400" />,
            }}
          />
        </span>
      </label>

      <label className="flex items-start gap-3 text-sm leading-snug text-neutral-700 dark:text-neutral-300">
        <input
          type="checkbox"
          checked={whatsApp}
          onChange={(event) => onWhatsAppChange(event.target.checked)}
          className="focus-ring mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <span>
          <Trans t={t} i18nKey="phone.whatsApp" components={{ muted: <span className="text-neutral-500 dark:text-neutral-400" /> }} />
        </span>
      </label>

      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
          {error}
        </p>
      ) : null}

      <Button type="submit" size="lg" disabled={!canSubmit} loading={pending} className="w-full">
        {t('phone.send')}
      </Button>
    </form>
  );
}
