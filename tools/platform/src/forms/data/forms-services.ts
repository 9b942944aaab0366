import type { PlatformConfig } from '../../common/config/platform-config';
import { openDatabase } from '../../common/store/sqlite-database';
import { createFormTokens, type FormTokens } from './form-tokens';
import { createFormsStore, FORMS_MIGRATIONS, type FormsStore } from './forms-store';

/** What the forms routes of the CMS host share: the durable store and the form tokens. */
export interface FormsServices {
  /** Opened on first use: a platform that never receives a form creates no database file. */
  store: () => FormsStore;
  tokens: FormTokens;
  now: () => Date;
}

export function formsServices(config: PlatformConfig): FormsServices {
  let store: FormsStore | undefined;
  return {
    store: () =>
      (store ??= createFormsStore(
        openDatabase({ location: 'forms', dataDir: config.dataDir, migrations: FORMS_MIGRATIONS }),
        config.now,
      )),
    tokens: createFormTokens(config.tokenSecret, config.now),
    now: config.now,
  };
}
