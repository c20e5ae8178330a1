import { Link } from 'react-router-dom';
import { InfoPage } from '../components/layout/info-page';
import { about } from '../content/about';

export function About() {
  return (
    <InfoPage document={about}>
      <nav className="info-page__related" aria-label="Related pages">
        <Link to="/tos">Terms of Service</Link>
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/guidelines">Community Guidelines</Link>
      </nav>
    </InfoPage>
  );
}
