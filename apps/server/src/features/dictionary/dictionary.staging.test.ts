import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStaleStagingFiles } from './dictionary.staging.ts';
import { tempDir } from './dictionary.test-helpers.ts';

describe('removeStaleStagingFiles', () => {
  it('removes the staging files of dead processes and keeps those of live ones and everything else', () => {
    const dir = tempDir('stale');
    const database = path.join(dir, 'glossa.sqlite');
    // A pid far above any pid_max, so no process can have it.
    const dead = `glossa.sqlite.import-wordnet-999999999.sqlite`;
    const live = `glossa.sqlite.import-starter-${process.pid}.sqlite`;
    for (const name of ['glossa.sqlite', 'glossa.sqlite-wal', dead, `${dead}-wal`, live, 'notes.txt']) {
      fs.writeFileSync(path.join(dir, name), '');
    }
    expect(removeStaleStagingFiles(database)).toEqual([path.join(dir, dead)]);
    expect(fs.readdirSync(dir).sort()).toEqual(
      ['glossa.sqlite', 'glossa.sqlite-wal', live, 'notes.txt'].sort(),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('does nothing when the database folder does not exist', () => {
    expect(removeStaleStagingFiles('/nonexistent/glossa/glossa.sqlite')).toEqual([]);
  });
});
