import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ShieldCheck } from 'lucide-react';
import { VERIFICATION_RESEND_SECONDS } from '@ojeador/shared';
import { NEXT_PARAM, safeNextPath } from '@/lib/next-path';
import { signIn, useSession } from '@/lib/session';
import { useSendVerification } from '../api/send-verification';
import { useVerifyCode } from '../api/verify-code';
import { useEnableWhatsApp } from '../api/enable-whatsapp';
import { CodeStep } from '../components/code-step';
import { PhoneStep } from '../components/phone-step';
import { useCountdown } from '../components/use-countdown';
import { usePageTitle } from '@/lib/use-page-title';
import { usePhoneTranslation } from '../i18n';

/** /verify-phone: number (with consent) → 6-digit code → back to where the customer was going (`?next=`), else /. */
export function VerifyPhonePage() {
  const { t } = usePhoneTranslation();
  usePageTitle(t('pageTitle'));
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM)) ?? '/';
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState(session?.user.phoneNumber ?? '');
  const [dialCode, setDialCode] = useState('34');
  const [accepted, setAccepted] = useState(false);
  const [whatsApp, setWhatsApp] = useState(false);
  const enableWhatsApp = useEnableWhatsApp();
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const send = useSendVerification();
  const verify = useVerifyCode();
  const countdown = useCountdown();

  if (!session || session.user.phoneVerified) return <Navigate to={next} replace />;

  function sendCode(phoneNumber: string) {
    send.mutate(phoneNumber, {
      onSuccess: (answer) => {
        setSentTo(phoneNumber);
        setCode('');
        verify.reset();
        setStep('code');
        countdown.restart(VERIFICATION_RESEND_SECONDS);
        toast.success(answer?.message || t('codeSent'));
      },
    });
  }

  function submitCode() {
    verify.mutate(
      { phoneNumber: sentTo, code },
      {
        onSuccess: (answer) => {
          if (!signIn(answer.token, answer.user)) {
            toast.error(t('verifyFailed'));
            return;
          }
          toast.success(t('phoneVerified'));
          if (!whatsApp) {
            void navigate(next, { replace: true });
            return;
          }
          // The consent given with the second box: WhatsApp on, with its consent record, now that the phone is verified.
          enableWhatsApp.mutate(undefined, {
            onError: () => toast.error(t('whatsAppNotEnabled')),
            onSettled: () => void navigate(next, { replace: true }),
          });
        },
      },
    );
  }

  function changeNumber() {
    setStep('phone');
    setCode('');
    verify.reset();
    send.reset();
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-8 sm:py-14">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200 sm:p-8 dark:bg-neutral-900 dark:ring-neutral-800">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </div>
          <p className="text-xs font-medium tracking-wide text-neutral-500 uppercase">{t('stepOf', { step: step === 'phone' ? 1 : 2, total: 2 })}</p>
          <h1 className="text-2xl font-bold tracking-tight">{t('pageTitle')}</h1>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{step === 'phone' ? t('phoneIntro') : t('codeIntro')}</p>
        </div>

        {step === 'phone' ? (
          <PhoneStep
            phone={phone}
            dialCode={dialCode}
            onPhoneChange={(value, dial) => {
              setPhone(value);
              setDialCode(dial);
            }}
            accepted={accepted}
            onAcceptedChange={setAccepted}
            whatsApp={whatsApp}
            onWhatsAppChange={setWhatsApp}
            pending={send.isPending}
            error={send.error?.message ?? null}
            onSubmit={sendCode}
          />
        ) : (
          <CodeStep
            phoneNumber={sentTo}
            code={code}
            onCodeChange={setCode}
            pending={verify.isPending || enableWhatsApp.isPending}
            error={verify.error?.message ?? send.error?.message ?? null}
            onSubmit={submitCode}
            onChangeNumber={changeNumber}
            resendIn={countdown.secondsLeft}
            resending={send.isPending}
            onResend={() => sendCode(sentTo)}
          />
        )}
      </div>
    </div>
  );
}
