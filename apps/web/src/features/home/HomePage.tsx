import { Link } from 'react-router';
import { COMMUNITY_LINKS, CONTACT_EMAIL, COPYRIGHT_YEAR, EXTENSIONS, FEATURES } from './home-content.ts';
import { FeatureGlyph } from './home-icons.tsx';
import { HeroDemo } from './HeroDemo.tsx';
import './home.css';

/**
 * Landing page: hero with the live demo, key features, extensions, community and footer.
 * @example { index: true, lazy: () => import('./HomePage.tsx') } // a route of app/router.tsx
 */
export default function HomePage() {
  return (
    <div className="home">
      <section className="page home-hero" aria-labelledby="home-title">
        <div className="hero-copy">
          <p className="eyebrow">Korean · English · French</p>
          <h1 id="home-title">Learn Languages more efficiently with Glossa!</h1>
          <p className="lead">
            Paste a text and read it word by word: headwords, morphemes, translations and examples, with every
            word coloured by how well you know it. Try it on the paragraph below.
          </p>
        </div>
        <HeroDemo />
        <div className="hero-actions">
          <Link to="/analyze" className="button primary large">
            Try It Now
          </Link>
          <a href="#features" className="button ghost large">
            See all features
          </a>
        </div>
      </section>

      <section id="features" className="page home-section" aria-labelledby="features-title">
        <h2 id="features-title">Key features</h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="feature card">
              <span className={`feature-icon icon-${feature.icon}`}>
                <FeatureGlyph icon={feature.icon} />
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page home-section" aria-labelledby="extensions-title">
        <h2 id="extensions-title">Take Glossa with you</h2>
        <ul className="extension-grid">
          {EXTENSIONS.map((extension) => (
            <li key={extension.type}>
              {extension.disabled ? (
                // Not available yet: a card that says so, not a link (nothing to follow or focus).
                <div className="extension-card card is-disabled" aria-disabled="true">
                  <span className="extension-title">
                    {extension.title}
                    <span className="badge coming-soon">Coming Soon</span>
                  </span>
                  <span className="extension-text">{extension.text}</span>
                </div>
              ) : (
                <Link to={`/extension?type=${extension.type}`} className="extension-card card">
                  <span className="extension-title">{extension.title}</span>
                  <span className="extension-text">{extension.text}</span>
                  <span className="extension-more">Learn more →</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="page home-section" aria-labelledby="community-title">
        <div className="community card">
          <div>
            <h2 id="community-title">Join the community</h2>
            <p className="muted">
              Share tips, ask questions and tell us what to build next. Learners and the Glossa team meet
              here.
            </p>
          </div>
          <div className="community-links">
            <a className="button primary" href={COMMUNITY_LINKS.chat.href} target="_blank" rel="noreferrer">
              {COMMUNITY_LINKS.chat.label}
            </a>
            <a className="button" href={COMMUNITY_LINKS.twitter.href} target="_blank" rel="noreferrer">
              {COMMUNITY_LINKS.twitter.label}
            </a>
            <a className="button" href={COMMUNITY_LINKS.threads.href} target="_blank" rel="noreferrer">
              {COMMUNITY_LINKS.threads.label}
            </a>
          </div>
        </div>
      </section>

      <footer className="home-footer">
        <nav aria-label="Footer">
          <Link to="/privacy">Privacy</Link>
          <Link to="/support">Support</Link>
          <a href={`mailto:${CONTACT_EMAIL}`}>Contact</a>
          <a href={COMMUNITY_LINKS.twitter.href} target="_blank" rel="noreferrer">
            Twitter
          </a>
          <a href={COMMUNITY_LINKS.threads.href} target="_blank" rel="noreferrer">
            Threads
          </a>
          <a href={COMMUNITY_LINKS.chat.href} target="_blank" rel="noreferrer">
            Community chat
          </a>
          <Link to="/changelog">Changelog</Link>
        </nav>
        <p className="muted">© {COPYRIGHT_YEAR} Glossa</p>
      </footer>
    </div>
  );
}
