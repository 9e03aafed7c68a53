import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DESKTOP, PHONE, pageErrors, describeInBrowser } from '@glossa/testing';

/**
 * A core dictionary of one Korean word written in the compact format with its trailing object: definitions
 * in French, Spanish and Japanese, and its examples translated.
 */
function tinyCore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-core-e2e-'));
  for (const folder of ['ko', 'en', 'fr']) fs.mkdirSync(path.join(dir, folder));
  const school = [
    '학교',
    'noun',
    1,
    [
      [
        'school',
        'école',
        'escuela',
        '学校',
        '학생들이 선생님에게 배우는 곳.',
        'A place where students learn from teachers.',
        ['학교에 가다', '저는 매일 학교에 가요.', '가: 어디 가요?\n나: 학교에 가요.'],
        {
          def: {
            fr: 'Lieu où les élèves apprennent avec des enseignants.',
            es: 'Lugar donde los alumnos aprenden con maestros.',
            ja: '生徒が先生から学ぶ所。',
          },
          ex: [
            { fr: "aller à l'école", en: 'go to school' },
            { fr: "Je vais à l'école tous les jours.", en: 'I go to school every day.' },
            { fr: 'A : Tu vas où ?\nB : À l’école.', en: 'A: Where are you going?\nB: To school.' },
          ],
        },
      ],
    ],
  ];
  fs.writeFileSync(path.join(dir, 'ko', 'k-01.jsonl'), `${JSON.stringify(school)}\n`);
  return dir;
}

describeInBrowser(
  'Definitions and example translations in the learner’s dictionary language, through the real server',
  { dictionaries: true, env: async () => ({ DICT_CORE_DIR: tinyCore() }) },
  (web) => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`shows a French learner the French definition and each example's French translation, hideable (${name})`, async () => {
        const { page } = await web.newPage(viewport);
        await page.addInitScript(() =>
          localStorage.setItem(
            'glossa.settings',
            JSON.stringify({ textLanguage: 'ko_KR', dictionaryLanguage: 'fr_FR' }),
          ),
        );
        await page.goto(`${web.baseUrl}/dictionary?q=${encodeURIComponent('학교')}`);
        const row = page.locator('.dict-row').first();
        await expect.poll(() => row.locator('.dict-written').innerText()).toBe('학교');
        await row.locator('.dict-toggle').click();
        const detail = page.getByRole('region', { name: 'Word details' });
        await detail.locator('.sense-toggle').first().click();
        await detail.getByText('Lieu où les élèves apprennent avec des enseignants.').waitFor();
        // Only French: neither the English nor the Korean definition.
        expect(await detail.getByText('A place where students learn from teachers.').count()).toBe(0);
        expect(await detail.getByText('학생들이 선생님에게 배우는 곳.').count()).toBe(0);

        const fragments = detail.getByRole('region', { name: 'Fragments' });
        expect(await fragments.locator('li').first().innerText()).toBe("학교에 가다\naller à l'école");
        const sentences = detail.getByRole('region', { name: 'Sentences' });
        await sentences.getByText("Je vais à l'école tous les jours.").waitFor();
        expect(await detail.getByText('I go to school every day.').count()).toBe(0);
        const conversation = detail.getByRole('region', { name: 'Conversations' });
        await conversation.getByText('Tu vas où ?').waitFor();

        await detail.getByRole('button', { name: 'Hide translations' }).click();
        expect(await detail.locator('.example-translation').count()).toBe(0);
        await detail.getByRole('button', { name: 'Show translations' }).click();
        expect(await detail.locator('.example-translation').count()).toBe(4);
        expect(pageErrors(page)).toEqual([]);
      });
    }
  },
);
