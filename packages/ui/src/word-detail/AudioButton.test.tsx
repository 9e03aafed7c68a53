// @vitest-environment jsdom
import type { AnalysedUnitDto, DictionaryWord, ShortCode } from '@glossa/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlossaUiProvider, type GlossaUi, type Pronunciation } from '../provider.tsx';
import { WordDetail } from './WordDetail.tsx';

const SCHOOL: AnalysedUnitDto = { surface: '학교', word: '학교', vocabulary: '학교', morphs: [] };
const word = (audioId: string | null): DictionaryWord => ({
  id: 1,
  written: '학교',
  category: 'noun',
  senses: [],
  audio_id: audioId,
  homograph: 0,
  level: null,
  pronunciation: null,
  language: 'ko_KR',
  source: 'test',
});

/** Audio elements that record their URL and play when `plays` says so. */
function stubAudio(plays: boolean): string[] {
  const played: string[] = [];
  vi.stubGlobal(
    'Audio',
    class {
      constructor(readonly src: string) {}
      play() {
        played.push(this.src);
        return plays ? Promise.resolve() : Promise.reject(new Error('cannot play'));
      }
    },
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return played;
}

const pronunciation: Pronunciation = {
  recordingUrl: (lang: ShortCode, audioId: string) => `https://glossa.test/rec/${lang}/${audioId}`,
  speechUrl: (lang: ShortCode, text: string) => `https://glossa.test/say/${lang}/${text}`,
  speechInfo: () => Promise.resolve({ available: true, languages: ['ko'] }),
};

function renderWord(audioId: string | null, value: GlossaUi = { pronunciation }) {
  render(
    <GlossaUiProvider value={value}>
      <WordDetail
        unit={SCHOOL}
        words={[word(audioId)]}
        textLanguage="ko_KR"
        dictLanguage="en_US"
        status={undefined}
        onStatusChange={() => undefined}
        loadExamples={() => Promise.resolve([])}
      />
    </GlossaUiProvider>,
  );
  return screen.getByRole('button', { name: 'Play pronunciation of 학교' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the audio button', () => {
  it("plays the word's recording at the URL the provider builds", async () => {
    const played = stubAudio(true);
    await userEvent.click(renderWord('krdict:1'));
    await vi.waitFor(() => expect(played).toEqual(['https://glossa.test/rec/ko/krdict:1']));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("plays the provider's speech URL for a word without a recording", async () => {
    const played = stubAudio(true);
    await userEvent.click(renderWord(null));
    await vi.waitFor(() => expect(played).toEqual(['https://glossa.test/say/ko/학교']));
  });

  it('says so when neither the server nor the browser can speak the word', async () => {
    const played = stubAudio(false);
    await userEvent.click(renderWord('krdict:1'));
    const note = await screen.findByRole('status');
    expect(note.textContent).toBe(
      'No pronunciation available: no recording, and no Korean voice on this device.',
    );
    expect(played).toEqual(['https://glossa.test/rec/ko/krdict:1', 'https://glossa.test/say/ko/학교']);
  });

  it('plays nothing from a server when the client gives no pronunciation', async () => {
    const played = stubAudio(true);
    await userEvent.click(renderWord('krdict:1', {}));
    await screen.findByRole('status');
    expect(played).toEqual([]);
  });
});
