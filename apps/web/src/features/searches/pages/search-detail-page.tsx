import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { Page } from '../../../components/ui/page';

/** /busquedas/:id (login required): results and hire actions come with the results issue. */
export function SearchDetailPage() {
  const { id } = useParams();
  const searchId = Number(id);
  if (!id || !Number.isInteger(searchId) || searchId <= 0) return null;
  return (
    <Page
      title={`Búsqueda #${searchId}`}
      actions={
        <Link to="/busquedas" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Volver
        </Link>
      }
    >
      <ComingSoon>Aquí verás los anuncios encontrados para esta búsqueda, con su puntuación.</ComingSoon>
    </Page>
  );
}
