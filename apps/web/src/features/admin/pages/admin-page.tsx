import { ComingSoon } from '@/components/ui/coming-soon';
import { Page } from '@/components/ui/page';

/** /admin (administrator only): users and notifications tabs come with the admin issue. */
export function AdminPage() {
  return (
    <Page title="Administración">
      <ComingSoon>Aquí podrás gestionar usuarios y enviar notificaciones.</ComingSoon>
    </Page>
  );
}
