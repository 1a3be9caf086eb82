import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { MESSAGES } from '@ojeador/shared';
import { endSession } from '@/lib/end-session';

/** 'Cerrar Sesión': revoke this device's session, say goodbye, go home. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void endSession('device').then(() => {
      toast.info(MESSAGES.goodbye);
      void navigate('/');
    });
  }, [navigate]);
}
