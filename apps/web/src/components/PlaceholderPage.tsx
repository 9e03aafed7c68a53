import type { ReactNode } from 'react';

/** A page whose screen arrives in a later release: says what it will hold, so nothing looks broken. */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <div className="card placeholder">
        <p className="muted">Coming soon</p>
        {children}
      </div>
    </section>
  );
}
