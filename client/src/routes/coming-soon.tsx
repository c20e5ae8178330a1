import { Link } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';

interface ComingSoonProps {
  name: string;
}

/** Placeholder for pages that later issues build. */
export function ComingSoon({ name }: ComingSoonProps) {
  return (
    <section className="page page--narrow">
      <PageTitle title={name} />
      <h1>{name}</h1>
      <p className="lead">Coming soon.</p>
      <p>This part of Three Act is still being written. Check back shortly.</p>
      <p>
        <Link to="/" className="btn btn--secondary">
          Back to the start
        </Link>
      </p>
    </section>
  );
}
