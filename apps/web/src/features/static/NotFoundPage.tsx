import { Link } from 'react-router';

/** Any unknown path. */
export default function NotFoundPage() {
  return (
    <section className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="visually-hidden">404</h1>
      <p>Oops! The page you are looking for doesn&apos;t exist.</p>
      <Link to="/" className="button primary">
        Return to Home
      </Link>
    </section>
  );
}
