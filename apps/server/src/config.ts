import path from 'node:path';
import { z } from 'zod';
import { authConfigFromEnv, authEnvSchema, type AuthConfig } from './features/auth/auth.config.ts';
import { installSettings, type InstallSettings } from './features/dictionary/installs/install.config.ts';
import {
  onlineSettings,
  parseOnlineList,
  type OnlineSettings,
} from './features/dictionary/installs/online.config.ts';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { oauthConfigFromEnv, oauthEnvSchema, type OAuthConfig } from './features/oauth/oauth.config.ts';

/**
 * Server configuration, read from the environment once at start. A bad value stops the server with a message
 * naming the variable, instead of a confusing failure later.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  AUDIO_DIR: z.string().default(''),
  SPEECH_ENABLED: z.enum(['true', 'false']).default('true'),
  ESPEAK_NG_PATH: z.string().min(1).default('espeak-ng'),
  DATABASE_URL: z
    .string()
    .refine((url) => url === '' || /^(postgres|postgresql|sqlite|file):/.test(url), {
      message: 'must be a postgres://, postgresql://, sqlite: or file: URL',
    })
    .default(''),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^([a-z_][a-z0-9_]{0,62})?$/, 'must be a lower-case SQL identifier')
    .default(''),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  WEB_DIST_DIR: z.string().default(''),
  TRUST_PROXY: z
    .string()
    .superRefine((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'object' && !Array.isArray(parsed))
        ctx.addIssue({ code: 'custom', message: parsed.error });
    })
    .default('false'),
  ANALYSIS_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  GLOSSA_ONLINE_DICTIONARIES: z
    .string()
    .superRefine((value, ctx) => {
      const parsed = parseOnlineList(value);
      if (!Array.isArray(parsed)) ctx.addIssue({ code: 'custom', message: parsed.error });
    })
    .optional(),
  GLOSSA_DICTIONARY_MIRROR: z
    .string()
    .refine((url) => url === '' || /^https?:\/\/[^\s/]+/.test(url), {
      message: 'must be an http:// or https:// URL',
    })
    .default(''),
  ...authEnvSchema,
  ...oauthEnvSchema,
});

export type DatabaseTarget =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Dictionary recordings, `<audioDir>/<lang>/<audio id with ':' as '_'>.<ext>`; `<dataDir>/audio` by default. */
  audioDir: string;
  /** Server-side speech with espeak-ng (`/api/speech`), when it is installed; false turns it off. */
  speechEnabled: boolean;
  /** The espeak-ng program: a name looked up in PATH, or a path. */
  espeakNgPath: string;
  database: DatabaseTarget;
  logLevel: (typeof LOG_LEVELS)[number];
  bodyLimitBytes: number;
  /** Folder of the built web app; empty when the server runs without it (API only). */
  webDistDir: string;
  /** Which proxies' X-Forwarded-* headers are believed: none, all, a hop count, or their addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** Analysis worker threads; 0 means one per core. */
  analysisWorkers: number;
  /**
   * Benchmarks only (never read from the environment): false leaves the grammar layer out of
   * POST /api/analyze, whose `grammar` is then empty, to measure what the layer adds in the same run.
   */
  analysisGrammar?: boolean;
  /**
   * Longest time a client may take to send one whole request, headers and body (a trickled body cannot hold a
   * connection open); headers alone get at most the same.
   */
  requestTimeoutMs: number;
  /** Accounts: session lifetimes, argon2 cost, rate limits, Google/Apple sign-in (features/auth/auth.config.ts). */
  auth: AuthConfig;
  /** First-start dictionary install: DICT_AUTO_INSTALL, DICT_SOURCES_DIR, DICT_WORDNET, DICT_FREEDICT_DIR. */
  dictionaryInstall: InstallSettings;
  /** Big open dictionaries installed in the background: GLOSSA_ONLINE_DICTIONARIES, GLOSSA_DICTIONARY_MIRROR. */
  dictionaryOnline: OnlineSettings;
  /** Companion sign-in: Chrome extension ids, code lifetime, oldest Anki add-on (features/oauth/oauth.config.ts). */
  oauth: OAuthConfig;
}

export class ConfigError extends Error {}

/**
 * Reads and validates the configuration from environment variables.
 * @example loadConfig({ PORT: '9000' }).port // 9000
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    audioDir: e.AUDIO_DIR ? path.resolve(e.AUDIO_DIR) : path.join(dataDir, 'audio'),
    speechEnabled: e.SPEECH_ENABLED === 'true',
    espeakNgPath: e.ESPEAK_NG_PATH,
    database: databaseTarget(e.DATABASE_URL, e.DATABASE_SCHEMA, dataDir),
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : '',
    trustProxy: parseTrustProxy(e.TRUST_PROXY) as TrustProxy,
    analysisWorkers: e.ANALYSIS_WORKERS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    auth: authConfigFromEnv(e),
    dictionaryInstall: installSettings(env),
    dictionaryOnline: onlineSettings({
      list: e.GLOSSA_ONLINE_DICTIONARIES,
      mirror: e.GLOSSA_DICTIONARY_MIRROR,
      dataDir,
      env,
    }),
    oauth: oauthConfigFromEnv(e),
  };
}

function databaseTarget(url: string, schema: string, dataDir: string): DatabaseTarget {
  if (url.startsWith('postgres')) return { dialect: 'postgres', url, ...(schema ? { schema } : {}) };
  if (url.startsWith('sqlite:') || url.startsWith('file:')) {
    const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
    return { dialect: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  return { dialect: 'sqlite', file: path.join(dataDir, 'glossa.sqlite') };
}
