import type { Locale } from '@glossa/contract';
import { SpeakerIcon } from '../icons.tsx';
import { useGlossaUi } from '../provider.tsx';
import { playWord } from './audio.ts';

interface AudioButtonProps {
  /** What to say: the headword. */
  text: string;
  textLanguage: Locale;
  /** The dictionary recording of the word, when it has one. */
  audioId: string | null | undefined;
  /** Told whether anything could say the word (no recording, no server voice, no browser voice: false). */
  onPlayed?(played: boolean): void;
}

/**
 * The speaker button beside a headword: plays the word through the provider's pronunciation tiers.
 * @example <AudioButton text="학교" textLanguage="ko_KR" audioId={word.audio_id} onPlayed={setPlayed} />
 */
export function AudioButton({ text, textLanguage, audioId, onPlayed }: AudioButtonProps) {
  const { pronunciation } = useGlossaUi();
  return (
    <button
      type="button"
      className="icon-button wd-audio"
      aria-label={`Play pronunciation of ${text}`}
      title="Play pronunciation"
      onClick={() =>
        void playWord(pronunciation, text, textLanguage, audioId).then((played) => onPlayed?.(played))
      }
    >
      <SpeakerIcon width="18" height="18" />
    </button>
  );
}
