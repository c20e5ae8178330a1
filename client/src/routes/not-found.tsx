import { Link } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';

export function NotFound() {
  return (
    <section className="page page--narrow">
      <PageTitle title="Page Not Found" />
      <h1>Page Not Found</h1>
      <p className="lead">Oops. The requested page could not be found.</p>
      <p>
        <Link to="/" className="btn btn--primary">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
