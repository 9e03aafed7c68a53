import { Link } from 'react-router';

/** Landing page (the live demo and feature sections come with the Analyze screen). */
export default function HomePage() {
  return (
    <section className="page home">
      <div className="hero card">
        <p className="eyebrow">Korean · English · French</p>
        <h1>Learn Languages more efficiently with Glossa!</h1>
        <p className="lead">
          Paste a text and read it word by word: headwords, morphemes, translations and examples, with every
          word coloured by how well you know it.
        </p>
        <Link to="/analyze" className="button primary large">
          Try It Now
        </Link>
      </div>
    </section>
  );
}
