import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has safe defaults: port 8080, ./data, SQLite, info logs', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.resolve('./data/glossa.sqlite') });
    expect(config.logLevel).toBe('info');
    expect(config.audioDir).toBe(path.resolve('./data/audio'));
  });

  it('keeps recordings under DATA_DIR unless AUDIO_DIR says elsewhere', () => {
    expect(loadConfig({ DATA_DIR: '/srv/glossa' }).audioDir).toBe('/srv/glossa/audio');
    expect(loadConfig({ DATA_DIR: '/srv/glossa', AUDIO_DIR: '/mnt/audio' }).audioDir).toBe('/mnt/audio');
  });

  it('speaks with espeak-ng from PATH unless SPEECH_ENABLED=false or ESPEAK_NG_PATH says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ speechEnabled: true, espeakNgPath: 'espeak-ng' });
    expect(loadConfig({ SPEECH_ENABLED: 'false', ESPEAK_NG_PATH: '/opt/bin/espeak-ng' })).toMatchObject({
      speechEnabled: false,
      espeakNgPath: '/opt/bin/espeak-ng',
    });
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/glossa' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u:p@db:5432/glossa',
    });
  });

  it('keeps the tables in DATABASE_SCHEMA when given, and refuses a schema name that is not an identifier', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/glossa', DATABASE_SCHEMA: 'glossa_app' }).database,
    ).toEqual({
      dialect: 'postgres',
      url: 'postgres://db/glossa',
      schema: 'glossa_app',
    });
    expect(() => loadConfig({ DATABASE_SCHEMA: 'x; drop table users' })).toThrow(/DATABASE_SCHEMA/);
  });

  it('accepts another SQLite file through a sqlite: URL', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.sqlite' }).database).toEqual({
      dialect: 'sqlite',
      file: '/tmp/x.sqlite',
    });
  });

  it.each([
    ['PORT', 'eighty', /PORT="eighty"/],
    ['PORT', '70000', /PORT="70000"/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL="loud"/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL="mysql:\/\/x".*postgres/],
    ['BODY_LIMIT_BYTES', '-5', /BODY_LIMIT_BYTES/],
    ['SPEECH_ENABLED', 'yes', /SPEECH_ENABLED="yes"/],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
