import { InstalledDictionaries } from '../dictionary/InstalledDictionaries.tsx';
import { VocabularyTransfer } from './VocabularyTransfer.tsx';
import './vocabulary.css';

/** Settings > Data: export, import and deletion of the vocabulary, then the dictionaries. */
export function DataTab(_props: { onClose(): void }) {
  return (
    <div className="stack">
      <VocabularyTransfer />
      <InstalledDictionaries />
    </div>
  );
}
