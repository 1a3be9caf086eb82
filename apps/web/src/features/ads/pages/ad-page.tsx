import { useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { Page } from '../../../components/ui/page';

/** /ad/:id: the ad detail (GET /api/Ads/{id}) comes with the results issue. Back returns to the previous page. */
export function AdPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Page
      title={`Anuncio #${id ?? ''}`}
      actions={
        <Button
          variant="secondary"
          size="sm"
          icon={<ArrowLeft className="size-4" aria-hidden="true" />}
          onClick={() => (location.key === 'default' ? navigate('/') : navigate(-1))}
        >
          Volver
        </Button>
      }
    >
      <ComingSoon>Aquí verás las fotos, el precio, la puntuación y los puntos a favor y en contra del anuncio.</ComingSoon>
    </Page>
  );
}
