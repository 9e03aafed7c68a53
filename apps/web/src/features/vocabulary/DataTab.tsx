import { VocabularyTransfer } from './VocabularyTransfer.tsx';
import './vocabulary.css';

/** Settings > Data: export, import and deletion of the vocabulary (spec section 2). */
export function DataTab(_props: { onClose(): void }) {
  return <VocabularyTransfer />;
}
