import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { endSession } from '@/lib/end-session';
import { useAppTranslation } from '../i18n';

/** 'Cerrar Sesión': revoke this device's session, say goodbye, go home. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const { t } = useAppTranslation();
  return useCallback(() => {
    void endSession('device').then(() => {
      toast.info(t('session.goodbye'));
      void navigate('/');
    });
  }, [navigate, t]);
}
