import { Link } from 'react-router-dom';

interface FooterProps {
  isAuthenticated: boolean;
  onLogout: () => void;
}

export function Footer({ isAuthenticated, onLogout }: FooterProps) {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <nav aria-label="Footer">
          <ul className="footer__links">
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/tos">Terms</Link>
            </li>
            <li>
              <Link to="/guidelines">Guidelines</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/profiles">Writers</Link>
            </li>
            {isAuthenticated ? (
              <>
                <li>
                  <Link to="/dashboard">Dashboard</Link>
                </li>
                <li>
                  <button type="button" className="footer__button" onClick={onLogout}>
                    Logout
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to="/register">Sign Up</Link>
                </li>
                <li>
                  <Link to="/login">Log In</Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <p className="footer__note">Three Act is free and open source. Write on.</p>
      </div>
    </footer>
  );
}
