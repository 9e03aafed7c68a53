import type { AuthProviders } from '@glossa/contract';
import { useEffect, useState } from 'react';
import { returnTarget } from '../../app/return-target.ts';
import { accountApi, startProviderSignIn } from './account.api.ts';

const LABEL = { google: 'Google', apple: 'Apple' } as const;

/**
 * 'Sign in with Google' and 'Sign in with Apple'. When this server has no client id for a provider, the
 * button explains that instead of failing.
 */
export function ProviderButtons() {
  const [providers, setProviders] = useState<AuthProviders | null>(null);
  const [note, setNote] = useState('');

  useEffect(() => {
    accountApi.providers().then(setProviders, (error: unknown) => {
      console.error('Could not read the sign-in providers', error);
      setProviders({ google: false, apple: false });
    });
  }, []);

  const click = (provider: 'google' | 'apple') => {
    // Read at click time: the shell records the return target after this page first renders.
    if (providers?.[provider]) startProviderSignIn(provider, returnTarget());
    else setNote(`${LABEL[provider]} sign-in is not set up on this server.`);
  };

  return (
    <div className="provider-buttons">
      {(['google', 'apple'] as const).map((provider) => (
        <button
          key={provider}
          type="button"
          className={`button provider ${provider}`}
          disabled={providers === null}
          onClick={() => click(provider)}
        >
          Sign in with {LABEL[provider]}
        </button>
      ))}
      {note && (
        <p className="muted small" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
