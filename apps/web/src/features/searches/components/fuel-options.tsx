import { PREFERENCE_FUELS } from '@ojeador/shared';
import { useSearchesTranslation } from '../i18n';

/** The options of a fuel <select>: "none chosen" first (its own words), then each fuel the engine knows. */
export function FuelOptions({ noneLabel }: { noneLabel: string }) {
  const { t } = useSearchesTranslation();
  return (
    <>
      <option value="">{noneLabel}</option>
      {PREFERENCE_FUELS.map((fuel) => (
        <option key={fuel} value={fuel}>
          {t(`manualAd.fuels.${fuel}`)}
        </option>
      ))}
    </>
  );
}
