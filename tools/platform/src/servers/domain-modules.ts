import { banksearchModule } from '../banksearch';
import { calculatorsModule } from '../calculators';
import { chromeModule } from '../chrome';
import { clubModule } from '../club';
import { DOMAINS, type Domain } from '../common/config/app-names';
import type { DomainModule } from '../common/domain-module';
import { formsModule } from '../forms';
import { listsModule } from '../lists';
import { mapsStandInModule } from '../maps-stand-in';
import { marketModule } from '../market';

/** One line per domain: its routes, data, demo page, start page blocks and fragments. */
export const DOMAIN_MODULES: Record<Domain, DomainModule> = {
  lists: listsModule,
  banksearch: banksearchModule,
  calculators: calculatorsModule,
  forms: formsModule,
  club: clubModule,
  market: marketModule,
  chrome: chromeModule,
};

/** Stand-ins for third-party services the pages use; they add routes only. */
export const SERVICE_MODULES: readonly DomainModule[] = [mapsStandInModule];

/** The domains' modules in the order of DOMAINS (start page blocks follow it). */
export const domainModules = (): DomainModule[] => DOMAINS.map((domain) => DOMAIN_MODULES[domain]);

export const allModules = (): DomainModule[] => [...domainModules(), ...SERVICE_MODULES];
