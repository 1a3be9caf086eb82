import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@ojeador/shared';
import { signOut } from '@/lib/session';

/** 'Cerrar Sesión': clear the session, say goodbye, go home. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    signOut('user');
    toast.info(MESSAGES.goodbye);
    void navigate('/');
  }, [navigate]);
}
