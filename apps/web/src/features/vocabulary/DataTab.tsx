/** Settings > Data: export, import and deletion of the vocabulary (built with the vocabulary feature). */
export function DataTab(_props: { onClose(): void }) {
  return (
    <div className="stack">
      <p className="muted">
        Export your vocabulary as JSON or CSV, import a word list, or delete all vocabulary. These tools
        arrive with the personal vocabulary.
      </p>
    </div>
  );
}
