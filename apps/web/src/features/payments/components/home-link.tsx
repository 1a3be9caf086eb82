import { Link } from 'react-router';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { usePaymentsTranslation } from '../i18n';

/** The way back to the start every payment page offers. */
export function HomeLink({ variant }: { variant: ButtonVariant }) {
  const { t } = usePaymentsTranslation();
  return (
    <Link to="/" className={buttonClasses(variant)}>
      {t('backHome')}
    </Link>
  );
}
