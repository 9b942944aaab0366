import type { Adapter, AdapterPayload } from 'oidc-provider';

const GRANT_BOUND = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * The identity provider's store of codes, sessions, interactions, grants and tokens: in memory,
 * like the platform's access tokens (a restart logs everyone out). Written out so the local
 * platform states this on purpose instead of printing oidc-provider's development warning.
 * `consume` marks a code used; oidc-provider then refuses it and revokes what it issued.
 */
export function memoryAdapterFactory(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const key = (model: string, id: string) => `${model}:${id}`;
  const live = (entry: Entry | undefined) =>
    entry && entry.expiresAt > now() ? entry.payload : undefined;

  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      entries.set(key(this.model, id), { payload, expiresAt: now() + expiresIn * 1000 });
      if (payload.uid)
        entries.set(key(`${this.model}:uid`, payload.uid), {
          payload: { id },
          expiresAt: now() + expiresIn * 1000,
        });
    }

    async find(id: string) {
      return live(entries.get(key(this.model, id)));
    }

    async findByUid(uid: string) {
      const ref = live(entries.get(key(`${this.model}:uid`, uid)));
      return typeof ref?.id === 'string' ? this.find(ref.id) : undefined;
    }

    async findByUserCode() {
      // The device flow is not offered.
      return undefined;
    }

    async consume(id: string) {
      const entry = entries.get(key(this.model, id));
      if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(now() / 1000) };
    }

    async destroy(id: string) {
      entries.delete(key(this.model, id));
    }

    // Only what a grant issued goes with it: an interaction that names the grant must stay, or
    // the switch to another account (logout of the old session, then resume) finds it gone.
    async revokeByGrantId(grantId: string) {
      for (const [name, entry] of entries) {
        const model = name.slice(0, name.indexOf(':'));
        if (GRANT_BOUND.has(model) && entry.payload.grantId === grantId) entries.delete(name);
      }
    }
  };
}
