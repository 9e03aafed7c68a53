import { RELEASES } from './changelog.ts';
import './static.css';

/** Release notes, newest first. */
export default function ChangelogPage() {
  return (
    <section className="page narrow">
      <h1>Changelog</h1>
      <ol className="releases">
        {RELEASES.map((release) => (
          <li key={release.version} className="card release">
            <h2>
              v{release.version} <time dateTime={release.date}>{release.date}</time>
            </h2>
            <ul>
              {release.changes.map((change) => (
                <li key={change.text}>
                  <span className={`change-type change-${change.type.toLowerCase()}`}>{change.type}</span>
                  {change.text}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
