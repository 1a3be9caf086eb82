import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { pushKeyQueryOptions } from '../api/push-subscriptions';
import { useSettingsTranslation } from '../i18n';
import { devicePushState, pushSupported, subscribeDevice, unsubscribeDevice, type PushState } from './push-device';
import { SettingsSwitch } from './settings-switch';

type Translate = ReturnType<typeof useSettingsTranslation>['t'];

/** Turns this device on, says how it went; answers the state the switch shows. Also the "Deshacer" of turning it off. */
async function turnOn(publicKey: string, t: Translate, seePlans: () => void): Promise<PushState> {
  try {
    const outcome = await subscribeDevice(publicKey);
    if (outcome === 'on') toast.success(t('push.turnedOn'));
    else if (outcome === 'planRequired') toast.error(t('push.planRequired'), { action: { label: t('push.seePlans'), onClick: seePlans } });
    else toast.error(t(outcome === 'blocked' ? 'push.blocked' : 'push.dismissed'));
    return outcome === 'on' ? 'on' : outcome === 'blocked' ? 'blocked' : 'off';
  } catch {
    toast.error(t('push.failed'));
    return 'off';
  }
}

/**
 * "Notificaciones en este dispositivo": Web Push for this browser. Unlike the other switches it acts at
 * once, with no "Guardar": the browser asks for the permission on the click, and the subscription is this device's.
 */
export function PushSwitch({ onClose }: { onClose: () => void }) {
  const { t } = useSettingsTranslation();
  const navigate = useNavigate();
  const supported = pushSupported();
  const key = useQuery({ ...pushKeyQueryOptions, enabled: supported });
  const [device, setDevice] = useState<PushState>(supported ? 'loading' : 'unsupported');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    devicePushState().then(
      (state) => current && setDevice(state),
      () => current && setDevice('unsupported'),
    );
    return () => {
      current = false;
    };
  }, [supported]);

  const unavailable = key.error instanceof ApiError && key.error.status === 404;
  const state: PushState = unavailable && device !== 'unsupported' ? 'unavailable' : device;
  const publicKey = key.data?.publicKey;
  const seePlans = () => {
    onClose();
    void navigate('/suscripciones');
  };

  async function change(on: boolean) {
    if (!publicKey) return;
    setBusy(true);
    if (on) {
      setDevice(await turnOn(publicKey, t, seePlans));
    } else {
      try {
        await unsubscribeDevice();
        setDevice('off');
        toast.success(t('push.turnedOff'), {
          action: { label: t('undo'), onClick: () => void turnOn(publicKey, t, seePlans).then(setDevice) },
        });
      } catch {
        toast.error(t('push.failed'));
      }
    }
    setBusy(false);
  }

  const usable = (state === 'on' || state === 'off') && Boolean(publicKey);
  return (
    <SettingsSwitch
      label={t('push.label')}
      icon={<BellRing className="size-5" aria-hidden="true" />}
      checked={state === 'on'}
      disabled={!usable || busy}
      onChange={(on) => void change(on)}
      description={state === 'on' || state === 'off' || state === 'loading' ? t('push.description') : t(`push.${state}Description`)}
    />
  );
}
